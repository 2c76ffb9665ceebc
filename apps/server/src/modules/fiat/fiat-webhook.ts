import { parseUnits } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { confirmBuy } from './decide-buy-order.js';
import { CLOSED_BUY_STATES, queueLatePayment } from './late-payment.js';
import { fiatRepository } from './fiat.repository.js';
import type { TPaymentEvent, TPaymentProvider, TRawRequest } from './providers/payment-provider.js';

export type TWebhookAnswer = { status: number; outcome: string };

/**
 * A provider's request (fiat webhook): verified by the provider (signature, timestamp), then in
 * ONE transaction the event is stored unique per (provider, event id) — a replay is refused and
 * changes nothing — and matched: a buy order with that reference, paid in its currency with at
 * least its fiat amount, is confirmed exactly as an operator would (recorded as
 * `provider:<name>`). A payment for an order already expired, cancelled or rejected is held for
 * review (late-payment.ts: an operator credits or refunds it). A short payment, another currency,
 * an unknown reference or an order confirmed already is recorded with its outcome and answered;
 * nothing is paid.
 */
export async function handleWebhook(deps: Pick<TDeps, 'db' | 'clock'>, provider: TPaymentProvider, request: TRawRequest): Promise<TWebhookAnswer> {
  const verified = provider.verify(request, deps.clock.now());
  const event = verified.event;
  if (!event) return { status: 401, outcome: verified.problem };
  return deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    const storedId = await fiatRepository.insertWebhookEvent(tx, { provider: provider.name, event_id: event.eventId, reference: event.reference, received_at: BigInt(now), outcome: 'received' });
    if (storedId === undefined) return { status: 409, outcome: 'event already received' };
    const outcome = await matchEvent(event, storedId);
    await fiatRepository.setWebhookOutcome(tx, storedId, outcome);
    return { status: 200, outcome };

    async function matchEvent(event: TPaymentEvent, eventRowId: bigint): Promise<string> {
      const order = await fiatRepository.findBuyByReference(tx, event.reference.toUpperCase());
      if (!order) return 'unknown reference';
      // Paid after the order closed: the money is real, so it waits for an operator, never dropped.
      if ((CLOSED_BUY_STATES as readonly string[]).includes(order.state)) return queueLatePayment(tx, now, order, eventRowId, event);
      if (event.currency !== order.fiat) return `currency ${event.currency} is not the order's ${order.fiat}`;
      const paid = parseUnits(event.amount, Number(order.fiat_decimals));
      if (paid === null || paid < order.fiat_amount) return `short payment: ${event.amount} of the order's amount`;
      if (event.utr && !order.utr) await fiatRepository.setUtr(tx, order.id, event.utr.slice(0, 64));
      const confirmed = await confirmBuy(tx, deps.clock, { orderId: order.id, operator: `provider:${provider.name}` });
      return confirmed ? `order ${order.id} confirmed` : `order ${order.id} is ${order.state}: nothing paid`;
    }
  });
}
