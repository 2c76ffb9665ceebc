import { expect } from 'vitest';
import { unitsOf, type TPlaceOrder } from '@exchange/contracts';
import type { TTestApp } from '../../test/test-app.js';
import { insertUser } from '../invites/invite-test-support.js';
import { accountKey, available, frozen, system } from '../ledger/accounts.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { placeOrder } from '../spot/place-order.js';

let deposits = 0;

/** A user inserted directly (no session), with these coins in the coin wallet. */
export async function flashUser(t: TTestApp, coins: Record<string, string> = {}): Promise<bigint> {
  const userId = await insertUser(t.deps.db, t.clock.now(), null);
  for (const [coin, amount] of Object.entries(coins)) await credit(t, userId, coin, amount);
  return userId;
}

/** Credits a coin as a deposit would (a balanced ledger transaction from deposit clearing). */
export async function credit(t: TTestApp, userId: bigint, coin: string, amount: string): Promise<void> {
  deposits += 1;
  await postTransaction(t.deps.db, t.clock.now(), {
    type: 'deposit',
    reference: `flash-test-deposit:${userId}:${deposits}`,
    userId,
    postings: [
      { account: system('deposit_clearing'), asset: coin, amount: -unitsOf(amount, coin) },
      { account: available(userId), asset: coin, amount: unitsOf(amount, coin) },
    ],
  });
}

/** A resting limit order of a maker (a real spot order through the order path). */
export function rest(t: TTestApp, userId: bigint, symbol: string, side: 'buy' | 'sell', price: string, amount: string) {
  return placeOrder(t.deps, userId, { symbol, side, type: 'LMT', timeInForce: 'GTC', price, amount } as TPlaceOrder);
}

/** A user's balance of a coin in units (available, or frozen). */
export async function balanceOf(t: TTestApp, userId: bigint, coin: string, bucket: 'available' | 'frozen' = 'available'): Promise<bigint> {
  const ref = bucket === 'available' ? available(userId) : frozen(userId);
  const row = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(ref)).where('asset', '=', coin).executeTakeFirst();
  return row?.balance ?? 0n;
}

/** Every balance of the ledger, by account and asset: what "nothing changed" compares. */
export async function allBalances(t: TTestApp): Promise<Record<string, string>> {
  const rows = await t.deps.db.selectFrom('ledger_accounts').select(['key', 'asset', 'balance']).execute();
  return Object.fromEntries(rows.filter((r) => r.balance !== 0n).map((r) => [`${r.key}|${r.asset}`, String(r.balance)]));
}

/** The open orders and the book of a market, as readers see them. */
export async function marketState(t: TTestApp, symbol: string) {
  const orders = await t.deps.db.selectFrom('spot_orders').selectAll().where('symbol', '=', symbol).orderBy('id').execute();
  const spot = t.deps.spot.market(symbol)!;
  return { orders: orders.map((o) => ({ ...o })), book: [...spot.book.resting()], published: spot.published };
}

export async function expectAuditClean(t: TTestApp): Promise<void> {
  const audit = await auditLedger(t.deps.db);
  expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
}

/** Units of a coin, for hand computations. */
export const u = (amount: string, coin: string) => unitsOf(amount, coin);
