import type { TClock } from '../../platform/clock.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { notify } from '../messages/notify.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { FIAT_COIN, FIAT_RESERVE } from './fiat-channels.js';
import { auditOf, fiatText, release, usdtText, type TDecision, type TOrderRow, type TTx } from './fiat-records.js';
import { fiatRepository } from './fiat.repository.js';

/**
 * Confirms a buy order's payment (an operator, or a provider's verified event): waiting or paid →
 * confirmed, the reserve to the buyer's coin account (`fiat_buy`, unique per order), the buyer
 * told. Null when the order is not a buy order waiting or paid (decided already: nothing paid twice).
 */
export async function confirmBuy(tx: TTx, clock: TClock, decision: TDecision): Promise<TOrderRow | null> {
  const now = clock.now();
  const updated = await fiatRepository.moveOrder(tx, { id: decision.orderId, side: 'buy', from: ['waiting', 'paid'] }, { state: 'confirmed', closed_at: BigInt(now), reviewed_by: decision.operator });
  if (!updated) return null;
  await postTransaction(tx, now, {
    type: 'fiat_buy',
    reference: `fiat:${updated.id}:buy`,
    userId: updated.user_id,
    memo: `fiat buy order ${updated.id}: ${fiatText(updated)} ${updated.fiat} received`,
    postings: [
      { account: FIAT_RESERVE, asset: FIAT_COIN, amount: -updated.usdt_amount, guard: 'fiatTreasuryShort' },
      { account: available(updated.user_id), asset: FIAT_COIN, amount: updated.usdt_amount },
    ],
  });
  await notify(tx, {
    userId: updated.user_id,
    kind: 'fiatConfirmed',
    params: { orderId: String(updated.id), amount: usdtText(updated), fiat: updated.fiat, fiatAmount: fiatText(updated) },
    ref: `fiat:${updated.id}`,
    now: BigInt(now),
  });
  await recordOperatorAction(tx, clock, { operator: decision.operator, action: 'fiat:confirm', subject: `fiat-order:${updated.id}`, detail: { usdt: usdtText(updated), fiat: `${fiatText(updated)} ${updated.fiat}`, utr: updated.utr }, ...auditOf(decision, updated) });
  return updated;
}

/** Rejects a buy order (waiting or paid) with a reason: its reserve back, the buyer told. Null when it is decided already. */
export async function rejectBuy(tx: TTx, clock: TClock, decision: TDecision & { reason: string }): Promise<TOrderRow | null> {
  const now = clock.now();
  const updated = await fiatRepository.moveOrder(tx, { id: decision.orderId, side: 'buy', from: ['waiting', 'paid'] }, { state: 'rejected', reason: decision.reason, closed_at: BigInt(now), reviewed_by: decision.operator });
  if (!updated) return null;
  await release(tx, now, updated, 'rejected');
  await notify(tx, { userId: updated.user_id, kind: 'fiatRejected', params: { orderId: String(updated.id), amount: usdtText(updated), reason: decision.reason }, ref: `fiat:${updated.id}`, now: BigInt(now) });
  await recordOperatorAction(tx, clock, { operator: decision.operator, action: 'fiat:reject', subject: `fiat-order:${updated.id}`, detail: { reason: decision.reason }, ...auditOf(decision, updated) });
  return updated;
}
