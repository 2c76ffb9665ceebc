import { sql, type Kysely, type Transaction } from 'kysely';
import type { TWallet } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { accountKey, type TAccountRef } from './accounts.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The ledger's tables (ledger_accounts, ledger_entries, ledger_transactions) are read here and
 * written by post-transaction.ts and ledger-batch.ts only: every other module asks through these
 * functions (issue 25), so a balance means the same thing everywhere.
 */
export const ledgerRepository = {
  /** A user's balances in one wallet: one row per asset and bucket that has ever moved. */
  walletBalances(db: TDbOrTx, userId: bigint, wallet: TWallet) {
    return db
      .selectFrom('ledger_accounts')
      .select(['asset', 'bucket', 'balance'])
      .where('user_id', '=', userId)
      .where('wallet', '=', wallet)
      .execute();
  },
};

/** An account's cached balance of one asset (0 when it was never opened): the one way modules read a balance. */
export async function balanceOf(db: TDbOrTx, account: TAccountRef, asset: string): Promise<bigint> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(account)).where('asset', '=', asset).executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Several accounts' balances in one read, keyed by `accountKey(account)` and asset as
 * `${key} ${asset}` (0 when never opened): for screens that show many at once.
 */
export async function balancesOf(db: TDbOrTx, accounts: readonly TAccountRef[], assets?: readonly string[]): Promise<(account: TAccountRef, asset: string) => bigint> {
  const keys = [...new Set(accounts.map(accountKey))];
  const found = new Map<string, bigint>();
  if (keys.length > 0) {
    let query = db.selectFrom('ledger_accounts').select(['key', 'asset', 'balance']).where('key', 'in', keys);
    if (assets && assets.length > 0) query = query.where('asset', 'in', [...assets]);
    for (const row of await query.execute()) found.set(`${row.key} ${row.asset}`, row.balance);
  }
  return (account, asset) => found.get(`${accountKey(account)} ${asset}`) ?? 0n;
}

/**
 * Whether a ledger transaction of this type and reference was already posted: the "funding already
 * done?" question of every seeded or operator-paid funding (houses, invite rewards, capital), asked
 * inside the transaction that would post it.
 */
export async function hasFunding(db: TDbOrTx, type: string, reference: string): Promise<boolean> {
  const row = await db.selectFrom('ledger_transactions').select('id').where('type', '=', type).where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

/** Every user account of one wallet (e.g. all fund wallets), for a product's audit against its own records. */
export function userAccountsOfWallet(db: TDbOrTx, wallet: string) {
  return db.selectFrom('ledger_accounts').select(['user_id', 'asset', 'bucket', 'balance']).where('is_user', '=', 1n).where('wallet', '=', wallet).execute();
}

/** How many transactions of a type have a reference starting with `prefix` (to number the next one the same on a retry). */
export async function countFundings(db: TDbOrTx, type: string, prefix: string): Promise<number> {
  const rows = await db.selectFrom('ledger_transactions').select('id').where('type', '=', type).where('reference', 'like', `${prefix}%`).execute();
  return rows.length;
}

/** Every asset some accounts hold (key, asset, balance), ordered by key and asset: for screens that list them all. */
export function assetBalancesOf(db: TDbOrTx, accounts: readonly TAccountRef[]) {
  return db.selectFrom('ledger_accounts').select(['key', 'asset', 'balance']).where('key', 'in', accounts.map(accountKey)).orderBy('key').orderBy('asset').execute();
}

/** The latest transactions of some types, newest first, each with its entries (account key, asset, amount). */
export async function recentTransactions(db: TDbOrTx, types: readonly string[], limit: number) {
  const transactions = await db.selectFrom('ledger_transactions').select(['id', 'type', 'reference', 'memo', 'created_at']).where('type', 'in', [...types]).orderBy('id', 'desc').limit(limit).execute();
  const entries = transactions.length
    ? await db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select(['ledger_entries.transaction_id', 'ledger_entries.amount', 'ledger_entries.asset', 'ledger_accounts.key'])
        .where('ledger_entries.transaction_id', 'in', transactions.map((t) => t.id))
        .execute()
    : [];
  return transactions.map((t) => ({ ...t, entries: entries.filter((e) => e.transaction_id === t.id) }));
}

/** Locks an account's balance row until the transaction ends (PostgreSQL `for update`): serialises decisions taken on that balance, e.g. the contract house's. */
export async function lockBalance(tx: Transaction<TDatabase>, account: TAccountRef, asset: string): Promise<void> {
  await sql`select balance from ledger_accounts where key = ${accountKey(account)} and asset = ${asset} for update`.execute(tx);
}

/** One page of a user's ledger entries, newest first (of one bucket, asset or transaction types when given), with the count and the sum of all matching. */
export async function userEntriesPage(
  db: TDbOrTx,
  userId: bigint,
  filter: { bucket?: 'available' | 'frozen'; asset?: string; types?: readonly string[] },
  paging: { pageNo: number; pageSize: number },
) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.user_id', '=', userId);
  if (filter.bucket) query = query.where('a.bucket', '=', filter.bucket);
  if (filter.asset) query = query.where('e.asset', '=', filter.asset);
  if (filter.types) query = query.where('t.type', 'in', [...filter.types]);
  const totals = await query.select([sql<bigint>`count(*)`.as('n'), sql<bigint | null>`sum(e.amount)`.as('sum')]).executeTakeFirstOrThrow();
  const rows = await query
    .select(['e.id', 'e.asset', 'e.amount', 'e.balance_after', 'e.created_at', 'a.wallet', 'a.bucket', 't.type', 't.reference', 't.memo'])
    .orderBy('e.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize)
    .execute();
  return { rows, total: Number(totals.n), sum: BigInt(totals.sum ?? 0n) };
}

/** Every ledger account of a user (wallet, bucket, asset, balance), by wallet and asset: the operator's view of a user. */
export function userAccountBalances(db: TDbOrTx, userId: bigint) {
  return db.selectFrom('ledger_accounts').select(['wallet', 'bucket', 'asset', 'balance']).where('user_id', '=', userId).orderBy('wallet').orderBy('asset').execute();
}

/** What the exchange owes its users per asset (every user account summed), and every system account's balance: the dashboard's liabilities. */
export async function liabilitiesAndSystemBalances(db: TDbOrTx) {
  const userSums = await db.selectFrom('ledger_accounts').select(['asset', sql<bigint>`sum(balance)`.as('total')]).where('is_user', '=', 1n).groupBy('asset').execute();
  const systemRows = await db.selectFrom('ledger_accounts').select(['key', 'asset', 'balance']).where('is_user', '=', 0n).orderBy('key').execute();
  return { userSums, systemRows };
}

/** The sum of an account's postings since `since`, per asset (e.g. today's fees). */
export function postedSince(db: TDbOrTx, account: TAccountRef, since: bigint) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.asset', sql<bigint>`sum(e.amount)`.as('total')])
    .where('a.key', '=', accountKey(account))
    .where('e.created_at', '>=', since)
    .groupBy('e.asset')
    .orderBy('e.asset')
    .execute();
}
