import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { accountKey, system, type TSystemAccount } from './accounts.js';
import { ledgerAuditSources } from './audit-sources.js';
import { postingsRepository } from './postings.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * What a system account has promised and must keep (issue 24 "Operators can take capital below
 * what is promised"), in units of `asset`, as the products registered it (ledger-audit-sources.ts):
 * the contract house the gross worst case of its open positions, the seconds house the most its
 * open orders can win, the earn account what the funds' reserves lack, the invite rewards account
 * the cashbacks earned and not reserved yet. Every other account (and another asset) has promised
 * nothing: 0.
 */
export async function promisedBy(db: TDb, account: TSystemAccount, asset: string): Promise<bigint> {
  const source = ledgerAuditSources().promises[account];
  return source ? source.promised(db, asset) : 0n;
}

/**
 * Takes the row locks that serialise a transfer out of `account` with what adds to its promises,
 * until the caller's transaction ends (PostgreSQL; SQLite runs one write transaction at a time):
 * the account's ledger row (the contract house's openings lock it too, contract/house.ts
 * lockHouse) and what the product's source locks (the seconds house: its exposure row, which every
 * order's creation updates).
 */
export async function lockPromises(tx: Transaction<TDatabase>, account: TSystemAccount, asset: string): Promise<void> {
  await postingsRepository.lockAccountRow(tx, accountKey(system(account)), asset);
  await ledgerAuditSources().promises[account]?.lock?.(tx);
}
