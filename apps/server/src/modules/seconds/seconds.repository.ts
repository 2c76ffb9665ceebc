import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TSecondsDurationsTable, TSecondsOrdersTable } from '../../platform/db/schema-seconds.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
type TOrderRow = Selectable<TSecondsOrdersTable>;

/** One order's settlement, as the bulk settle writes it. */
export type TSecondsSettleRow = { id: bigint; tickId: bigint; price: bigint; closeTickId: bigint; closePrice: bigint; outcome: string; toUser: bigint };

/**
 * The only place the SQL of the seconds tables lives (seconds_orders, seconds_durations,
 * seconds_markets, seconds_house). Every write that moves an order is guarded (`status = 'open'`,
 * `open_tick_id is null`) and answers what it changed, so a second pass over the same orders (another
 * job, another process) changes and pays nothing.
 */
export const secondsRepository = {
  insertOrder(tx: TDb, values: Insertable<TSecondsOrdersTable>): Promise<TOrderRow> {
    return tx.insertInto('seconds_orders').values(values).returningAll().executeTakeFirstOrThrow();
  },

  findOwnOrder(db: TDb, userId: bigint, id: bigint): Promise<TOrderRow | undefined> {
    return db.selectFrom('seconds_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /** Every open order. */
  openOrders(db: TDb): Promise<TOrderRow[]> {
    return db.selectFrom('seconds_orders').selectAll().where('status', '=', 'open').execute();
  },

  /** The markets with an open order (index seconds_orders_open). */
  async openSymbols(db: TDb): Promise<string[]> {
    return (await db.selectFrom('seconds_orders').select('symbol').distinct().where('status', '=', 'open').execute()).map((row) => row.symbol);
  },

  /** Orders changed at or after `since`, with ids above `afterId`, in id order (a page of a sync). */
  changedSince(db: TDb, since: bigint, afterId: bigint, limit: number): Promise<TOrderRow[]> {
    return db.selectFrom('seconds_orders').selectAll().where('updated_at', '>=', since).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  },

  /** One page of a user's orders in one status, newest first, and how many there are. */
  async userPage(db: TDb, userId: bigint, status: 'open' | 'settled', page: { pageNo: number; pageSize: number }): Promise<{ rows: TOrderRow[]; total: number }> {
    const base = db.selectFrom('seconds_orders').where('user_id', '=', userId).where('status', '=', status);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize).execute();
    return { rows, total: Number(total.n) };
  },

  /** A market's open orders accepted by `upTo` that wait for their opening tick or have expired, in id order. */
  dueOrders(tx: TDb, symbol: string, upTo: number): Promise<TOrderRow[]> {
    return tx
      .selectFrom('seconds_orders')
      .selectAll()
      .where('status', '=', 'open')
      .where('symbol', '=', symbol)
      .where('accepted_at', '<=', BigInt(upTo))
      .where((eb) => eb.or([eb('open_tick_id', 'is', null), eb('expires_at', '<=', BigInt(upTo))]))
      .orderBy('id')
      .execute();
  },

  /**
   * Sets the opening tick of these orders in one statement (UPDATE … FROM VALUES, both dialects),
   * each still guarded by `open_tick_id is null`; answers the ids it changed.
   */
  async bulkOpen(tx: TDb, rows: readonly { id: bigint; tickId: bigint; price: bigint }[], now: number): Promise<bigint[]> {
    const values = sql.join(rows.map((r) => sql`(cast(${r.id} as bigint), cast(${r.tickId} as bigint), cast(${r.price} as bigint))`));
    const { rows: done } = await sql<{ id: bigint | string | number }>`update seconds_orders set open_tick_id = v.column2, open_price = v.column3, updated_at = ${BigInt(now)}
      from (values ${values}) as v where seconds_orders.id = v.column1 and seconds_orders.open_tick_id is null returning id`.execute(tx);
    return done.map((r) => BigInt(r.id));
  },

  /** Settles these orders in one statement, each still guarded by `status = 'open'`; answers the ids it settled. */
  async bulkSettle(tx: TDb, rows: readonly TSecondsSettleRow[], now: number): Promise<bigint[]> {
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(cast(${r.id} as bigint), cast(${r.tickId} as bigint), cast(${r.price} as bigint), cast(${r.closeTickId} as bigint), cast(${r.closePrice} as bigint), cast(${r.outcome} as text), cast(${r.toUser} as bigint))`,
      ),
    );
    const { rows: done } = await sql<{ id: bigint | string | number }>`update seconds_orders set status = 'settled', open_tick_id = v.column2, open_price = v.column3,
        close_tick_id = v.column4, close_price = v.column5, outcome = v.column6, to_user = v.column7, settled_at = ${BigInt(now)}, updated_at = ${BigInt(now)}
      from (values ${values}) as v where seconds_orders.id = v.column1 and seconds_orders.status = 'open' returning id`.execute(tx);
    return done.map((r) => BigInt(r.id));
  },

  /** Σ payout_max of the open orders (the exposure audit). */
  async openPayoutMax(db: TDb): Promise<bigint> {
    const open = await db.selectFrom('seconds_orders').select((eb) => eb.fn.sum<bigint>('payout_max').as('sum')).where('status', '=', 'open').executeTakeFirst();
    return BigInt(open?.sum ?? 0n);
  },

  /** The house's kept exposure (0 before its row exists). */
  async exposure(db: TDb): Promise<bigint> {
    const row = await db.selectFrom('seconds_house').select('exposure').where('id', '=', 1n).executeTakeFirst();
    return row?.exposure ?? 0n;
  },

  /** Adds to the house's exposure and answers it after; on PostgreSQL the row stays locked until the transaction ends. */
  async addExposure(tx: TDb, payoutMax: bigint): Promise<bigint> {
    const row = await tx
      .updateTable('seconds_house')
      .set((eb) => ({ exposure: eb('exposure', '+', payoutMax) }))
      .where('id', '=', 1n)
      .returning('exposure')
      .executeTakeFirstOrThrow();
    return row.exposure;
  },

  /**
   * Locks the house's exposure row until the transaction ends (a no-op write): the capital guard
   * takes it so that no order is created while it weighs the house's balance against its promises.
   */
  async lockExposure(tx: TDb): Promise<void> {
    await tx.updateTable('seconds_house').set((eb) => ({ exposure: eb.ref('exposure') })).where('id', '=', 1n).execute();
  },

  async subtractExposure(tx: TDb, payoutMax: bigint): Promise<void> {
    await tx.updateTable('seconds_house').set((eb) => ({ exposure: eb('exposure', '-', payoutMax) })).where('id', '=', 1n).execute();
  },

  /** Every offered duration, by length. */
  durations(db: TDb) {
    return db.selectFrom('seconds_durations').selectAll().orderBy('second').execute();
  },

  findDuration(db: TDb, second: bigint) {
    return db.selectFrom('seconds_durations').selectAll().where('second', '=', second).executeTakeFirst();
  },

  async insertDuration(tx: TDb, row: Insertable<TSecondsDurationsTable>): Promise<void> {
    await tx.insertInto('seconds_durations').values(row).execute();
  },

  async deleteDuration(tx: TDb, second: bigint): Promise<void> {
    await tx.deleteFrom('seconds_durations').where('second', '=', second).execute();
  },

  async updateDuration(tx: TDb, second: bigint, set: Updateable<TSecondsDurationsTable>): Promise<void> {
    await tx.updateTable('seconds_durations').set(set).where('second', '=', second).execute();
  },

  /** The offered markets in display order, enabled ones only unless `all`. */
  markets(db: TDb, all: boolean) {
    let query = db.selectFrom('seconds_markets').selectAll().orderBy('position').orderBy('symbol');
    if (!all) query = query.where('enabled', '=', 1n);
    return query.execute();
  },

  findMarket(db: TDb, symbol: string) {
    return db.selectFrom('seconds_markets').selectAll().where('symbol', '=', symbol).executeTakeFirst();
  },

  /** Turns a listed market on or off. */
  async setMarketEnabled(tx: TDb, symbol: string, enabled: bigint, now: bigint, by: string): Promise<void> {
    await tx.updateTable('seconds_markets').set({ enabled, updated_at: now, updated_by: by }).where('symbol', '=', symbol).execute();
  },

  /** Lists a market after the last one. */
  async appendMarket(tx: TDb, symbol: string, enabled: bigint, now: bigint, by: string): Promise<void> {
    const last = await tx.selectFrom('seconds_markets').select((eb) => eb.fn.max<bigint>('position').as('p')).executeTakeFirst();
    await tx.insertInto('seconds_markets').values({ symbol, position: BigInt(last?.p ?? 0n) + 1n, enabled, updated_at: now, updated_by: by }).execute();
  },

  /** Whether an alert of this kind is open (one cheap read before resolving many). */
  async hasOpenAlert(tx: TDb, kind: string): Promise<boolean> {
    const rows = await tx.selectFrom('operator_alerts').select('id').where('kind', '=', kind).where('resolved_at', 'is', null).limit(1).execute();
    return rows.length > 0;
  },

  /** Resolves the open alerts of these subjects. */
  async resolveAlerts(tx: TDb, subjects: readonly string[], now: number): Promise<void> {
    await tx.updateTable('operator_alerts').set({ resolved_at: BigInt(now) }).where('subject', 'in', [...subjects]).where('resolved_at', 'is', null).execute();
  },
};
