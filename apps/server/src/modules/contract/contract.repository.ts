import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TContractMarketsTable, TContractOrdersTable, TContractReason, TContractStatus } from '../../platform/db/schema-contract.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
type TOrderRow = Selectable<TContractOrdersTable>;

/**
 * The only place the SQL of the contract tables lives (contract_orders, contract_markets,
 * contract_exposure, contract_leverage_caps, and the settlement's tick_wants and trigger_checks).
 * Every write to an order is guarded by the status it expects (`where status = …`) and returns
 * the row it changed, or nothing when another writer got there first: that guard is what makes a
 * close, a fill, a cancel or a settlement apply once under concurrency.
 */
export const contractRepository = {
  /** An order of this owner (undefined when it is not theirs). */
  findOwnOrder(db: TDb, userId: bigint, orderId: bigint): Promise<TOrderRow | undefined> {
    return db.selectFrom('contract_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  },

  /** A user's holding positions. */
  holdingOf(db: TDb, userId: bigint): Promise<TOrderRow[]> {
    return db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'holding').execute();
  },

  /** A user's orders in some statuses (and one market), for pageOf. */
  userOrdersQuery(db: TDb, userId: bigint, statuses: readonly TContractStatus[], symbol?: string) {
    let query = db.selectFrom('contract_orders').where('user_id', '=', userId).where('status', 'in', [...statuses]);
    if (symbol) query = query.where('symbol', '=', symbol);
    return query;
  },

  /** Every pending or holding order (the trigger book at start-up). */
  openOrders(db: TDb): Promise<TOrderRow[]> {
    return db.selectFrom('contract_orders').selectAll().where('status', 'in', ['pending', 'holding']).execute();
  },

  /** Orders changed at or after `since`, with ids above `afterId`, in id order (a page of a sync). */
  changedSince(db: TDb, since: number, afterId: bigint, limit: number): Promise<TOrderRow[]> {
    return db.selectFrom('contract_orders').selectAll().where('updated_at', '>=', BigInt(since)).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  },

  /** These orders of one market that are still pending or holding, in id order (a trigger job's work). */
  openOrdersIn(db: TDb, ids: readonly bigint[], symbol: string): Promise<TOrderRow[]> {
    return db.selectFrom('contract_orders').selectAll().where('id', 'in', [...ids]).where('symbol', '=', symbol).where('status', 'in', ['pending', 'holding']).orderBy('id').execute();
  },

  /** Inserts an order and returns it. */
  insertOrder(tx: TDb, values: Insertable<TContractOrdersTable>): Promise<TOrderRow> {
    return tx.insertInto('contract_orders').values(values).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * Changes an order only while it still has the status `from` (and, with `isCloseFree`, no close
   * recorded yet); returns it after, or undefined when it no longer had that status.
   */
  updateIfStatus(tx: TDb, id: bigint, from: TContractStatus, set: Updateable<TContractOrdersTable>, isCloseFree = false): Promise<TOrderRow | undefined> {
    let query = tx.updateTable('contract_orders').set(set).where('id', '=', id).where('status', '=', from);
    if (isCloseFree) query = query.where('close_tick_id', 'is', null);
    return query.returningAll().executeTakeFirst();
  },

  /** Cancels a pending order (guarded by its status); undefined when it was no longer pending. */
  cancelPending(tx: TDb, id: bigint, reason: TContractReason, now: number): Promise<TOrderRow | undefined> {
    return contractRepository.updateIfStatus(tx, id, 'pending', { status: 'cancelled', reason, frozen: 0n, finished_at: BigInt(now), updated_at: BigInt(now) });
  },

  /** Stamps these orders changed now while they are still open (the next sync puts them back in the book). */
  async touchOpen(db: TDb, ids: readonly bigint[], now: number): Promise<void> {
    await db.updateTable('contract_orders').set({ updated_at: BigInt(now) }).where('id', 'in', [...ids]).where('status', 'in', ['pending', 'holding']).execute();
  },

  /** Each market's net exposure in lots (contract_exposure). */
  exposureRows(db: TDb) {
    return db.selectFrom('contract_exposure').select(['symbol', 'net_lots']).execute();
  },

  /** Adds `lots` to a market's net exposure (row created at need). */
  async moveExposure(tx: TDb, symbol: string, lots: bigint): Promise<void> {
    await tx
      .insertInto('contract_exposure')
      .values({ symbol, net_lots: lots })
      .onConflict((oc) => oc.column('symbol').doUpdateSet((eb) => ({ net_lots: eb('contract_exposure.net_lots', '+', lots) })))
      .execute();
  },

  /** Each market's net lots of its holding positions (up minus down), for the exposure audit. */
  heldLots(db: TDb) {
    return db
      .selectFrom('contract_orders')
      .select(['symbol', sql<bigint>`sum(case when direction = 'up' then quantity else -quantity end)`.as('lots')])
      .where('status', '=', 'holding')
      .groupBy('symbol')
      .execute();
  },

  /**
   * One grouped read of the holding positions per market and side: Σ lots, Σ lots × opening price,
   * Σ margin × leverage and Σ of the profit each shows at its market's known price (never below
   * zero per position), in lot-ticks. A market without a price has no row in the price list.
   */
  async openSides(db: TDb, prices: Map<string, bigint>) {
    const known = [...prices].map(([symbol, price]) => sql`(cast(${symbol} as text), cast(${price} as bigint))`);
    // A CTE with a column list reads the same on SQLite and PostgreSQL; a market without a price has no row.
    const values = known.length > 0 ? sql.join(known) : sql`(cast('' as text), cast(0 as bigint))`;
    const { rows } = await sql<{ symbol: string; direction: string; lots: unknown; lots_open: unknown; ml: unknown; profit: unknown }>`
    with p(symbol, price) as (values ${values})
    select o.symbol, o.direction, sum(o.quantity) as lots, sum(o.quantity * o.open_price) as lots_open, sum(o.margin * o.leverage) as ml,
      sum(case
        when o.direction = 'up' and o.open_price < p.price then o.quantity * (p.price - o.open_price)
        when o.direction = 'down' and o.open_price > p.price then o.quantity * (o.open_price - p.price)
        else 0 end) as profit
    from contract_orders o left join p on p.symbol = o.symbol
    where o.status = 'holding'
    group by o.symbol, o.direction`.execute(db);
    return rows;
  },

  /** Inserts these markets' rows and a zero exposure for each, leaving existing rows as they are. */
  async seedMarkets(db: TDb, rows: Insertable<TContractMarketsTable>[], symbols: readonly string[]): Promise<void> {
    await db.insertInto('contract_markets').values(rows).onConflict((oc) => oc.column('symbol').doNothing()).execute();
    const exposure = symbols.map((symbol) => ({ symbol, net_lots: 0n }));
    await db.insertInto('contract_exposure').values(exposure).onConflict((oc) => oc.column('symbol').doNothing()).execute();
  },

  findMarket(db: TDb, symbol: string) {
    return db.selectFrom('contract_markets').selectAll().where('symbol', '=', symbol).executeTakeFirst();
  },

  /** Every market row, by symbol. */
  allMarkets(db: TDb) {
    return db.selectFrom('contract_markets').selectAll().orderBy('symbol').execute();
  },

  async updateMarket(tx: TDb, symbol: string, set: Updateable<TContractMarketsTable>): Promise<void> {
    await tx.updateTable('contract_markets').set(set).where('symbol', '=', symbol).execute();
  },

  /** A country's leverage cap row, if any. */
  async leverageCap(db: TDb, country: string): Promise<bigint | null> {
    const row = await db.selectFrom('contract_leverage_caps').select('max_leverage').where('country', '=', country).executeTakeFirst();
    return row?.max_leverage ?? null;
  },

  /** Every country's cap, by country. */
  allLeverageCaps(db: TDb) {
    return db.selectFrom('contract_leverage_caps').selectAll().orderBy('country').execute();
  },

  async deleteLeverageCap(tx: TDb, country: string): Promise<void> {
    await tx.deleteFrom('contract_leverage_caps').where('country', '=', country).execute();
  },

  async putLeverageCap(tx: TDb, country: string, cap: bigint, now: bigint, by: string): Promise<void> {
    await tx
      .insertInto('contract_leverage_caps')
      .values({ country, max_leverage: cap, updated_at: now, updated_by: by })
      .onConflict((oc) => oc.column('country').doUpdateSet({ max_leverage: cap, updated_at: now, updated_by: by }))
      .execute();
  },

  /** The markets some waiting request wants ticked every second (tick_wants not expired at `now`). */
  async wantedSymbols(db: TDb, now: number): Promise<string[]> {
    return (await db.selectFrom('tick_wants').select('symbol').where('until', '>=', BigInt(now)).execute()).map((row) => row.symbol);
  },

  /** Wants a market ticked every second until `until` (never shortens a longer want). */
  async wantTicks(db: TDb, symbol: string, until: bigint): Promise<void> {
    await db
      .insertInto('tick_wants')
      .values({ symbol, until })
      .onConflict((oc) => oc.column('symbol').doUpdateSet({ until }).where('tick_wants.until', '<', until))
      .execute();
  },

  /** Moves a market's trigger checkpoint to `tickId` unless it is already past it. */
  async advanceTriggerCheck(tx: TDb, symbol: string, tickId: bigint, now: number): Promise<void> {
    await tx
      .insertInto('trigger_checks')
      .values({ symbol, tick_id: tickId, updated_at: BigInt(now) })
      .onConflict((oc) => oc.column('symbol').doUpdateSet({ tick_id: tickId, updated_at: BigInt(now) }).where('trigger_checks.tick_id', '<', tickId))
      .execute();
  },

  /** Every market's trigger checkpoint. */
  triggerCheckpoints(db: TDb) {
    return db.selectFrom('trigger_checks').select(['symbol', 'tick_id']).execute();
  },

  /** Resolves the open operator alerts of these subjects (a payout made after the house was short). */
  async resolveAlerts(tx: TDb, subjects: readonly string[], now: number): Promise<void> {
    await tx.updateTable('operator_alerts').set({ resolved_at: BigInt(now) }).where('subject', 'in', [...subjects]).where('resolved_at', 'is', null).execute();
  },
};

/**
 * Runs `work` inside a savepoint of the caller's transaction: on a throw only its own writes roll
 * back (PostgreSQL's transaction stays usable), and the error goes on to the caller.
 */
export async function inSavepoint<T>(tx: Transaction<TDatabase>, name: string, work: () => Promise<T>): Promise<T> {
  await sql.raw(`savepoint ${name}`).execute(tx);
  try {
    const result = await work();
    await sql.raw(`release savepoint ${name}`).execute(tx);
    return result;
  } catch (error) {
    await sql.raw(`rollback to savepoint ${name}`).execute(tx);
    await sql.raw(`release savepoint ${name}`).execute(tx);
    throw error;
  }
}
