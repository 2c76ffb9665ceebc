import { sql, type Transaction } from 'kysely';
import { CASHBACK_ASSET, formatAmount } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { notify } from '../messages/notify.js';
import { cashbackKey } from './compute-rebates.js';
import { dayStart } from './invite-day.js';
import { loadInviteSettings } from './invite-settings.js';
import { lockPayouts, REWARDS, systemBalance } from './rewards-account.js';

/**
 * Level-1 friends whose cashback is due: verified (kyc_status 2), a credited deposit, no cashback
 * paid yet, and not the referrer (no self-referral: neither the same account nor a shared
 * identity). The one definition of "due" for the payer, the summary's waiting count and
 * `invite:list`: a friend the payer would skip is never counted as waiting.
 */
export function dueCashbacksQuery(tx: Transaction<TDatabase> | import('kysely').Kysely<TDatabase>) {
  return tx
    .selectFrom('referrals as r')
    .innerJoin('users as f', 'f.id', 'r.user_id')
    .where('r.level', '=', 1n)
    .whereRef('r.user_id', '<>', 'r.ancestor_id')
    // The identity rule of identity.ts in SQL: any KYC submission of the friend and any of the referrer share a hash.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('kyc_submissions as kf')
            .innerJoin('kyc_submissions as ka', 'ka.identity_hash', 'kf.identity_hash')
            .select(sql`1`.as('one'))
            .whereRef('kf.user_id', '=', 'r.user_id')
            .whereRef('ka.user_id', '=', 'r.ancestor_id'),
        ),
      ),
    )
    .where('f.kyc_status', '=', 2n)
    .where(({ exists, selectFrom }) => exists(selectFrom('deposits as d').select(sql`1`.as('one')).whereRef('d.user_id', '=', 'f.id').where('d.status', '=', 1n)))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invite_payouts as p').select(sql`1`.as('one')).whereRef('p.friend_id', '=', 'f.id').where('p.kind', '=', 'cashback'))),
    );
}

export type TCashbackRun = { paid: number; waiting: number };

/**
 * Pays the one-time cashbacks that are due, oldest friend first, each as a ledger transfer FROM the
 * rewards account (never minted) under the unique key cashback:<referrer>:<friend>. When the
 * account cannot pay the next one, it and the rest wait, due, for a later run (after
 * `invite:fund`); nothing is marked, so nothing is lost. A friend who shares the referrer's
 * identity brings nothing (the due query leaves them out, so they are not counted as waiting
 * either). The amount is the operator's parameter at the time of payment.
 */
export async function payDueCashbacks(tx: Transaction<TDatabase>, now: number, limit = 1000): Promise<TCashbackRun> {
  await lockPayouts(tx);
  const settings = await loadInviteSettings(tx);
  const due = await dueCashbacksQuery(tx).select(['r.user_id as friend_id', 'r.ancestor_id']).orderBy('r.user_id').limit(limit).execute();
  if (due.length === 0 || settings.cashback === 0n) return { paid: 0, waiting: settings.cashback === 0n ? 0 : due.length };
  let balance = await systemBalance(tx, 'invite_rewards', CASHBACK_ASSET);
  let paid = 0;
  let waiting = 0;
  for (const row of due) {
    if (balance < settings.cashback) {
      waiting += 1;
      continue;
    }
    const key = cashbackKey(row.ancestor_id, row.friend_id);
    const transactionId = await postTransaction(tx, now, {
      type: 'cashback',
      reference: `invite:${key}`,
      userId: row.ancestor_id,
      memo: `one-time cashback for friend ${row.friend_id}`,
      postings: [
        { account: REWARDS, asset: CASHBACK_ASSET, amount: -settings.cashback },
        { account: available(row.ancestor_id), asset: CASHBACK_ASSET, amount: settings.cashback },
      ],
    });
    await tx
      .insertInto('invite_payouts')
      .values({
        key,
        beneficiary_id: row.ancestor_id,
        friend_id: row.friend_id,
        level: 1n,
        kind: 'cashback',
        day: BigInt(dayStart(now)),
        asset: CASHBACK_ASSET,
        fees: 0n,
        ratio_ppm: 0n,
        amount: settings.cashback,
        ledger_transaction_id: transactionId,
        created_at: BigInt(now),
      })
      .execute();
    await notify(tx, { userId: row.ancestor_id, kind: 'cashbackPaid', params: { coin: CASHBACK_ASSET, amount: formatAmount(settings.cashback, CASHBACK_ASSET) }, ref: key, now: BigInt(now) });
    balance -= settings.cashback;
    paid += 1;
  }
  return { paid, waiting };
}
