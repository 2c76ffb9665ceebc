import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { auditLedgerRepository } from './audit-ledger.repository.js';

/** Ledger transaction types that settle something once: a reference among them names one settlement. */
export const SETTLEMENT_TYPES = ['contract_settle', 'liquidation', 'seconds_settle', 'contract_cancel', 'fund_return', 'launch_allocate', 'fiat_buy', 'fiat_sell_paid'] as const;

export type TChainBreak = { entryId: string; key: string; asset: string; amount: string; balanceAfter: string; expected: string };

/**
 * Entries whose balance_after does not follow from the previous entry of their account (by entry
 * id, the order in which the account's row lock let them post): expected = previous balance_after +
 * amount, the first entry of an account its amount. A history rewritten or an entry deleted breaks
 * the chain even when the cached balance still equals the sum.
 */
export async function auditBalanceChain(db: Kysely<TDatabase>): Promise<TChainBreak[]> {
  const rows = await auditLedgerRepository.chainBreaks(db);
  return rows.map((r) => ({ entryId: String(r.id), key: r.key, asset: r.asset, amount: String(r.amount), balanceAfter: String(r.balance_after), expected: String(r.expected) }));
}

/** Ledger transactions with no entry at all: a balance change that moved nothing, or entries deleted. */
export async function auditEmptyTransactions(db: Kysely<TDatabase>): Promise<{ transactionId: string; type: string; reference: string }[]> {
  const rows = await auditLedgerRepository.emptyTransactions(db);
  return rows.map((r) => ({ transactionId: String(r.id), type: r.type, reference: r.reference }));
}

/**
 * References used by more than one settlement (SETTLEMENT_TYPES): the database holds (type,
 * reference) unique, but a position settled once as `contract_settle` and again as `liquidation`
 * would pass that index, so the reference is checked unique across the types.
 */
export async function auditSettlementReferences(db: Kysely<TDatabase>): Promise<{ reference: string; types: string }[]> {
  const rows = await auditLedgerRepository.referencesUsedTwice(db, SETTLEMENT_TYPES);
  const out: { reference: string; types: string }[] = [];
  for (const r of rows) {
    const types = await auditLedgerRepository.typesOfReference(db, r.reference, SETTLEMENT_TYPES);
    out.push({ reference: r.reference, types: types.map((t) => t.type).join(',') });
  }
  return out;
}

/** An ISO date-time (a date alone names a day, which is a fair key for daily work). */
const ISO_TIME = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DAY_MS = 86_400_000;

/**
 * Whether a reference carries the time its transaction was made: an ISO date-time, or a number
 * of 13 digits (ms) or 10 digits (s) within a day of the transaction's created_at. Compared with
 * the transaction's own time, not by shape, so an amount or an id of 13 digits is no false alarm.
 */
function hasTime(reference: string, createdAt: bigint): boolean {
  if (ISO_TIME.test(reference)) return true;
  for (const [digits] of reference.matchAll(/\d+/g)) {
    const n = BigInt(digits);
    if (digits.length === 13 && n - createdAt <= BigInt(DAY_MS) && createdAt - n <= BigInt(DAY_MS)) return true;
    if (digits.length === 10 && n - createdAt / 1000n <= 86_400n && createdAt / 1000n - n <= 86_400n) return true;
  }
  return false;
}

/**
 * References that carry a time. A reference is the idempotency key of what caused a transaction
 * ((type, reference) unique): one built from the clock differs on a retry, so a job run twice would
 * pay twice. References name what caused them (`contract:12:settle`), never when.
 */
export async function auditTimedReferences(db: Kysely<TDatabase>): Promise<{ transactionId: string; type: string; reference: string }[]> {
  const out: { transactionId: string; type: string; reference: string }[] = [];
  let after = 0n;
  for (;;) {
    const page = await auditLedgerRepository.transactionsAfter(db, after, 5000);
    for (const r of page) if (out.length < 1000 && hasTime(r.reference, BigInt(r.created_at))) out.push({ transactionId: String(r.id), type: r.type, reference: r.reference });
    if (page.length < 5000) return out;
    after = page[page.length - 1].id;
  }
}
