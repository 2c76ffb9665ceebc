import { sql, type Kysely, type Transaction } from 'kysely';
import { REVIEW_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The ledger audit's reads (audit-ledger.ts, audit-ledger-checks.ts, audit-houses.ts): sums and
 * checks over the ledger's tables, and the holds the ledger itself vouches for (spot orders and
 * withdrawals hold coin-wallet balances; contract and seconds orders the contract wallet's). Only
 * reads; run inside the audit's snapshot (inSnapshot).
 */
export const auditLedgerRepository = {
  count(db: TDbOrTx, table: 'ledger_transactions' | 'ledger_entries' | 'ledger_accounts') {
    return db.selectFrom(table).select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n));
  },

  /** Per transaction and asset, entries that do not sum to zero. */
  unbalanced(db: TDbOrTx) {
    return db
      .selectFrom('ledger_entries')
      .select(['transaction_id', 'asset', sql<bigint>`sum(amount)`.as('sum')])
      .groupBy(['transaction_id', 'asset'])
      .having(sql`sum(amount)`, '!=', 0)
      .execute();
  },

  /** Accounts whose cached balance differs from the sum of their entries. */
  mismatched(db: TDbOrTx) {
    return db
      .selectFrom('ledger_accounts as a')
      .leftJoin(
        db.selectFrom('ledger_entries').select(['account_id', sql<bigint>`sum(amount)`.as('total')]).groupBy('account_id').as('e'),
        'e.account_id',
        'a.id',
      )
      .select(['a.key', 'a.asset', 'a.balance', sql<bigint>`coalesce(e.total, 0)`.as('total')])
      .where(sql`a.balance`, '!=', sql`coalesce(e.total, 0)`)
      .execute();
  },

  /** Accounts below zero, user ones or system ones. */
  negative(db: TDbOrTx, isUser: boolean) {
    return db
      .selectFrom('ledger_accounts')
      .select(['key', 'asset', 'balance'])
      .where('is_user', '=', isUser ? 1n : 0n)
      .where('balance', '<', 0n)
      .execute();
  },

  /** Per asset, the sum of every entry. */
  assetSums(db: TDbOrTx) {
    return db.selectFrom('ledger_entries').select(['asset', sql<bigint>`sum(amount)`.as('sum')]).groupBy('asset').orderBy('asset').execute();
  },

  /** Users' frozen balances in one wallet. */
  frozenOfWallet(db: TDbOrTx, wallet: 'coin' | 'contract') {
    return db
      .selectFrom('ledger_accounts')
      .select(['user_id', 'asset', 'balance'])
      .where('is_user', '=', 1n)
      .where('wallet', '=', wallet)
      .where('bucket', '=', 'frozen')
      .execute();
  },

  /** What unfinished spot orders hold, per user, market and side (frozen − frozen_used). */
  spotOrderHolds(db: TDbOrTx) {
    return db
      .selectFrom('spot_orders')
      .select(['user_id', 'symbol', 'side', sql<bigint>`sum(frozen - frozen_used)`.as('held')])
      .where('status', '=', 'unfinished')
      .groupBy(['user_id', 'symbol', 'side'])
      .execute();
  },

  /** What pending withdrawals hold, per user and currency (amount + fee). */
  withdrawalHolds(db: TDbOrTx) {
    return db
      .selectFrom('withdrawals')
      .select(['user_id', 'currency', sql<bigint>`sum(amount + fee)`.as('held')])
      // Pending review, and approved while being sent on chain (4, modules/chain): both still frozen.
      .where('status', 'in', [BigInt(REVIEW_STATUS.pending), 4n])
      .groupBy(['user_id', 'currency'])
      .execute();
  },

  /** What pending and holding contract orders hold, per user. */
  contractOrderHolds(db: TDbOrTx) {
    return db
      .selectFrom('contract_orders')
      .select(['user_id', sql<bigint>`sum(frozen)`.as('held')])
      .where('status', 'in', ['pending', 'holding'])
      .groupBy('user_id')
      .execute();
  },

  /** What open seconds-contract orders stake, per user. */
  secondsOrderHolds(db: TDbOrTx) {
    return db
      .selectFrom('seconds_orders')
      .select(['user_id', sql<bigint>`sum(stake)`.as('held')])
      .where('status', '=', 'open')
      .groupBy('user_id')
      .execute();
  },

  /** Entries whose balance_after is not the previous entry's plus their amount (at most 1000). */
  async chainBreaks(db: TDbOrTx) {
    const result = await sql<{ id: bigint; key: string; asset: string; amount: bigint; balance_after: bigint; expected: bigint }>`
    select c.id, a.key, a.asset, c.amount, c.balance_after, c.expected
    from (
      select id, account_id, amount, balance_after,
        coalesce(lag(balance_after) over (partition by account_id order by id), 0) + amount as expected
      from ledger_entries
    ) c
    join ledger_accounts a on a.id = c.account_id
    where c.balance_after <> c.expected
    order by c.id
    limit 1000`.execute(db);
    return result.rows;
  },

  /** Transactions with no entry (at most 1000). */
  emptyTransactions(db: TDbOrTx) {
    return db
      .selectFrom('ledger_transactions as t')
      .select(['t.id', 't.type', 't.reference'])
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ledger_entries as e').select('e.id').whereRef('e.transaction_id', '=', 't.id'))))
      .orderBy('t.id')
      .limit(1000)
      .execute();
  },

  /** References used by more than one transaction of these types. */
  referencesUsedTwice(db: TDbOrTx, types: readonly string[]) {
    return db
      .selectFrom('ledger_transactions')
      .select(['reference', sql<string>`count(*)`.as('n')])
      .where('type', 'in', [...types])
      .groupBy('reference')
      .having(sql`count(*)`, '>', 1)
      .execute();
  },

  /** The types of a reference's transactions among these types, in posting order. */
  typesOfReference(db: TDbOrTx, reference: string, types: readonly string[]) {
    return db.selectFrom('ledger_transactions').select('type').where('reference', '=', reference).where('type', 'in', [...types]).orderBy('id').execute();
  },

  /** A page of transactions after `after`, by id. */
  transactionsAfter(db: TDbOrTx, after: bigint, limit: number) {
    return db.selectFrom('ledger_transactions').select(['id', 'type', 'reference', 'created_at']).where('id', '>', after).orderBy('id').limit(limit).execute();
  },
};
