import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/** Accounts: users, the 3-level referral chain, sessions, verification codes, outbox, params, files, audit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('users'))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('area_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone_account', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('fund_password_hash', 'text')
    .addColumn('invitation_code', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('icon', 'text')
    .addColumn('kyc_status', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'bigint', (c) => c.notNull().defaultTo(100))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'bigint', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addPrimaryKeyConstraint('referrals_pk', ['user_id', 'level'])
    .execute();
  await db.schema.createIndex('referrals_ancestor').on('referrals').columns(['ancestor_id', 'level']).execute();

  await idColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await idColumn(db, db.schema.createTable('verification_codes'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['target', 'purpose', 'created_at'])
    .execute();

  await idColumn(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_target').on('outbox').columns(['target', 'created_at']).execute();

  await db.schema
    .createTable('params')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('operator_actions'))
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['operator_actions', 'files', 'params', 'outbox', 'verification_codes', 'sessions', 'referrals', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
