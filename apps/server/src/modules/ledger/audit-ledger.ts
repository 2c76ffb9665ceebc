import { sql, type Kysely } from 'kysely';
import { findMarket, REVIEW_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { auditFunds } from '../fund/fund-audit.js';
import { launchHolds } from '../launchpad/launch-holds.js';
import { auditFiatReserve, fiatHolds } from '../fiat/fiat-audit.js';

/** A user's frozen coin balance of an asset that differs from what their open orders and withdrawals hold. */
export type TFrozenMismatch = { userId: string; asset: string; frozen: string; held: string };

export type TAuditReport = {
  transactions: number;
  entries: number;
  accounts: number;
  /** Transactions whose entries do not sum to zero for some asset. */
  unbalanced: { transactionId: string; asset: string; sum: string }[];
  /** Accounts whose cached balance differs from the sum of their entries. */
  mismatched: { key: string; asset: string; balance: string; entries: string }[];
  /** User accounts below zero. */
  negative: { key: string; asset: string; balance: string }[];
  /** Frozen coin balances that differ from what unfinished orders and pending withdrawals hold. */
  frozenMismatches: TFrozenMismatch[];
  /** Per asset, the sum of every entry (must be zero). */
  assetSums: { asset: string; sum: string }[];
  isConsistent: boolean;
};

/**
 * What each user's frozen coin balances should be: an unfinished spot order holds frozen −
 * frozen_used of the asset it pays with (quote for a buy, base for a sell; a taker's immediate fills
 * were paid from available and counted in frozen_used, finished and cancelled orders hold nothing),
 * and a pending withdrawal holds its amount plus fee (request-withdrawal.ts). Compared per user and
 * asset with the frozen bucket, both ways, so a balance with no hold behind it is reported too.
 */
export async function auditFrozen(db: Kysely<TDatabase>): Promise<TFrozenMismatch[]> {
  const held = new Map<string, bigint>();
  const add = (userId: bigint, asset: string, amount: bigint) => held.set(`${userId}|${asset}`, (held.get(`${userId}|${asset}`) ?? 0n) + amount);
  const orders = await db
    .selectFrom('spot_orders')
    .select(['user_id', 'symbol', 'side', sql<bigint>`sum(frozen - frozen_used)`.as('held')])
    .where('status', '=', 'unfinished')
    .groupBy(['user_id', 'symbol', 'side'])
    .execute();
  for (const o of orders) {
    const market = findMarket(o.symbol);
    // An order of an unknown market cannot be priced in an asset: reported under its symbol.
    add(o.user_id, market ? (o.side === 'buy' ? market.quote : market.base) : `?${o.symbol}:${o.side}`, BigInt(o.held));
  }
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(['user_id', 'currency', sql<bigint>`sum(amount + fee)`.as('held')])
    .where('status', '=', BigInt(REVIEW_STATUS.pending))
    .groupBy(['user_id', 'currency'])
    .execute();
  for (const w of withdrawals) add(w.user_id, w.currency, BigInt(w.held));
  // New-coin subscriptions: pending commitments (USDT) and allocated tokens still locked (modules/launchpad).
  for (const h of await launchHolds(db)) add(h.userId, h.asset, h.held);
  // Fiat sell orders waiting for their payout hold their USDT (modules/fiat).
  for (const h of await fiatHolds(db)) add(h.userId, h.asset, h.held);
  const frozen = new Map<string, bigint>();
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'asset', 'balance'])
    .where('is_user', '=', 1n)
    .where('wallet', '=', 'coin')
    .where('bucket', '=', 'frozen')
    .execute();
  for (const a of accounts) frozen.set(`${a.user_id}|${a.asset}`, BigInt(a.balance));
  const mismatches: TFrozenMismatch[] = [];
  for (const key of new Set([...held.keys(), ...frozen.keys()])) {
    const [userId, asset] = key.split('|');
    const balance = frozen.get(key) ?? 0n;
    const hold = held.get(key) ?? 0n;
    if (balance !== hold) mismatches.push({ userId, asset, frozen: String(balance), held: String(hold) });
  }
  mismatches.push(...(await auditContractFrozen(db)));
  mismatches.push(...(await auditFunds(db)));
  mismatches.push(...(await auditFiatReserve(db)));
  return mismatches.sort((a, b) => Number(BigInt(a.userId) - BigInt(b.userId)) || (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
}

/**
 * The contract wallet's frozen balances against what contract orders hold (modules/contract): a
 * pending order its margin and largest opening fee, a holding position its margin, a settled or
 * cancelled one nothing (contract_orders.frozen); an open seconds-contract order its stake.
 * Reported with the asset as `contract:USDT`.
 */
async function auditContractFrozen(db: Kysely<TDatabase>): Promise<TFrozenMismatch[]> {
  const held = await db
    .selectFrom('contract_orders')
    .select(['user_id', sql<bigint>`sum(frozen)`.as('held')])
    .where('status', 'in', ['pending', 'holding'])
    .groupBy('user_id')
    .execute();
  const frozen = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'asset', 'balance'])
    .where('is_user', '=', 1n)
    .where('wallet', '=', 'contract')
    .where('bucket', '=', 'frozen')
    .execute();
  // Open seconds-contract orders hold their stake in the same frozen balance (modules/seconds).
  const staked = await db
    .selectFrom('seconds_orders')
    .select(['user_id', sql<bigint>`sum(stake)`.as('held')])
    .where('status', '=', 'open')
    .groupBy('user_id')
    .execute();
  const byUser = new Map<string, { frozen: bigint; held: bigint }>();
  const line = (userId: bigint | null) => byUser.get(String(userId)) ?? byUser.set(String(userId), { frozen: 0n, held: 0n }).get(String(userId))!;
  for (const h of [...held, ...staked]) line(h.user_id).held += BigInt(h.held);
  // Contracts are margined in USDT only: a frozen contract balance of another asset has no order behind it.
  for (const f of frozen) if (f.asset === 'USDT') line(f.user_id).frozen += BigInt(f.balance);
  else if (f.balance !== 0n) byUser.set(`${f.user_id}|${f.asset}`, { frozen: BigInt(f.balance), held: 0n });
  return [...byUser]
    .filter(([, v]) => v.frozen !== v.held)
    .map(([key, v]) => ({ userId: key.split('|')[0], asset: `contract:${key.split('|')[1] ?? 'USDT'}`, frozen: String(v.frozen), held: String(v.held) }));
}

