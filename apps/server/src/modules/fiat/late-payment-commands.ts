import type { Kysely } from 'kysely';
import { translate } from '@exchange/i18n';
import { utrProblem } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { creditLatePayment, refundLatePayment } from './late-payment.js';
import { fiatRepository } from './fiat.repository.js';

type TCtx = { db: Kysely<TDatabase>; clock: TClock };

export const LATE_USAGE = `  fiat:late [all]            payments that arrived after their buy order closed (expired, cancelled, rejected): in review, or all
  fiat:late-credit ID REASON  credit a late payment that covers its order: the order's USDT from the treasury to the buyer, once
  fiat:late-refund ID BANKREF REASON  record that a late payment's fiat was sent back (bank reference of the refund)`;

const iso = (ms: bigint) => new Date(Number(ms)).toISOString().replace(/\.\d{3}Z$/, 'Z');

async function listLate(ctx: TCtx, isAll: boolean): Promise<string> {
  const rows = await fiatRepository.latePayments(ctx.db, { state: isAll ? 'all' : 'review', order: 'desc', limit: 100 });
  if (rows.length === 0) return isAll ? 'no late payments' : 'no late payment waits for review';
  return rows
    .map((r) => `late payment ${r.id}: order ${r.order_id}, user ${r.user_id}, ${r.amount} ${r.currency}${r.utr ? `, UTR ${r.utr}` : ''}, received ${iso(r.received_at)}, ${r.state}` +
      (r.decided_at !== null ? ` by ${r.decided_by} ${iso(r.decided_at)} (${r.reason}${r.bank_ref ? `, bank reference ${r.bank_ref}` : ''})` : ''))
    .join('\n');
}

/**
 * The late-payment commands of `npm run ops` (the review queue of fiat payments that arrived after
 * their order closed): the answer, or null when `command` is not one of them. @throws Error with usage
 */
export function runLateCommand(ctx: TCtx, command: string | undefined, args: string[], operator: string): Promise<string> | null {
  const [idText, ...rest] = args;
  const idOf = (usage: string) => {
    if (!idText || !/^\d{1,18}$/.test(idText)) throw new Error(usage);
    return BigInt(idText);
  };
  const reasonOf = (words: string[], usage: string) => {
    const reason = words.join(' ').trim();
    if (!reason || reason.length > 200) throw new Error(usage);
    return reason;
  };
  const inTx = async <T>(work: (tx: Parameters<Parameters<ReturnType<Kysely<TDatabase>['transaction']>['execute']>[0]>[0]) => Promise<T>) => {
    try {
      return await ctx.db.transaction().execute(work);
    } catch (error) {
      if (error instanceof AppError) throw new Error(translate('en-US', error.key, error.options.vars));
      throw error;
    }
  };
  switch (command) {
    case 'fiat:late':
      return listLate(ctx, idText === 'all');
    case 'fiat:late-credit':
      return (async () => {
        const usage = 'usage: fiat:late-credit ID REASON (at most 200 characters)';
        const id = idOf(usage);
        const reason = reasonOf(rest, usage);
        const done = await inTx((tx) => creditLatePayment(tx, ctx.clock, { id, operator, reason }));
        return `late payment ${id} credited: ${done.usdt} USDT to user ${done.userId}`;
      })();
    case 'fiat:late-refund':
      return (async () => {
        const usage = 'usage: fiat:late-refund ID BANKREF REASON (bank reference 6 to 32 letters or digits; reason at most 200 characters)';
        const id = idOf(usage);
        const bankRef = (rest[0] ?? '').trim();
        const problem = utrProblem(bankRef);
        if (problem) throw new Error(`${translate('en-US', problem)}\n${usage}`);
        const reason = reasonOf(rest.slice(1), usage);
        await inTx((tx) => refundLatePayment(tx, ctx.clock, { id, operator, reason, bankRef }));
        return `late payment ${id} refunded (bank reference ${bankRef})`;
      })();
    default:
      return null;
  }
}
