import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Leveraged contracts (issue 13, modules/contract):
 * - `contract_markets`: each market's operator parameters (leverage list, maintenance margin,
 *   fees, margin bounds, the house's open-interest limit and the adverse move its capital must
 *   cover). Rates are parts per million, amounts USDT units; seeded with defaults, changed only by
 *   `npm run ops -- contract:set` (audited). Nothing here is a price or an outcome.
 * - `contract_exposure`: each market's net position of the users (up lots − down lots), which the
 *   house stands against; the ledger audit checks it against the holding positions.
 * - `contract_leverage_caps`: the highest leverage offered to a country, where the operator sets one.
 * - `contract_orders`: every position from pending to settled. Prices are ticks of the market's
 *   price precision, quantities lots of its quantity precision, money USDT units. The rates that
 *   settle a position are copied onto it when it is made, so a later parameter change never
 *   changes the terms of an open position. `frozen` is what the position holds in the owner's
 *   contract frozen balance (the ledger audit compares them). Every settlement references the
 *   recorded tick that caused it.
 */
/**
 * Countries where retail leverage on crypto-asset CFDs is capped at 2:1: the EU/EEA states (ESMA's
 * 2018 product intervention, Decision (EU) 2018/796, since made permanent by each national
 * authority) and Japan (FSA, Cabinet Office Order on crypto-asset margin trading, 2:1 since May
 * 2020). Belgium is absent: contracts start restricted there (modules/products/default-products.ts).
 * The data is written out here because a landed migration never changes.
 */
const DEFAULT_LEVERAGE_CAPS = [
  'AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'JP',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_markets')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    /** Comma-separated whole leverages, ascending ("5,10,20,50,100"). */
    .addColumn('leverages', 'text', (c) => c.notNull())
    .addColumn('max_leverage', 'bigint', (c) => c.notNull().check(sql`max_leverage >= 1`))
    .addColumn('mmr_ppm', 'bigint', (c) => c.notNull().check(sql`mmr_ppm >= 0 and mmr_ppm < 1000000`))
    .addColumn('open_fee_ppm', 'bigint', (c) => c.notNull().check(sql`open_fee_ppm >= 0 and open_fee_ppm < 1000000`))
    .addColumn('close_fee_ppm', 'bigint', (c) => c.notNull().check(sql`close_fee_ppm >= 0 and close_fee_ppm < 1000000`))
    .addColumn('liquidation_fee_ppm', 'bigint', (c) => c.notNull().check(sql`liquidation_fee_ppm >= 0 and liquidation_fee_ppm < 1000000`))
    .addColumn('min_margin', 'bigint', (c) => c.notNull().check(sql`min_margin > 0`))
    .addColumn('max_margin', 'bigint', (c) => c.notNull().check(sql`max_margin > 0`))
    /** The largest net position value (USDT units) the house takes on this market. */
    .addColumn('oi_limit', 'bigint', (c) => c.notNull().check(sql`oi_limit >= 0`))
    /** The price move against the house its capital must cover (parts per million, 200000 = 20 %). */
    .addColumn('adverse_move_ppm', 'bigint', (c) => c.notNull().check(sql`adverse_move_ppm > 0 and adverse_move_ppm <= 1000000`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contract_exposure')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    /** Σ up lots − Σ down lots of the holding positions, kept in the transaction of each opening and settlement. */
    .addColumn('net_lots', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contract_leverage_caps')
    .addColumn('country', 'text', (c) => c.primaryKey())
    .addColumn('max_leverage', 'bigint', (c) => c.notNull().check(sql`max_leverage >= 1`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  // Where retail leverage on crypto CFDs is capped at 2:1 (see DEFAULT_LEVERAGE_CAPS). Seeded here,
  // once: an operator's later change or removal is never undone by a restart.
  const now = BigInt(Date.UTC(2026, 10, 24));
  for (const country of DEFAULT_LEVERAGE_CAPS) {
    await sql`insert into contract_leverage_caps (country, max_leverage, updated_at, updated_by) values (${country}, ${2n}, ${now}, 'default')`.execute(db);
  }

  await idColumn(db, db.schema.createTable('contract_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('up', 'down')`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('market', 'limit')`))
    .addColumn('leverage', 'bigint', (c) => c.notNull().check(sql`leverage >= 1`))
    .addColumn('margin', 'bigint', (c) => c.notNull().check(sql`margin > 0`))
    /** Lots; 0 while pending. */
    .addColumn('quantity', 'bigint', (c) => c.notNull().check(sql`quantity >= 0`))
    /** A limit order's price (ticks); null for a market order. */
    .addColumn('limit_price', 'bigint')
    .addColumn('open_price', 'bigint')
    .addColumn('open_fee', 'bigint', (c) => c.notNull().check(sql`open_fee >= 0`))
    .addColumn('stop_loss', 'bigint')
    .addColumn('take_profit', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'holding', 'finished', 'liquidated', 'closed', 'cancelled')`))
    /** Why it ended: manual, stopLoss, takeProfit, liquidation, cancelled, refused. */
    .addColumn('reason', 'text')
    .addColumn('frozen', 'bigint', (c) => c.notNull().check(sql`frozen >= 0`))
    .addColumn('mmr_ppm', 'bigint', (c) => c.notNull())
    .addColumn('close_fee_ppm', 'bigint', (c) => c.notNull())
    .addColumn('liquidation_fee_ppm', 'bigint', (c) => c.notNull())
    .addColumn('open_tick_id', 'bigint')
    .addColumn('close_tick_id', 'bigint')
    .addColumn('close_price', 'bigint')
    /** Signed settlement profit before fees (USDT units). */
    .addColumn('pnl', 'bigint')
    .addColumn('close_fee', 'bigint')
    .addColumn('liquidation_fee', 'bigint')
    /** What the owner received back at settlement. */
    .addColumn('to_user', 'bigint')
    /** What the insurance fund paid for a loss beyond the margin. */
    .addColumn('from_insurance', 'bigint')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome is null or outcome in ('win', 'lose')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_orders_user_status').on('contract_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('contract_orders_status_symbol').on('contract_orders').columns(['status', 'symbol']).execute();
  // Each process's once-a-second sync reads what changed since its last one (modules/contract/contract-engine.ts).
  await db.schema.createIndex('contract_orders_updated').on('contract_orders').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_orders').execute();
  await db.schema.dropTable('contract_leverage_caps').execute();
  await db.schema.dropTable('contract_exposure').execute();
  await db.schema.dropTable('contract_markets').execute();
}