/**
 * Proves a database consistent (`npm run ledger:audit`): every transaction sums to zero per asset,
 * so every asset does; cached balances equal their entries; no user balance is negative; frozen
 * balances equal what open orders and pending withdrawals hold (auditFrozen).
 */
export async function auditLedger(db: Kysely<TDatabase>): Promise<TAuditReport> {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'asset', sql<bigint>`sum(amount)`.as('sum')])
    .groupBy(['transaction_id', 'asset'])
    .having(sql`sum(amount)`, '!=', 0)
    .execute();
  const mismatched = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      db.selectFrom('ledger_entries').select(['account_id', sql<bigint>`sum(amount)`.as('total')]).groupBy('account_id').as('e'),
      'e.account_id',
      'a.id',
    )
    .select(['a.key', 'a.asset', 'a.balance', sql<bigint>`coalesce(e.total, 0)`.as('total')])
    .where(sql`a.balance`, '!=', sql`coalesce(e.total, 0)`)
    .execute();
  const negative = await db
    .selectFrom('ledger_accounts')
    .select(['key', 'asset', 'balance'])
    .where('is_user', '=', 1n)
    .where('balance', '<', 0n)
    .execute();
  const assetSums = await db
    .selectFrom('ledger_entries')
    .select(['asset', sql<bigint>`sum(amount)`.as('sum')])
    .groupBy('asset')
    .orderBy('asset')
    .execute();
  const count = async (table: 'ledger_transactions' | 'ledger_entries' | 'ledger_accounts') =>
    Number((await db.selectFrom(table).select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const report: TAuditReport = {
    transactions: await count('ledger_transactions'),
    entries: await count('ledger_entries'),
    accounts: await count('ledger_accounts'),
    unbalanced: unbalanced.map((r) => ({ transactionId: String(r.transaction_id), asset: r.asset, sum: String(r.sum) })),
    mismatched: mismatched.map((r) => ({ key: r.key, asset: r.asset, balance: String(r.balance), entries: String(r.total) })),
    negative: negative.map((r) => ({ key: r.key, asset: r.asset, balance: String(r.balance) })),
    frozenMismatches: await auditFrozen(db),
    assetSums: assetSums.map((r) => ({ asset: r.asset, sum: String(r.sum) })),
    isConsistent: false,
  };
  report.isConsistent =
    report.unbalanced.length === 0 &&
    report.mismatched.length === 0 &&
    report.negative.length === 0 &&
    report.frozenMismatches.length === 0 &&
    report.assetSums.every((s) => s.sum === '0');
  return report;
}
