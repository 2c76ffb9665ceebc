import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Credit score (issue 15, modules/score): `score_changes` is the history of every change of a
 * user's score (users.score holds the current value). A change is a rule applied at its event or an
 * operator adjustment with its reason. `event_key` makes a rule apply once per event
 * (`rule:<rule>:<ref>`); an operator adjustment has its own unique key. The delta recorded is the
 * change actually made once the 0..100 bounds applied, and `score_after` what the score became.
 * The sessions index serves the login log (a user's sessions, newest first), and `login_failures`
 * records each wrong password given for an existing account (the account's owner sees them there;
 * the per-account limit of tries bounds how fast anyone can add rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('score_changes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('rule', 'text')
    .addColumn('operator', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('score_after', 'bigint', (c) => c.notNull().check(sql`score_after between 0 and 100`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('score_changes_event', ['user_id', 'event_key'])
    .addCheckConstraint('score_changes_source', sql`(rule is null) <> (operator is null)`)
    .execute();
  await db.schema.createIndex('score_changes_user').on('score_changes').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').columns(['user_id', 'id']).execute();
  await idColumn(db, db.schema.createTable('login_failures'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_user').on('login_failures').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropIndex('sessions_user_id').execute();
  await db.schema.dropTable('score_changes').execute();
}
