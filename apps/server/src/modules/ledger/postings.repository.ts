import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TLedgerAccountsTable } from '../../platform/db/schema-ledger.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The ledger's writes (post-transaction.ts) and write locks: ledger.repository.ts holds its reads.
 * Every balance update is guarded, so a posting that would break its account's rule updates nothing.
 */
export const postingsRepository = {
  async insertTransaction(tx: TDbOrTx, values: { type: string; reference: string; user_id: bigint | null; memo: string; created_at: bigint }): Promise<bigint> {
    const row = await tx.insertInto('ledger_transactions').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** Opens an account at zero unless it exists (a racing opener makes this wait, then do nothing). */
  async openAccount(tx: TDbOrTx, row: Omit<Insertable<TLedgerAccountsTable>, 'balance'>): Promise<void> {
    await tx
      .insertInto('ledger_accounts')
      .values({ ...row, balance: 0n })
      .onConflict((oc) => oc.columns(['key', 'asset']).doNothing())
      .execute();
  },

  /**
   * Adds `amount` to an account's balance, guarded: with `isGuarded` the balance may not go below
   * zero; without, only a user account may not. Answers the row (with its chain head, which this
   * statement leaves as it was), or undefined when the guard refused.
   */
  addToBalance(tx: TDbOrTx, key: string, asset: string, amount: bigint, isGuarded: boolean) {
    return tx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('key', '=', key)
      .where('asset', '=', asset)
      .where((eb) => (isGuarded ? eb(eb('balance', '+', amount), '>=', 0n) : eb.or([eb('is_user', '=', 0n), eb(eb('balance', '+', amount), '>=', 0n)])))
      .returning(['id', 'balance', 'head'])
      .executeTakeFirst();
  },

  /** Appends an entry and makes its hash the account's chain head. */
  async insertEntry(tx: TDbOrTx, values: { transaction_id: bigint; account_id: bigint; asset: string; amount: bigint; balance_after: bigint; created_at: bigint; hash: string }): Promise<void> {
    await tx.insertInto('ledger_entries').values(values).execute();
    await tx.updateTable('ledger_accounts').set({ head: values.hash }).where('id', '=', values.account_id).execute();
  },

  /** Locks an account's row until the transaction ends (PostgreSQL; a no-op write, nothing when it does not exist). */
  async lockAccountRow(tx: TDbOrTx, key: string, asset: string): Promise<void> {
    await sql`update ledger_accounts set balance = balance where key = ${key} and asset = ${asset}`.execute(tx);
  },
};
