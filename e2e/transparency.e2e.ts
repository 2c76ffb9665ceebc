import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TCheckpoint } from '@exchange/contracts';
import web from '../packages/i18n/locales/web/en-US.json' with { type: 'json' };
import tp from '../packages/i18n/locales/web/transparency/en-US.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { hasChromium } from './support/chromium';
import { launchBrowser, loginByApi, newContext, screenshot, watchErrors } from './support/browser';
import { startServer, type TServer } from './support/server';

const T = tp.transparency;
const path = (url: string) => new URL(url).pathname;

/** An amount in ledger units as en-US shows it (grouped, every decimal it has): an oracle apart from the page's own formatter. */
function shown(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals);
  const fraction = (units % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${(units / base).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

/** Reserves ÷ liabilities as en-US shows it: a percentage with 2 decimals, rounded down; "—" without one. */
function ratioShown(reserves: bigint | null, liabilities: bigint): string {
  if (reserves === null || liabilities === 0n) return '—';
  const hundredths = (reserves * 10_000n) / liabilities;
  return `${(hundredths / 100n).toLocaleString('en-US')}.${String(hundredths % 100n).padStart(2, '0')}%`;
}

/** What the page should show per asset for a checkpoint the API published. */
function expectedRows(checkpoint: TCheckpoint) {
  return checkpoint.liabilities.map((l) => {
    const reserve = checkpoint.reserves.find((r) => r.asset === l.asset);
    const reserves = reserve?.status === 'proven' && reserve.units !== null ? BigInt(reserve.units) : null;
    return {
      asset: l.asset,
      liabilities: shown(BigInt(l.units), l.decimals),
      reserves: reserves === null ? T.notProven : shown(reserves, l.decimals),
      ratio: ratioShown(reserves, BigInt(l.units)),
    };
  });
}

const checkpoints = async (baseUrl: string) =>
  ((await (await fetch(`${baseUrl}/bb/transparency/checkpoints`)).json()) as { data: { list: TCheckpoint[] } }).data.list;

/** The first checkpoint is written at start: waits until it is published (a condition, not a pause). */
async function firstCheckpoint(baseUrl: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if ((await checkpoints(baseUrl)).length > 0) return;
  }
  throw new Error('no checkpoint published within 30 s of start');
}

/**
 * Verifiable trust (issue 29) in the browser: on both interfaces the exchange's signed checkpoint
 * (liabilities, reserves read from a local chain, their ratio) is public, its signature is checked
 * in the page, and the demo user verifies their own balances step by step; a proof tampered with
 * on its way in is refused. The server writes a checkpoint at start and then every 10 s.
 */
describe.skipIf(!hasChromium)('transparency: proof of reserves and liabilities, both interfaces', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { CHAIN: '1', CHAIN_BLOCK_TIME: '0', CHECKPOINT_EVERY_MS: '10000' } });
    browser = await launchBrowser();
    await firstCheckpoint(server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The page is ready and its signature checked; then each asset's figures are those of the checkpoint it shows, as published. */
  async function expectPublishedFigures(page: Page): Promise<void> {
    await page.locator('[data-testid="transparency"][data-state="ready"]').waitFor();
    await page.locator('[data-testid="signature-status"][data-state="valid"]').waitFor();
    expect((await page.getByTestId('signature-status').textContent())?.trim()).toBe(T.signature.valid);
    // The checkpoints of the page name each other (one rewritten or removed would break the chain).
    expect(await page.getByTestId('chain-status').getAttribute('data-state')).toMatch(/^(linked|first)$/);
    const id = Number(await page.getByTestId('checkpoint').getAttribute('data-id'));
    const checkpoint = (await checkpoints(server.baseUrl)).find((c) => c.id === id)!;
    expect(await page.getByTestId('public-key').getAttribute('data-value')).toBe(checkpoint.publicKey);
    const rows = await page.locator('[data-testid="asset-row"]').evaluateAll((bodies) =>
      bodies.map((b) => ({
        asset: b.getAttribute('data-asset'),
        liabilities: b.querySelector('[data-testid="liabilities"]')!.textContent!.trim(),
        reserves: b.querySelector('[data-testid="reserves"]')!.textContent!.trim(),
        ratio: b.querySelector('[data-testid="ratio"] [aria-hidden="true"], [data-testid="ratio"] bdi')!.textContent!.trim(),
      })),
    );
    expect(rows).toEqual(expectedRows(checkpoint));
    // The local chain holds reserves of some assets and none of others: both kinds are on the page.
    expect(rows.some((r) => r.ratio.endsWith('%'))).toBe(true);
    expect(rows.some((r) => r.reserves === T.notProven && r.ratio === '—')).toBe(true);
  }

  /** Clicks "verify" and waits for the verdict wanted (a verdict already on the page from an earlier click does not count). */
  async function verify(page: Page, verdict: 'included' | 'refused'): Promise<void> {
    await page.getByTestId('verify-button').click();
    await page.locator(`[data-testid="verify-outcome"][data-state="${verdict}"]`).waitFor();
  }

  it('mobile: from the My tab, the page shows the signed figures; the user verifies their balances, step by step', async () => {
    const page = await (await newContext(browser, 'mobile', server.baseUrl)).newPage();
    const errors = watchErrors(page);
    await loginByApi(page);
    await page.goto('/my');
    await page.getByTestId('my-transparency').click();
    await page.waitForURL((u) => path(u.href) === '/transparency');
    await expectPublishedFigures(page);
    await verify(page, 'included');
    const id = await page.getByTestId('verify-outcome').evaluate((o) => o.textContent);
    expect(id).toMatch(new RegExp(T.verify.ok.replace('{{id}}', '\\d+')));
    // The climb: the leaf, then one step per level up to the root.
    expect(await page.getByTestId('climb-step').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('proof-download').getAttribute('download')).toMatch(/^proof-checkpoint-\d+\.json$/);
    await screenshot(page, 'transparency-mobile-verified');
    expect(await seriousViolations(page, 'transparency mobile')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('desktop: a visitor opens the deep link and is asked to log in; the user verifies, and a proof tampered with is refused', async () => {
    const page = await (await newContext(browser, 'desktop', server.baseUrl)).newPage();
    const errors = watchErrors(page);
    await page.goto('/pc/transparency');
    await expectPublishedFigures(page);
    expect(path(page.url())).toBe('/pc/transparency');
    await page.getByTestId('verify-login').waitFor();
    expect(await page.getByTestId('footer-transparency').textContent()).toBe(web.nav.transparency);
    expect(await seriousViolations(page, 'transparency desktop, visitor')).toEqual([]);

    await loginByApi(page);
    await page.goto('/pc/transparency');
    await page.locator('[data-testid="transparency"][data-state="ready"]').waitFor();
    await verify(page, 'included');
    await screenshot(page, 'transparency-desktop-verified');
    expect(await seriousViolations(page, 'transparency desktop, verified')).toEqual([]);

    // The server (or anyone on the way) raises the user's first balance in the proof: the climb no longer reaches the root.
    await page.route('**/bb/transparency/proof*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { leaf: { balances: string[] } } };
      body.data.leaf.balances[0] = String(BigInt(body.data.leaf.balances[0]) + 1n);
      await route.fulfill({ response, json: body });
    });
    await verify(page, 'refused');
    const outcome = page.getByTestId('verify-outcome');
    expect(await outcome.getAttribute('data-reason')).toBe('root');
    expect(await outcome.textContent()).toContain(T.verify.reason.root);
    await screenshot(page, 'transparency-desktop-tampered');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
