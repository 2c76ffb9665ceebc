import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Messages (issue 15, modules/messages):
 * - `notices`: what operators publish to everyone: site notices (`/index/message`) and the home
 *   page's banners and notices (`/index`), placed by `placement`; texts per language in
 *   `notice_texts` (a language without its own text reads en-US). Changed only by audited commands.
 * - `notice_reads`: which user has read which notice (one row each, so read state is per user).
 * - `user_messages`: personal notifications (deposit credited, KYC result, liquidation, …). Each is
 *   a kind and its parameters (JSON), worded in the reader's language when read, so a language switch
 *   re-words old messages too. `ref` makes a notification idempotent: the same event, written twice
 *   (a job run again), is one message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('notices'))
    .addColumn('placement', 'text', (c) => c.notNull().check(sql`placement in ('message', 'banner', 'home')`))
    .addColumn('link', 'text')
    .addColumn('image', 'text')
    .addColumn('position', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notice_texts')
    .addColumn('notice_id', 'bigint', (c) => c.notNull().references('notices.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_texts_pk', ['notice_id', 'locale'])
    .execute();
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'bigint', (c) => c.notNull().references('notices.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();
  await idColumn(db, db.schema.createTable('user_messages'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addUniqueConstraint('user_messages_ref', ['user_id', 'kind', 'ref'])
    .execute();
  await db.schema.createIndex('user_messages_user').on('user_messages').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notices_placement').on('notices').columns(['placement', 'published', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_messages', 'notice_reads', 'notice_texts', 'notices']) await db.schema.dropTable(table).execute();
}
