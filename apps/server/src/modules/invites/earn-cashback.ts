import type { Transaction } from 'kysely';
import { CASHBACK_ASSET } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { system } from '../ledger/accounts.js';
import { lockPromises } from '../ledger/promises.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { loadInviteSettings } from './invite-settings.js';
import { invitesRepository } from './invites.repository.js';
import { REWARDS, systemBalance } from './rewards-account.js';

/** Cashbacks earned and not paid yet live here, moved in from the rewards account when each is reserved. */
export const CASHBACK_RESERVE = system('invite_reserve');

/**
 * Fixes the cashbacks that `friendIds`' event (an identity verified, a deposit credited) earns, in
 * that event's transaction (issue 24 "Rewards not reserved"): each level-1 friend who now
 * qualifies (invitesRepository.dueUnfixedCashbacks: verified, a credited deposit, not the
 * referrer's identity) gets one invite_cashbacks row at the programme's cashback of this moment (a later change of the
 * parameter does not touch it; the friend is the key, so it is earned once), and it is reserved
 * at once when the rewards account holds it (reserveEarnedCashbacks). Without `friendIds`, every
 * friend who qualifies and has no row (the daily payout's catch-up). Returns how many it fixed.
 */
export async function earnCashbacks(tx: Transaction<TDatabase>, now: number, friendIds?: bigint[]): Promise<number> {
  if (friendIds?.length === 0) return 0;
  const settings = await loadInviteSettings(tx);
  if (settings.cashback === 0n) return 0;
  const rows = await invitesRepository.dueUnfixedCashbacks(tx, friendIds, 1000);
  if (rows.length === 0) return 0;
  await invitesRepository.insertCashbacks(
    tx,
    rows.map((r) => ({ friend_id: r.friend_id, referrer_id: r.ancestor_id, amount: settings.cashback, reserved: 0n, paid: 0n, earned_at: BigInt(now) })),
  );
  await reserveEarnedCashbacks(tx, now);
  return rows.length;
}

/**
 * Reserves the cashbacks earned and not reserved yet, oldest friend first, each by a ledger
 * transfer from the rewards account into CASHBACK_RESERVE (reference
 * `invite:cashback-reserve:<referrer>:<friend>`), while the rewards account holds it; the others
 * wait for `invite:fund` (still owed: a funding transfer out must leave them, ledger/promises.ts).
 * The rewards account's row is locked first (PostgreSQL), so two reservers cannot spend the same
 * balance. Returns how many are reserved now and how many wait.
 */
export async function reserveEarnedCashbacks(tx: Transaction<TDatabase>, now: number): Promise<{ reserved: number; waiting: number }> {
  await lockPromises(tx, 'invite_rewards', CASHBACK_ASSET);
  const rows = await invitesRepository.unreservedCashbacks(tx, 1000);
  let balance = await systemBalance(tx, 'invite_rewards', CASHBACK_ASSET);
  let reserved = 0;
  for (const row of rows) {
    if (balance < row.amount) continue;
    if (!(await invitesRepository.markCashbackReserved(tx, row.friend_id))) continue;
    await postTransaction(tx, now, {
      type: 'cashback_reserve',
      reference: `invite:cashback-reserve:${row.referrer_id}:${row.friend_id}`,
      userId: row.referrer_id,
      memo: `one-time cashback earned for friend ${row.friend_id}, reserved`,
      postings: [
        { account: REWARDS, asset: CASHBACK_ASSET, amount: -row.amount },
        { account: CASHBACK_RESERVE, asset: CASHBACK_ASSET, amount: row.amount },
      ],
    });
    balance -= row.amount;
    reserved += 1;
  }
  return { reserved, waiting: rows.length - reserved };
}
