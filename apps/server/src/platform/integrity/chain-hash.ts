import { createHash } from 'node:crypto';

/**
 * Hash chains (issue 29 "Verifiable trust"). Each ledger entry carries the hash of its canonical
 * content and the hash of its account's previous entry; price ticks and the operator audit log are
 * each one chain. Rewriting, removing or reordering a row breaks every hash after it, and the
 * signed checkpoints (modules/transparency) fix the heads so that recomputing a whole chain is found
 * too. The formats are part of the published proof: never change one, add a version instead.
 */

/** The first link's `prev`. */
export const GENESIS = '';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export type TEntryContent = {
  transactionId: bigint;
  type: string;
  reference: string;
  /** The account's key (ledger/accounts.ts), not its row id: the key means the same in every copy. */
  key: string;
  asset: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: bigint;
};

export function entryHash(prev: string, e: TEntryContent): string {
  const content = [e.transactionId, e.type, e.reference, e.key, e.asset, e.amount, e.balanceAfter, e.createdAt].map(String);
  return sha256Hex(`entry|${prev}|${JSON.stringify(content)}`);
}

export type TTickContent = { symbol: string; price: bigint; method: string; sources: string; observed_at: bigint };

export function tickHash(prev: string, t: TTickContent): string {
  return sha256Hex(`tick|${prev}|${JSON.stringify([t.symbol, String(t.price), t.method, t.sources, String(t.observed_at)])}`);
}

export type TActionContent = {
  operator: string;
  action: string;
  subject: string;
  detail: string;
  reason: string;
  before: string;
  after: string;
  approved_by: string | null;
  created_at: bigint;
};

export function actionHash(prev: string, a: TActionContent): string {
  const content = [a.operator, a.action, a.subject, a.detail, a.reason, a.before, a.after, a.approved_by ?? '', String(a.created_at)];
  return sha256Hex(`action|${prev}|${JSON.stringify(content)}`);
}
