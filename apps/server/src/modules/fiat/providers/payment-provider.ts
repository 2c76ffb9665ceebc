/**
 * A payment provider that tells the exchange of fiat payments (issue 17): it turns a raw request
 * (headers and the body exactly as received) into a payment event, or says why it will not. The
 * exchange then matches the event to a buy order by its reference code (fiat-webhook.ts).
 */
export type TPaymentEvent = {
  /** The provider's id of the event: stored unique, so a replayed event is refused. */
  eventId: string;
  /** The buy order's reference code the payer wrote in the transfer remark. */
  reference: string;
  /** The fiat amount received, a plain decimal. */
  amount: string;
  /** ISO 4217 (`INR`). */
  currency: string;
  /** The transfer reference (UTR) of the payment. */
  utr: string;
};

export type TRawRequest = { headers: Record<string, string | string[] | undefined>; body: string };

export type TVerified = { event: TPaymentEvent; problem?: undefined } | { problem: string; event?: undefined };

export type TPaymentProvider = {
  /** Its name in the route (`/bb/fiat/webhook/:provider`) and in the operator log (`provider:<name>`). */
  readonly name: string;
  verify(request: TRawRequest, now: number): TVerified;
};
