import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Seconds contracts (issue 14, modules/seconds):
 * - `seconds_durations`: the durations offered (SPEC §3 "Seconds config entry": second, income
 *   rate, minimum) with the stake maximum of each. Rates are parts per million, amounts USDT units.
 *   Seeded here once; changed only by `npm run ops -- seconds:set` (audited).
 * - `seconds_markets`: the markets offered, in the order a screen lists them (BTC/USDT first, SPEC §9).
 * - `seconds_house`: one row, the most the open orders can win from the seconds house together
 *   (Σ payout_max of open orders), kept in the transaction of each creation and settlement; it may
 *   never pass the house's balance. On PostgreSQL its row lock serialises the house's decisions.
 * - `seconds_orders`: every order. Its terms (rate, fee, payout) are copied at creation, so a later
 *   change of the configuration never changes an open order. The opening tick is the first recorded
 *   at or after `accepted_at`, the settlement tick the first at or after `expires_at`; both are
 *   referenced with their prices, with the rule version that settled it.
 */
const DURATIONS = [
  { second: 30n, rate: 800_000n, min: 1n },
  { second: 60n, rate: 850_000n, min: 10n },
  { second: 120n, rate: 900_000n, min: 50n },
  { second: 300n, rate: 950_000n, min: 100n },
];
const USDT = 100_000_000n;
const MAX_STAKE = 10_000n * USDT;
const MARKETS = ['btcusdt', 'ethusdt', 'ltcusdt', 'xrpusdt', 'eosusdt', 'adausdt', 'dogeusdt'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seconds_durations')
    .addColumn('second', 'bigint', (c) => c.primaryKey().check(sql`second > 0`))
    .addColumn('income_rate_ppm', 'bigint', (c) => c.notNull().check(sql`income_rate_ppm > 0 and income_rate_ppm <= 10000000`))
    .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount > 0`))
    .addColumn('max_amount', 'bigint', (c) => c.notNull().check(sql`max_amount > 0`))
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('seconds_markets')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('seconds_house')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('exposure', 'bigint', (c) => c.notNull().check(sql`exposure >= 0`))
    .execute();

  const now = BigInt(Date.UTC(2026, 10, 25));
  for (const d of DURATIONS) {
    await sql`insert into seconds_durations (second, income_rate_ppm, min_amount, max_amount, enabled, updated_at, updated_by)
      values (${d.second}, ${d.rate}, ${d.min * USDT}, ${MAX_STAKE}, ${1n}, ${now}, 'default')`.execute(db);
  }
  for (const [i, symbol] of MARKETS.entries()) {
    await sql`insert into seconds_markets (symbol, position, enabled, updated_at, updated_by) values (${symbol}, ${BigInt(i + 1)}, ${1n}, ${now}, 'default')`.execute(db);
  }
  await sql`insert into seconds_house (id, exposure) values (${1n}, ${0n})`.execute(db);

  await idColumn(db, db.schema.createTable('seconds_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('trade_type', 'bigint', (c) => c.notNull().check(sql`trade_type in (0, 1)`))
    .addColumn('position_time', 'bigint', (c) => c.notNull().check(sql`position_time > 0`))
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('income_rate_ppm', 'bigint', (c) => c.notNull())
    /** stake × rate: what a win takes from the house, counted in seconds_house.exposure while open. */
    .addColumn('payout_max', 'bigint', (c) => c.notNull().check(sql`payout_max >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'settled')`))
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('open_tick_id', 'bigint')
    .addColumn('open_price', 'bigint')
    .addColumn('close_tick_id', 'bigint')
    .addColumn('close_price', 'bigint')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome is null or outcome in ('win', 'lose', 'draw')`))
    /** What returned to the owner's available balance at settlement. */
    .addColumn('to_user', 'bigint')
    .addColumn('rule_version', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seconds_orders_user_status').on('seconds_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('seconds_orders_open').on('seconds_orders').columns(['status', 'symbol', 'expires_at']).execute();
  await db.schema.createIndex('seconds_orders_updated').on('seconds_orders').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seconds_orders').execute();
  await db.schema.dropTable('seconds_house').execute();
  await db.schema.dropTable('seconds_markets').execute();
  await db.schema.dropTable('seconds_durations').execute();
}
