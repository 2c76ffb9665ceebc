import { z } from 'zod';
import { defineCall } from '../api/define-call.js';

/**
 * Demo mode only (never a route in production): the codes the exchange would have sent, newest
 * first, so a demo or a test can complete a registration without a mailbox.
 */
export const outboxCall = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  auth: false,
  group: 'Demo outbox',
  summary: 'Demo mode only: the last 50 codes the exchange would have sent, newest first.',
  request: z.object({ to: z.string().trim().max(254).optional().default('') }),
  response: z.array(
    z.strictObject({
      to: z.string().meta({ description: 'The e-mail address (lower case) or the phone number (digits).' }),
      channel: z.string(),
      purpose: z.string(),
      code: z.string(),
      time: z.string().meta({ description: 'ISO 8601, UTC.' }),
    }),
  ),
  params: { to: 'Only the codes sent to this e-mail address or phone number (any format); empty means all.' },
  httpFailures: [{ status: 404, when: 'Outside demo mode: the call does not exist.', keys: ['notFound'] }],
});

export const DEV_CALLS = [outboxCall] as const;
