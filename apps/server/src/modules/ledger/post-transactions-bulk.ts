import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { accountKey, type TAccountRef } from './accounts.js';
import { UnbalancedTransactionError, type TLedgerTransaction } from './post-transaction.js';

const CHUNK = 1500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Posts many ledger transactions at once, with the same rules as postTransaction: each must sum to
 * zero per asset, and no user account may go below zero at any point of the sequence (checked on
 * the running balance, in order, and again by the guarded UPDATE and the CHECK constraint). Writes
 * in a few multi-row statements instead of several per posting; each transaction's `reference`
 * must be unique within the call. For bulk work such as the demo history backfill.
 */
export async function postTransactionsBulk(tx: Transaction<TDatabase>, transactions: (TLedgerTransaction & { createdAt: number })[]): Promise<void> {
  if (transactions.length === 0) return;
  const accounts = new Map<string, { ref: TAccountRef; asset: string }>();
  for (const transaction of transactions) {
    const sums = new Map<string, bigint>();
    for (const p of transaction.postings) {
      if (p.amount === 0n) throw new UnbalancedTransactionError('zero posting');
      sums.set(p.asset, (sums.get(p.asset) ?? 0n) + p.amount);
      accounts.set(`${accountKey(p.account)}|${p.asset}`, { ref: p.account, asset: p.asset });
    }
    for (const [asset, sum] of sums) if (sum !== 0n) throw new UnbalancedTransactionError(`postings of ${asset} sum to ${sum}`);
  }

  for (const batch of chunks([...accounts.values()])) {
    await tx
      .insertInto('ledger_accounts')
      .values(
        batch.map(({ ref, asset }) => {
          const isUser = !('system' in ref);
          return {
            key: accountKey(ref),
            asset,
            user_id: isUser ? (ref as { userId: bigint }).userId : null,
            wallet: isUser ? (ref as { wallet: string }).wallet : '',
            bucket: isUser ? (ref as { bucket: string }).bucket : '',
            is_user: isUser ? 1n : 0n,
            balance: 0n,
          };
        }),
      )
      .onConflict((oc) => oc.columns(['key', 'asset']).doNothing())
      .execute();
  }
  const state = new Map<string, { id: bigint; balance: bigint; start: bigint; isUser: boolean }>();
  const keys = [...new Set([...accounts.values()].map(({ ref }) => accountKey(ref)))];
  for (const batch of chunks(keys)) {
    const rows = await tx.selectFrom('ledger_accounts').select(['id', 'key', 'asset', 'balance', 'is_user']).where('key', 'in', batch).execute();
    for (const row of rows) state.set(`${row.key}|${row.asset}`, { id: row.id, balance: row.balance, start: row.balance, isUser: row.is_user === 1n });
  }

  const ids = new Map<string, bigint>();
  for (const batch of chunks(transactions)) {
    const rows = await tx
      .insertInto('ledger_transactions')
      .values(batch.map((t) => ({ type: t.type, reference: t.reference, user_id: t.userId ?? null, memo: t.memo ?? '', created_at: BigInt(t.createdAt) })))
      .returning(['id', 'reference'])
      .execute();
    for (const row of rows) ids.set(row.reference, row.id);
  }

  const entries = [];
  for (const transaction of transactions) {
    for (const posting of transaction.postings) {
      const account = state.get(`${accountKey(posting.account)}|${posting.asset}`)!;
      account.balance += posting.amount;
      if (account.isUser && account.balance < 0n) throw new AppError('insufficientBalance');
      entries.push({
        transaction_id: ids.get(transaction.reference)!,
        account_id: account.id,
        asset: posting.asset,
        amount: posting.amount,
        balance_after: account.balance,
        created_at: BigInt(transaction.createdAt),
      });
    }
  }
  for (const batch of chunks(entries)) await tx.insertInto('ledger_entries').values(batch).execute();
  // A fixed order (by account key), so parallel bulk postings on PostgreSQL cannot deadlock.
  for (const [, account] of [...state.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const delta = account.balance - account.start;
    if (delta === 0n) continue;
    const result = await tx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', delta) }))
      .where('id', '=', account.id)
      .where((eb) => eb.or([eb('is_user', '=', 0n), eb(eb('balance', '+', delta), '>=', 0n)]))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw new AppError('insufficientBalance');
  }
}
