import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * New-coin subscriptions (issue 16, modules/launchpad):
 * - `launch_projects`: a token (a new asset of the run-time catalogue, `symbol` unique) sold at a
 *   fixed USDT price during [start_at, end_at). `supply` token units were escrowed in the creation
 *   transaction; `price` is USDT units per whole token; `min_commit` and `buy_limit` are USDT units
 *   (the limit counts all of one user's commitments). `status` follows the jobs: scheduled →
 *   allocated (launch.allocate, due at end_at) → released (launch.unlock, due at unlock_at);
 *   `committed_total` and `participants` are the pool, kept in the subscriptions' transactions.
 * - `launch_texts`: name, summary, roadshow and token facts per locale (en-US required).
 * - `launch_subscriptions`: one row per (project, user); `committed` grows by each commitment up
 *   to the limit (a guarded UPDATE), `created_at` is the first one (it breaks ties); the
 *   allocation writes `allocated`, `cost`, `refund`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('launch_projects'))
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('scale', 'bigint', (c) => c.notNull().check(sql`scale between 0 and 18`))
    .addColumn('supply', 'bigint', (c) => c.notNull().check(sql`supply > 0`))
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('min_commit', 'bigint', (c) => c.notNull().check(sql`min_commit > 0`))
    .addColumn('buy_limit', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('lock_days', 'bigint', (c) => c.notNull().check(sql`lock_days >= 0`))
    .addColumn('unlock_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'allocated', 'released', 'cancelled')`))
    .addColumn('committed_total', 'bigint', (c) => c.notNull().check(sql`committed_total >= 0`))
    .addColumn('participants', 'bigint', (c) => c.notNull().check(sql`participants >= 0`))
    .addColumn('allocated_total', 'bigint', (c) => c.notNull().check(sql`allocated_total >= 0`))
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('allocated_at', 'bigint')
    .addColumn('released_at', 'bigint')
    .addCheckConstraint('launch_projects_window', sql`start_at < end_at and unlock_at >= end_at and buy_limit >= min_commit`)
    .execute();
  await db.schema.createIndex('launch_projects_start').on('launch_projects').columns(['start_at', 'id']).execute();

  await db.schema
    .createTable('launch_texts')
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('launch_projects.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('roadshow', 'text', (c) => c.notNull())
    .addColumn('token_info', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('launch_texts_pk', ['project_id', 'locale'])
    .execute();

  await idColumn(db, db.schema.createTable('launch_subscriptions'))
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('launch_projects.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('committed', 'bigint', (c) => c.notNull().check(sql`committed >= 0`))
    .addColumn('allocated', 'bigint', (c) => c.notNull().check(sql`allocated >= 0`))
    .addColumn('cost', 'bigint', (c) => c.notNull().check(sql`cost >= 0 and cost <= committed`))
    .addColumn('refund', 'bigint', (c) => c.notNull().check(sql`refund >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'allocated', 'released')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('allocated_at', 'bigint')
    .addColumn('released_at', 'bigint')
    .addUniqueConstraint('launch_subscriptions_project_user', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('launch_subscriptions_user').on('launch_subscriptions').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('launch_subscriptions_status').on('launch_subscriptions').columns(['status', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launch_subscriptions').execute();
  await db.schema.dropTable('launch_texts').execute();
  await db.schema.dropTable('launch_projects').execute();
}
