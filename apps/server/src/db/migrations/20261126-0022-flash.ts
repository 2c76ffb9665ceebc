import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Flash exchange (issue 17, modules/flash): `flash_quotes`, one row per quote a user asked for.
 * It holds what the quote promised (the route, per leg its market, side, size, the worst price its
 * walk touched as the leg's limit, its fee, net and unspent rest; the quoted receive) and, once
 * executed, the legs' spot orders and what they actually paid and left. `status` goes from
 * `quoted` to `done` by ONE guarded UPDATE inside the execution's transaction (so a quote executes
 * at most once), or to `refused` / `expired`; a `quoted` row past `expires_at` reads as expired.
 * Amounts are units of their coin's scale; limits are ticks of the leg market's price precision.
 * A leg's `size` is the base amount a sell gives, or the quote budget a buy spends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = idColumn(db, db.schema.createTable('flash_quotes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('from_coin', 'text', (c) => c.notNull())
    .addColumn('to_coin', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('quoted_receive', 'bigint', (c) => c.notNull().check(sql`quoted_receive > 0`))
    .addColumn('receive', 'bigint', (c) => c.check(sql`receive >= quoted_receive`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('quoted', 'done', 'refused', 'expired')`))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
  for (const leg of ['leg1', 'leg2']) {
    const required = leg === 'leg1';
    table = table
      .addColumn(`${leg}_symbol`, 'text', (c) => (required ? c.notNull() : c))
      .addColumn(`${leg}_side`, 'text', (c) => (required ? c.notNull() : c).check(sql.raw(`${leg}_side in ('buy', 'sell')`)))
      .addColumn(`${leg}_size`, 'bigint', (c) => (required ? c.notNull() : c).check(sql.raw(`${leg}_size > 0`)))
      .addColumn(`${leg}_limit`, 'bigint', (c) => (required ? c.notNull() : c).check(sql.raw(`${leg}_limit > 0`)))
      .addColumn(`${leg}_fee`, 'bigint', (c) => (required ? c.notNull() : c).check(sql.raw(`${leg}_fee >= 0`)))
      .addColumn(`${leg}_net`, 'bigint', (c) => (required ? c.notNull() : c).check(sql.raw(`${leg}_net > 0`)))
      .addColumn(`${leg}_left`, 'bigint', (c) => (required ? c.notNull() : c).check(sql.raw(`${leg}_left >= 0`)))
      .addColumn(`${leg}_order_id`, 'bigint')
      .addColumn(`${leg}_fee_paid`, 'bigint', (c) => c.check(sql.raw(`${leg}_fee_paid >= 0`)))
      .addColumn(`${leg}_left_paid`, 'bigint', (c) => c.check(sql.raw(`${leg}_left_paid >= 0`)));
  }
  await table.execute();
  await db.schema.createIndex('flash_quotes_user').on('flash_quotes').columns(['user_id', 'status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flash_quotes').execute();
}
