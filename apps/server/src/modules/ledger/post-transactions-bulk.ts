import type { TWriteIo } from '../../platform/db/write-io.js';
import type { TLedgerTransaction } from './post-transaction.js';
import { LedgerBatch } from './ledger-batch.js';

/**
 * Posts many ledger transactions at once, with the same rules as postTransaction: each must sum to
 * zero per asset, and no user account may go below zero at any point of the sequence (every user
 * account is checked on its running balance, in order, and again by the guarded UPDATE and the
 * CHECK constraint), inside the transaction `io` belongs to. For bulk work such as the demo history backfill.
 */
export async function postTransactionsBulk(io: TWriteIo, transactions: (TLedgerTransaction & { createdAt: number })[]): Promise<void> {
  const batch = new LedgerBatch();
  const userAccounts = transactions.flatMap((t) => t.postings.filter((p) => !('system' in p.account)));
  await batch.load(io, userAccounts);
  for (const transaction of transactions) batch.add(transaction, transaction.createdAt);
  await batch.write(io);
}
