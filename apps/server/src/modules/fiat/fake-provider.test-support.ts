import type { TTestApp } from '../../test/test-app.js';
import { signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './providers/signed-webhook.js';
import type { TPaymentEvent } from './providers/payment-provider.js';

/**
 * A local fake payment provider for the tests: it signs events as the real provider would
 * (hex HMAC-SHA256 of `${timestamp}.${body}` with the shared secret) and posts them to the
 * exchange's webhook, with whatever tampering a test asks for.
 */
export function fakeProvider(t: TTestApp, secret: string, name = 'hmac') {
  let serial = 0;
  return {
    /** A payment event; a fresh event id unless one is given. */
    event(reference: string, amount: string, extra: Partial<TPaymentEvent> = {}): TPaymentEvent {
      serial += 1;
      return { eventId: `evt_${serial}`, reference, amount, currency: 'INR', utr: '401234567890', ...extra };
    },
    async post(event: TPaymentEvent | string, options: { timestamp?: number; secret?: string; signature?: string; headers?: Record<string, string>; provider?: string; contentType?: string } = {}) {
      const body = typeof event === 'string' ? event : JSON.stringify(event);
      const timestamp = String(options.timestamp ?? t.clock.now());
      const signature = options.signature ?? signWebhook(options.secret ?? secret, timestamp, body);
      const response = await t.app.inject({
        method: 'POST',
        url: `/bb/fiat/webhook/${options.provider ?? name}`,
        payload: body,
        headers: { 'content-type': options.contentType ?? 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signature, ...options.headers },
      });
      return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
    },
  };
}
