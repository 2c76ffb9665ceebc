import type { Transaction } from 'kysely';
import { CONTRACT_MARGIN_ASSET } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { accountKey, type TAccountRef } from '../ledger/accounts.js';
import { postTransaction, type TLedgerType, type TPosting } from '../ledger/post-transaction.js';
import { postWithHouse, HOUSE } from './house.js';

/** The contract product's ledger postings: USDT only, merged per account, through the house's guard when they touch it. */
export const ASSET = CONTRACT_MARGIN_ASSET;

/** Postings with the same account merged and zeros dropped (the ledger refuses a zero posting). */
export function postings(lines: [TAccountRef, bigint][]): TPosting[] {
  const sums = new Map<string, { account: TAccountRef; amount: bigint }>();
  for (const [account, amount] of lines) {
    const key = accountKey(account);
    const line = sums.get(key) ?? { account, amount: 0n };
    line.amount += amount;
    sums.set(key, line);
  }
  return [...sums.values()].filter((l) => l.amount !== 0n).map((l) => ({ account: l.account, asset: ASSET, amount: l.amount }));
}

export async function post(tx: Transaction<TDatabase>, now: number, type: TLedgerType, reference: string, userId: bigint, memo: string, lines: [TAccountRef, bigint][]) {
  const list = postings(lines);
  if (list.length === 0) return;
  const touchesHouse = list.some((p) => accountKey(p.account) === accountKey(HOUSE));
  const transaction = { type, reference, userId, memo, postings: list };
  if (touchesHouse) await postWithHouse(tx, now, transaction);
  else await postTransaction(tx, now, transaction);
}
