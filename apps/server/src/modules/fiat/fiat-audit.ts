import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { FIAT_COIN, reserveBalance } from './fiat-channels.js';
import { fiatRepository } from './fiat.repository.js';

/**
 * What fiat sell orders hold in users' frozen coin balances (for the ledger audit's frozen
 * reconciliation, audit-ledger.ts): a waiting sell order its USDT until the payout or the rejection.
 */
export async function fiatHolds(db: Kysely<TDatabase>): Promise<{ userId: bigint; asset: string; held: bigint }[]> {
  const rows = await fiatRepository.waitingSellsByUser(db);
  return rows.map((r) => ({ userId: r.user_id, asset: FIAT_COIN, held: BigInt(r.held) }));
}

/**
 * The fiat reserve against the buy orders it promises (waiting or paid): equal, else one mismatch
 * in the audit's shape (user 0, asset `fiat_reserve:USDT`, balance against what the orders hold).
 */
export async function auditFiatReserve(db: Kysely<TDatabase>): Promise<{ userId: string; asset: string; frozen: string; held: string }[]> {
  const held = await fiatRepository.openBuysTotal(db);
  const balance = await reserveBalance(db);
  return balance === held ? [] : [{ userId: '0', asset: `fiat_reserve:${FIAT_COIN}`, frozen: String(balance), held: String(held) }];
}
