import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../db/schema.js';
import type { TClock } from '../clock.js';
import { outboxWriter } from './outbox.repository.js';

export type TChannel = 'email' | 'sms';

export type TCodeMessage = {
  channel: TChannel;
  target: string;
  purpose: string;
  code: string;
  subject: string;
  text: string;
};

/** Delivers verification codes. `canSend` false makes the code calls answer "Currently unable to send…". */
export type TNotifier = {
  canSend(channel: TChannel): boolean;
  send(message: TCodeMessage): Promise<void>;
};

/** Demo mode: every code lands in the outbox table that GET /bb/dev/outbox reads. */
export function outboxNotifier(db: Kysely<TDatabase>, clock: TClock): TNotifier {
  return {
    canSend: () => true,
    async send(message) {
      await outboxWriter.insert(db, { channel: message.channel, target: message.target, purpose: message.purpose, code: message.code, now: BigInt(clock.now()) });
    },
  };
}

/**
 * Production: e-mail through SMTP (nodemailer) when SMTP_URL is set; SMS through a provider
 * interface whose only implementation so far writes to the log (a real SMS gateway plugs in here).
 */
export function productionNotifier(options: {
  smtpUrl: string | null;
  mailFrom: string;
  logger: FastifyBaseLogger;
}): TNotifier {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    canSend: (channel) => (channel === 'email' ? transport !== null : true),
    async send(message) {
      if (message.channel === 'sms') {
        options.logger.warn({ to: message.target, purpose: message.purpose, text: message.text }, 'sms (logging provider)');
        return;
      }
      if (!transport) throw new Error('no SMTP transport');
      await transport.sendMail({ from: options.mailFrom, to: message.target, subject: message.subject, text: message.text });
    },
  };
}
