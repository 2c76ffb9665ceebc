import { sql, type Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

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
  /** Per asset, the sum of every entry (must be zero). */
  assetSums: { asset: string; sum: string }[];
  isConsistent: boolean;
};

/**
 * Proves a database consistent (`npm run ledger:audit`): every transaction sums to zero per asset,
 * so every asset does; cached balances equal their entries; no user balance is negative.
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
    assetSums: assetSums.map((r) => ({ asset: r.asset, sum: String(r.sum) })),
    isConsistent: false,
  };
  report.isConsistent =
    report.unbalanced.length === 0 &&
    report.mismatched.length === 0 &&
    report.negative.length === 0 &&
    report.assetSums.every((s) => s.sum === '0');
  return report;
}
