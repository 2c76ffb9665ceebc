import { sql, type Kysely } from 'kysely';
import type { TDatabase } from './db/schema.js';

/** The only place the rate_limits table's SQL lives (migration 0008): the database rate limiter's counters. */
export const rateLimitsRepository = {
  /**
   * ONE upsert that starts a new window (ending at `end`) or increments the current one, and returns
   * the count: the row lock of INSERT ... ON CONFLICT DO UPDATE serialises racing hits.
   */
  async hit(db: Kysely<TDatabase>, key: string, now: bigint, end: bigint): Promise<number> {
    const { rows } = await sql<{ count: bigint }>`
        insert into rate_limits (key, window_end, count) values (${key}, ${end}, 1)
        on conflict (key) do update set
          count = case when rate_limits.window_end <= ${now} then 1 else rate_limits.count + 1 end,
          window_end = case when rate_limits.window_end <= ${now} then ${end} else rate_limits.window_end end
        returning count`.execute(db);
    return Number(rows[0]!.count);
  },

  /** Gives one try back in a live window (never below zero). */
  async refund(db: Kysely<TDatabase>, key: string, now: bigint): Promise<void> {
    await db
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '-', 1n) }))
      .where('key', '=', key)
      .where('count', '>', 0n)
      .where('window_end', '>', now)
      .execute();
  },

  async remove(db: Kysely<TDatabase>, key: string): Promise<void> {
    await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  },

  /** Deletes the windows ended by `now`. */
  async sweep(db: Kysely<TDatabase>, now: bigint): Promise<void> {
    await db.deleteFrom('rate_limits').where('window_end', '<=', now).execute();
  },
};
