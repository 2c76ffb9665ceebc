import type { Selectable } from 'kysely';
import { parseUnits } from '@exchange/contracts';
import type { TFiatLatePaymentsTable } from '../../platform/db/schema-fiat.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { FIAT_COIN, FIAT_TREASURY } from './fiat-channels.js';
import { usdtText, type TOrderRow, type TTx } from './fiat-records.js';
import type { TPaymentEvent } from './providers/payment-provider.js';
import { fiatRepository } from './fiat.repository.js';

/** Buy order states in which a payment can no longer confirm the order: it arrived late. */
export const CLOSED_BUY_STATES = ['expired', 'cancelled', 'rejected'] as const;

/**
 * Holds a payment that arrived for a buy order already closed (expired, cancelled, rejected) for
 * review (fiat_late_payments), in the webhook's transaction: the payer's money is real and outside
 * the ledger, so dropping the event would keep it with nobody accountable. Returns the outcome
 * recorded on the event.
 */
export async function queueLatePayment(tx: TTx, now: number, order: TOrderRow, webhookEventId: bigint, event: TPaymentEvent): Promise<string> {
  const id = await fiatRepository.insertLatePayment(tx, {
    order_id: order.id, user_id: order.user_id, event_id: webhookEventId, currency: event.currency.slice(0, 10), amount: event.amount.slice(0, 40),
    utr: (event.utr ?? '').slice(0, 64), state: 'review', received_at: BigInt(now),
  });
  return `order ${order.id} is ${order.state}: payment held for review as late payment ${id}`;
}

/** A late payment as the console shows it (ZAdminFiatLate). */
export function presentLate(r: Selectable<TFiatLatePaymentsTable>) {
  return {
    id: String(r.id), orderId: String(r.order_id), userId: String(r.user_id), amount: r.amount, currency: r.currency, utr: r.utr, state: r.state,
    receivedAt: Number(r.received_at), decidedAt: r.decided_at === null ? null : Number(r.decided_at), decidedBy: r.decided_by, reason: r.reason, bankRef: r.bank_ref,
  };
}

export type TLateDecision = { id: bigint; operator: string; reason: string; bankRef?: string };

/**
 * Credits a late payment: review → credited once (guarded UPDATE), the order's USDT at the order's
 * rate from the fiat treasury (guarded: fiatTreasuryShort) to the buyer, ledger `fiat_buy`
 * reference `fiat-late:<id>:credit` (unique), recorded in the operator log. Only a payment of the
 * order's currency that covers its fiat amount can be credited (else it is refunded).
 * @throws AppError fiatLateNotInReview, fiatLateNotCovered, fiatTreasuryShort, noData
 */
export async function creditLatePayment(tx: TTx, clock: TClock, decision: TLateDecision): Promise<{ usdt: string; userId: bigint }> {
  const now = clock.now();
  const row = await fiatRepository.findLatePayment(tx, decision.id);
  if (!row) throw new AppError('noData');
  if (row.state !== 'review') throw new AppError('fiatLateNotInReview');
  const order = (await fiatRepository.findOrder(tx, row.order_id))!;
  const paid = parseUnits(row.amount, Number(order.fiat_decimals));
  if (row.currency !== order.fiat || paid === null || paid < order.fiat_amount) {
    throw new AppError('fiatLateNotCovered');
  }
  const isMoved = await fiatRepository.markLateCredited(tx, row.id, { at: BigInt(now), by: decision.operator, reason: decision.reason });
  if (!isMoved) throw new AppError('fiatLateNotInReview');
  await postTransaction(tx, now, {
    type: 'fiat_buy',
    reference: `fiat-late:${row.id}:credit`,
    userId: order.user_id,
    memo: `late payment ${row.id} for fiat buy order ${order.id}: ${row.amount} ${row.currency} received after the order was ${order.state}`,
    postings: [
      { account: FIAT_TREASURY, asset: FIAT_COIN, amount: -order.usdt_amount, guard: 'fiatTreasuryShort' },
      { account: available(order.user_id), asset: FIAT_COIN, amount: order.usdt_amount },
    ],
  });
  await recordOperatorAction(tx, clock, {
    operator: decision.operator, action: 'fiat:late-credit', subject: `fiat-late:${row.id}`,
    detail: { order: String(order.id), usdt: usdtText(order), paid: `${row.amount} ${row.currency}`, utr: row.utr }, reason: decision.reason,
  });
  return { usdt: usdtText(order), userId: order.user_id };
}

/**
 * Records that a late payment's fiat was sent back (bank reference): review → refunded once. No
 * USDT moves (the fiat never entered the ledger); the operator log keeps who, when, why and the
 * bank reference. @throws AppError fiatLateNotInReview, noData
 */
export async function refundLatePayment(tx: TTx, clock: TClock, decision: TLateDecision & { bankRef: string }): Promise<void> {
  const now = clock.now();
  const moved = await fiatRepository.markLateRefunded(tx, decision.id, { at: BigInt(now), by: decision.operator, reason: decision.reason, bankRef: decision.bankRef });
  if (!moved) {
    const exists = await fiatRepository.findLatePayment(tx, decision.id);
    throw new AppError(exists ? 'fiatLateNotInReview' : 'noData');
  }
  await recordOperatorAction(tx, clock, {
    operator: decision.operator, action: 'fiat:late-refund', subject: `fiat-late:${decision.id}`,
    detail: { order: String(moved.order_id), refunded: `${moved.amount} ${moved.currency}`, utr: moved.utr, bankRef: decision.bankRef }, reason: decision.reason,
  });
}
