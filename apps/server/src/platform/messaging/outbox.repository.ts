import type { Kysely } from 'kysely';
import type { TDatabase } from '../db/schema.js';

/** Where the demo notifier writes (the outbox table GET /bb/dev/outbox reads). */
export const outboxWriter = {
  async insert(db: Kysely<TDatabase>, row: { channel: 'email' | 'sms'; target: string; purpose: string; code: string; now: bigint }): Promise<void> {
    await db.insertInto('outbox').values({ channel: row.channel, target: row.target, purpose: row.purpose, code: row.code, created_at: row.now }).execute();
  },
};
