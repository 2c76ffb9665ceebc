import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Settlement that is neither stale nor lost nor frozen (issue 24, modules/contract, modules/seconds,
 * platform/jobs):
 * - `tick_wants`: the markets a waiting request needs ticked every second until `until` (a market
 *   open or a manual close waits for the first tick recorded after it was accepted). Any process
 *   writes it; the process holding the recorder lease reads it, so a request served by a follower
 *   is ticked too. One row per market, its `until` only ever moved later.
 * - `trigger_checks`: per market, the newest recorded tick whose contract triggers were checked and
 *   whose jobs were queued, advanced in the transaction that queues them; at start the ticks after
 *   it are checked again, so a crash between a tick and its jobs loses no crossing.
 * - `operator_alerts`: what an operator must act on (a settlement retrying, a payout the house
 *   cannot make yet), one row per subject however often it is raised, until resolved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tick_wants')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('trigger_checks')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('tick_id', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await idColumn(db, db.schema.createTable('operator_alerts'))
    .addColumn('subject', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_alerts').execute();
  await db.schema.dropTable('trigger_checks').execute();
  await db.schema.dropTable('tick_wants').execute();
}
