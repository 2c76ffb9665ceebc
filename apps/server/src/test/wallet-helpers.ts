import type { TTestApp } from './test-app.js';
import { operatorSession } from './operator-helpers.js';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa65a8b0000000049454e44ae426082',
  'hex',
);

/** Uploads a proof image as the given user and returns its URL. */
export async function uploadProof(t: TTestApp, token: string): Promise<string> {
  const boundary = '----proof';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/bb/file/upload?type=proof',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
  });
  return response.json().data.url;
}

/** A reviewer's session token for /bb/admin (an operator who reviews deposits, withdrawals, KYC and fiat orders). */
export function operatorToken(t: TTestApp, name = 'alice'): Promise<string> {
  return operatorSession(t.deps, name, ['reviewer']);
}

/** Calls an operator route. */
export async function adminCall(t: TTestApp, token: string | null, url: string, body: Record<string, string | number> = {}, method: 'GET' | 'POST' = 'POST') {
  const response = await t.app.inject({
    method,
    url: `/bb/admin${url}`,
    payload: method === 'POST' ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString() : undefined,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'x-operator-token': token } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

/** The user's balances in one wallet, as { USDT: { available, frozen } }. */
export async function balances(t: TTestApp, token: string, wallet = 'coin') {
  const result = await t.call('/user/assets', { wallet }, { token });
  return Object.fromEntries(result.data.list.map((l: any) => [l.currency, { available: l.available, frozen: l.frozen }]));
}

export const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
export const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** Credits a user through a real deposit, approved by an operator (the only way money comes in). */
export async function fund(t: TTestApp, userId: number, currency: string, amount: string, chain?: string): Promise<void> {
  const { findAsset, unitsOf } = await import('@exchange/contracts');
  const { reviewDeposit } = await import('../modules/deposits/review-deposit.js');
  const asset = findAsset(currency)!;
  const row = await t.deps.db
    .insertInto('deposits')
    .values({
      user_id: BigInt(userId),
      currency,
      chain: chain ?? asset.chains[0].chain,
      address: 'test',
      amount: unitsOf(amount, currency),
      proof: '',
      tx_hash: '',
      status: 0n,
      reason: '',
      reviewed_by: null,
      reviewed_at: null,
      created_at: BigInt(t.clock.now()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await reviewDeposit(t.deps, { id: row.id, operator: 'test', approve: true, reason: '', txHash: '' });
}

/** POSTs a /bb call form-encoded and returns the HTTP status with the envelope (to prove "never 5xx"). */
export async function callWithStatus(t: TTestApp, url: string, body: Record<string, string | number>, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/bb${url}`,
    payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': token },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Amounts of 20, 25 and 400 digits: none fits a 64-bit column at any scale. */
export const HUGE_AMOUNTS = ['12345678901234567890', '1234567890123456789012345', '9'.repeat(400)];
