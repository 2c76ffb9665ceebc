import type { Kysely, Transaction } from 'kysely';
import { fundHoldingOwed } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { userAccountsOfWallet } from '../ledger/ledger.repository.js';
import { rebatesOf, reserveBalances } from './fund-records.js';
import { fundRepository } from './fund.repository.js';

/** A fund wallet or reserve that does not hold what it should (the shape of the ledger audit's frozen mismatches). */
export type TFundMismatch = { userId: string; asset: string; frozen: string; held: string };

/**
 * The fund part of `ledger:audit`: each user's fund wallet holds, per currency, exactly the
 * principal of their active holdings (reported as `fund:<CURRENCY>`, balance against principal);
 * and each fund's reserve holds at least what its active holdings may still cost it, interest and
 * rebates (fundHoldingOwed; reported as `fund_reserve:<ID>:<CURRENCY>` with user 0 when short).
 */
export async function auditFunds(db: Kysely<TDatabase>): Promise<TFundMismatch[]> {
  const mismatches: TFundMismatch[] = [];
  const wallets = await userAccountsOfWallet(db, 'fund');
  const holdings = await fundRepository.activeHoldingsWithTerms(db);
  const held = new Map<string, bigint>();
  const add = (map: Map<string, bigint>, key: string, amount: bigint) => map.set(key, (map.get(key) ?? 0n) + amount);
  for (const h of holdings) add(held, `${h.user_id}|${h.currency}`, h.principal);
  const balance = new Map<string, bigint>();
  for (const w of wallets) {
    if (w.bucket === 'available') add(balance, `${w.user_id}|${w.asset}`, w.balance);
    // Nothing is ever frozen in a fund wallet.
    else if (w.balance !== 0n) mismatches.push({ userId: String(w.user_id), asset: `fund-frozen:${w.asset}`, frozen: String(w.balance), held: '0' });
  }
  for (const key of new Set([...held.keys(), ...balance.keys()])) {
    const [userId, asset] = key.split('|');
    if ((balance.get(key) ?? 0n) !== (held.get(key) ?? 0n)) mismatches.push({ userId, asset: `fund:${asset}`, frozen: String(balance.get(key) ?? 0n), held: String(held.get(key) ?? 0n) });
  }
  for (const r of await fundReserveNeeds(db)) {
    if (r.has < r.need || r.has < 0n) mismatches.push({ userId: '0', asset: `fund_reserve:${r.fundId}:${r.currency}`, frozen: String(r.has), held: String(r.need) });
  }
  return mismatches;
}

/** One fund's reserve against what its active holdings may still cost it. */
export type TReserveNeed = { fundId: bigint; currency: string; need: bigint; has: bigint };

/**
 * What each fund's reserve holds (`has`) against what its active holdings may still cost it,
 * interest and rebates (`need`, fundHoldingOwed): the audit reports a reserve short of it, and a
 * funding transfer out of the earn account must leave what the reserves lack (ledger/promises.ts).
 */
export async function fundReserveNeeds(db: Kysely<TDatabase> | Transaction<TDatabase>): Promise<TReserveNeed[]> {
  const holdings = await fundRepository.activeHoldingsWithTerms(db);
  const owed = new Map<bigint, bigint>();
  for (const h of holdings) {
    owed.set(h.fund_id, (owed.get(h.fund_id) ?? 0n) + fundHoldingOwed({ principal: h.principal, ratePpm: h.rate_ppm, cycleDays: Number(h.cycle_days), interestPaid: h.interest_paid, rebatePpm: rebatesOf(h) }));
  }
  const funds = await fundRepository.allFundCurrencies(db);
  const reserves = await reserveBalances(db, funds);
  return funds.map((f) => ({ fundId: f.id, currency: f.currency, need: owed.get(f.id) ?? 0n, has: reserves.get(f.id) ?? 0n }));
}
