import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, erc20Abi, http, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import enAssets from '../packages/i18n/locales/web/assets/en-US.json' with { type: 'json' };
import { hasChromium } from './support/chromium';
import { launchBrowser, loginByApi, newContext, screenshot, watchErrors } from './support/browser';
import { seriousViolations } from './support/axe';
import { startServer, type TServer } from './support/server';

const C = enAssets.assets.chain;
/** One of anvil's funded test accounts plays a user's outside wallet. */
const sender = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 });

/**
 * Real chains (issue 28) in the browser: the demo server starts a local anvil node (a block per
 * transaction here; the test mines the confirmations), and on both interfaces a deposit sent from
 * an outside wallet shows as confirming, then credited, without a reload.
 */
describe.skipIf(!hasChromium)('deposits on a real chain, both interfaces', () => {
  let server: TServer;
  let browser: Browser;
  let chain: { rpcUrl: string; tokens: Record<string, Address> };

  beforeAll(async () => {
    server = await startServer({ env: { CHAIN: '1', CHAIN_BLOCK_TIME: '0' } });
    chain = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'chain', 'demo.json'), 'utf8'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const node = () => createPublicClient({ transport: http(chain.rpcUrl) });
  async function sendUsdt(to: Address, units: bigint) {
    const wallet = createWalletClient({ account: sender, transport: http(chain.rpcUrl) });
    const hash = await wallet.writeContract({ address: chain.tokens.USDT, abi: erc20Abi, functionName: 'transfer', args: [to, units], chain: null });
    await node().waitForTransactionReceipt({ hash, pollingInterval: 100 });
  }
  const mine = (blocks: number) => node().request({ method: 'anvil_mine' as never, params: [`0x${blocks.toString(16)}`] as never });

  async function depositFlow(page: Page, kind: 'mobile' | 'desktop', units: bigint, shown: string) {
    const errors = watchErrors(page);
    await page.goto(kind === 'mobile' ? '/assets/deposit?coin=USDT&chain=ERC20' : '/pc/account/recharge?coin=USDT&chain=ERC20');
    const address = (await page.getByTestId('deposit-address').first().textContent())!.trim() as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect(page.getByTestId('deposit-qr').first().isVisible()).resolves.toBe(true);
    expect((await page.getByTestId('deposit-network').first().textContent())!.trim()).toBe('Ethereum');
    expect((await page.getByTestId('deposit-contract').first().textContent())!.trim().toLowerCase()).toBe(chain.tokens.USDT.toLowerCase());
    const balanceBefore = (await page.getByTestId('deposit-available').first().textContent())!.trim();
    await screenshot(page, `chain-deposit-${kind}-address`);

    await sendUsdt(address, units);
    const row = page.getByTestId('chain-deposit').filter({ hasText: shown }).first();
    await row.waitFor();
    await page.waitForFunction(
      ([text, amount]) => [...document.querySelectorAll('[data-testid="chain-deposit"]')].some((r) => r.textContent!.includes(amount) && r.textContent!.includes(text)),
      [C.confirming.split('{{')[0].trim(), shown] as const,
    );
    await screenshot(page, `chain-deposit-${kind}-confirming`);
    expect(await seriousViolations(page, `chain deposit ${kind}`)).toEqual([]);
    await mine(12);
    await row.getByTestId('chain-deposit-status').filter({ hasText: C.credited }).waitFor();
    await page.waitForFunction(([testId, before]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim() !== before, ['deposit-available', balanceBefore] as const);
    await screenshot(page, `chain-deposit-${kind}-credited`);
    expect(errors).toEqual([]);
  }

  it('mobile: the deposit screen shows the address, QR and contract; a deposit appears confirming, then credited, live', async () => {
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    await loginByApi(page);
    await depositFlow(page, 'mobile', 12_340_000n, '12.34');
    await page.context().close();
  });

  it('desktop: the same on the desktop deposit page', async () => {
    const page = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    await loginByApi(page);
    await depositFlow(page, 'desktop', 56_780_000n, '56.78');
    await page.context().close();
  });
});
