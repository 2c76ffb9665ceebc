import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Two-factor log-in for users (issue 27), as operators have it (migration 0024):
 * - `user_totp`: one row per user who began setting up an authenticator: the RFC 6238 secret
 *   (base32), `enabled_at` once a code confirmed it (null while the set-up waits for that code),
 *   and the last time step accepted (a code is good once: a step not later than it is refused).
 *   Switching TOTP off deletes the row.
 * - `user_recovery_codes`: the ten one-time codes made when TOTP is switched on, hashed, each
 *   spent once (`used_at`).
 * - `login_challenges`: the second step of a log-in of a user with TOTP: the password was right,
 *   and the hashed one-time ticket lets the code complete that log-in (within minutes, once)
 *   without sending the password again. No session exists until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('user_recovery_codes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addUniqueConstraint('user_recovery_codes_once', ['user_id', 'code_hash'])
    .execute();

  await idColumn(db, db.schema.createTable('login_challenges'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('login_challenges_by_user').on('login_challenges').columns(['user_id', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_challenges', 'user_recovery_codes', 'user_totp']) await db.schema.dropTable(table).execute();
}
