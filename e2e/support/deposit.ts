import type { Page } from 'playwright-core';
import { pageApi, unique } from './browser';
import { runOps } from './ops';
import type { TServer } from './server';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/**
 * Gives the page's user a coin (USDT unless told) the way any user gets it: a deposit applied for
 * with its proof, and approved from the operator's command line (another process). Returns the
 * deposit's id.
 */
export async function approvedDeposit(server: TServer, page: Page, amount: string, coin: { currency: string; chain: string } = { currency: 'USDT', chain: 'TRC20' }): Promise<number> {
  const id = await appliedDeposit(page, amount, coin);
  await runOps(server, ['deposit:approve', String(id)]);
  return id;
}

/** A deposit the page's user applied for, with its proof, waiting for an operator's review. Returns its id. */
export async function appliedDeposit(page: Page, amount: string, coin: { currency: string; chain: string } = { currency: 'USDT', chain: 'TRC20' }): Promise<number> {
  const proof = await page.evaluate(async (png) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'proof.png');
    const res = await fetch('/bb/file/upload?type=proof', { method: 'POST', headers: { 'X-Access-Token': localStorage.getItem('User-Token') ?? '' }, body: form });
    return ((await res.json()) as { data: { url: string } }).data.url;
  }, PNG_BASE64);
  const deposit = await pageApi<{ id: number }>(page, '/user/deposit/apply', { ...coin, amount, proof, txHash: `0x${unique()}` });
  return deposit.id;
}
