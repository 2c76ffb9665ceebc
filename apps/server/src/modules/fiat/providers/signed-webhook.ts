import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TPaymentProvider, TRawRequest, TVerified } from './payment-provider.js';

/** How far the timestamp of a signed event may be from now (either way). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;
export const TIMESTAMP_HEADER = 'x-fiat-timestamp';
export const SIGNATURE_HEADER = 'x-fiat-signature';

const ZEvent = z.strictObject({
  eventId: z.string().trim().min(1).max(100),
  reference: z.string().trim().min(1).max(32),
  amount: z.string().trim().regex(/^\d{1,15}(\.\d{1,8})?$/),
  currency: z.string().trim().regex(/^[A-Z]{3}$/),
  utr: z.string().trim().max(64).optional().default(''),
});

/** The signature a sender computes: hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the shared secret. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

const header = (request: TRawRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The one adapter: a provider that signs each event it posts. Headers `x-fiat-timestamp` (epoch
 * ms) and `x-fiat-signature` (signWebhook); the body JSON {eventId, reference, amount, currency,
 * utr}. Refused: a missing or wrong signature (compared in constant time), a timestamp more than 5
 * minutes from now, a body that is not such an event.
 */
export function signedWebhookProvider(name: string, secret: string): TPaymentProvider {
  if (!secret) throw new Error('signedWebhookProvider: a secret is required');
  return {
    name,
    verify(request, now): TVerified {
      const timestamp = header(request, TIMESTAMP_HEADER);
      const signature = header(request, SIGNATURE_HEADER).toLowerCase();
      if (!/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return { problem: 'missing or malformed signature headers' };
      const expected = Buffer.from(signWebhook(secret, timestamp, request.body), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { problem: 'bad signature' };
      if (Math.abs(now - Number(timestamp)) > WEBHOOK_TOLERANCE_MS) return { problem: 'timestamp outside the 5-minute window' };
      let json: unknown;
      try {
        json = JSON.parse(request.body);
      } catch {
        return { problem: 'body is not JSON' };
      }
      const parsed = ZEvent.safeParse(json);
      if (!parsed.success) return { problem: 'body is not a payment event' };
      return { event: parsed.data };
    },
  };
}
