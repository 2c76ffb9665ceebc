import { sql, type Kysely } from 'kysely';
import { idColumn, isSqlite } from './helpers.js';

/**
 * The operator console (issue 18, modules/admin):
 * - `operator_accounts`: operators are their own accounts, never users: a name, an argon2id password
 *   hash, their roles (a comma list of support, reviewer, finance, content, admin), the TOTP secret
 *   (RFC 6238) once enrolment began and the time it was confirmed, the last TOTP time step accepted
 *   (a code is good once), and disabling with its reason. They replace the bearer tokens of the
 *   earlier `operators` table, which is dropped: an operator now logs in with password and TOTP.
 * - `operator_sessions`: like users' sessions: only the token's SHA-256 is stored; `stage` is
 *   `enrol` (password right, TOTP not yet set up: the session may only enrol) or `ready`.
 * - `operator_recovery_codes`: ten one-time codes per operator, hashed, each used once.
 * - `operator_approvals`: an action that needs a second operator (a withdrawal or fiat payout above
 *   the threshold, a change of a money parameter): what was asked (the call's input), by whom and
 *   why; decided once (a guarded UPDATE) by another operator who may take that action.
 * - `operator_actions` gains the reason, the state before and after, and the approving operator,
 *   and becomes append-only: a trigger refuses every UPDATE and DELETE in both dialects.
 * - `users` gain `login_disabled_at` and its reason: an operator may stop an account logging in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operators').execute();

  await idColumn(db, db.schema.createTable('operator_accounts'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', 'bigint')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .addColumn('disabled_at', 'bigint')
    .addColumn('disabled_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await idColumn(db, db.schema.createTable('operator_sessions'))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator_accounts.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('enrol', 'ready')`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('operator_sessions_by_operator').on('operator_sessions').columns(['operator_id', 'created_at']).execute();

  await idColumn(db, db.schema.createTable('operator_recovery_codes'))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator_accounts.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addUniqueConstraint('operator_recovery_codes_once', ['operator_id', 'code_hash'])
    .execute();

  await idColumn(db, db.schema.createTable('operator_approvals'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'failed')`))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('decision_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('result', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('operator_approvals_by_status').on('operator_approvals').columns(['status', 'requested_at']).execute();

  await db.schema.alterTable('operator_actions').addColumn('reason', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('operator_actions').addColumn('before', 'text', (c) => c.notNull().defaultTo('null')).execute();
  await db.schema.alterTable('operator_actions').addColumn('after', 'text', (c) => c.notNull().defaultTo('null')).execute();
  await db.schema.alterTable('operator_actions').addColumn('approved_by', 'text').execute();
  await db.schema.createIndex('operator_actions_by_time').on('operator_actions').column('created_at').execute();
  await db.schema.createIndex('operator_actions_by_operator').on('operator_actions').columns(['operator', 'created_at']).execute();
  if (isSqlite(db)) {
    await sql`create trigger operator_actions_no_update before update on operator_actions begin select raise(abort, 'operator_actions is append-only'); end`.execute(db);
    await sql`create trigger operator_actions_no_delete before delete on operator_actions begin select raise(abort, 'operator_actions is append-only'); end`.execute(db);
  } else {
    await sql`create function operator_actions_append_only() returns trigger language plpgsql as $$ begin raise exception 'operator_actions is append-only'; end $$`.execute(db);
    await sql`create trigger operator_actions_no_change before update or delete on operator_actions for each row execute function operator_actions_append_only()`.execute(db);
  }

  await db.schema.alterTable('users').addColumn('login_disabled_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('login_disabled_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`drop trigger operator_actions_no_update`.execute(db);
    await sql`drop trigger operator_actions_no_delete`.execute(db);
  } else {
    await sql`drop trigger operator_actions_no_change on operator_actions`.execute(db);
    await sql`drop function operator_actions_append_only()`.execute(db);
  }
  for (const table of ['operator_approvals', 'operator_recovery_codes', 'operator_sessions', 'operator_accounts']) await db.schema.dropTable(table).execute();
}
