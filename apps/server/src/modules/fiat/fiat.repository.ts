import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { TFiatOrderState, TFiatPlatform } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TBankDetailsTable, TFiatChannelsTable, TFiatLatePaymentsTable, TFiatOrdersTable } from '../../platform/db/schema-fiat.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
type TTx = Transaction<TDatabase>;
type TPaging = { pageNo: number; pageSize: number };

/** Which order a state change applies to, and what it must still be (the guard of moveOrder). */
export type TOrderGuard = {
  id: bigint;
  side: 'buy' | 'sell';
  from: readonly TFiatOrderState[];
  userId?: bigint;
  /** Only while it has not expired at this time. */
  liveAt?: bigint;
  /** Only once it has expired at this time. */
  expiredAt?: bigint;
};

/**
 * The only place the fiat domain's SQL lives (fiat_channels, fiat_orders, fiat_webhook_events,
 * fiat_late_payments, bank_details, bank_details_log). Every state change of an order or a late
 * payment is a guarded UPDATE on the state it must still be in: of two deciders, one wins.
 */
export const fiatRepository = {
  findChannel(db: TDbOrTx, platform: TFiatPlatform) {
    return db.selectFrom('fiat_channels').selectAll().where('platform', '=', platform).executeTakeFirstOrThrow();
  },

  channels(db: TDbOrTx) {
    return db.selectFrom('fiat_channels').selectAll().orderBy('platform').execute();
  },

  updateChannel(db: TDbOrTx, platform: TFiatPlatform, values: Updateable<TFiatChannelsTable>) {
    return db.updateTable('fiat_channels').set(values).where('platform', '=', platform).execute();
  },

  /** Changes a channel only while no operator has set it (still as the migration made it): the demo seed. */
  updateUnsetChannel(db: TDbOrTx, platform: TFiatPlatform, values: Updateable<TFiatChannelsTable>) {
    return db.updateTable('fiat_channels').set(values).where('platform', '=', platform).where('updated_by', '=', 'migration').execute();
  },

  findOrder(db: TDbOrTx, orderId: bigint) {
    return db.selectFrom('fiat_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  },

  /** The order if it is the user's (another user's reads as absent). */
  findOwnOrder(db: TDbOrTx, userId: bigint, orderId: bigint) {
    return db.selectFrom('fiat_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  },

  findBuyByReference(db: TDbOrTx, reference: string) {
    return db.selectFrom('fiat_orders').selectAll().where('reference', '=', reference).where('side', '=', 'buy').executeTakeFirst();
  },

  async isReferenceTaken(db: TDbOrTx, reference: string): Promise<boolean> {
    return (await db.selectFrom('fiat_orders').select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;
  },

  insertOrder(tx: TTx, values: Insertable<TFiatOrdersTable>) {
    return tx.insertInto('fiat_orders').values(values).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * One state change: a guarded UPDATE whose WHERE holds the states the order may leave (and the
   * owner or the expiry bound when given), so a repeated or racing change finds nothing. Answers the
   * row as changed, or null when the order was not in such a state.
   */
  async moveOrder(db: TDbOrTx, which: TOrderGuard, set: Updateable<TFiatOrdersTable>) {
    let query = db.updateTable('fiat_orders').set(set).where('id', '=', which.id).where('side', '=', which.side).where('state', 'in', [...which.from]);
    if (which.userId !== undefined) query = query.where('user_id', '=', which.userId);
    if (which.liveAt !== undefined) query = query.where('expires_at', '>', which.liveAt);
    if (which.expiredAt !== undefined) query = query.where('expires_at', '<=', which.expiredAt);
    return (await query.returningAll().executeTakeFirst()) ?? null;
  },

  /** Sets the UTR a payment carried on an open order. */
  setUtr(tx: TTx, orderId: bigint, utr: string) {
    return tx.updateTable('fiat_orders').set({ utr }).where('id', '=', orderId).where('state', 'in', ['waiting', 'paid']).execute();
  },

  /** The user's buy orders waiting and unexpired at `now`. */
  async countWaitingBuys(tx: TTx, userId: bigint, now: number): Promise<number> {
    const open = await tx
      .selectFrom('fiat_orders')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('user_id', '=', userId)
      .where('side', '=', 'buy')
      .where('state', '=', 'waiting')
      .where('expires_at', '>', BigInt(now))
      .executeTakeFirstOrThrow();
    return Number(open.n);
  },

  /** One page of a user's orders, newest first, of one side or both. */
  async orderPage(db: TDbOrTx, userId: bigint, side: 'all' | 'buy' | 'sell', paging: TPaging) {
    let base = db.selectFrom('fiat_orders').where('user_id', '=', userId);
    if (side !== 'all') base = base.where('side', '=', side);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute();
    return { total: total.n, rows };
  },

  /** One page of the orders in a state, oldest first (the review queue), of one side or both. */
  async queuePage(db: TDbOrTx, state: TFiatOrderState, side: 'all' | 'buy' | 'sell', paging: TPaging) {
    let base = db.selectFrom('fiat_orders').where('state', '=', state);
    if (side !== 'all') base = base.where('side', '=', side);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'asc').limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute();
    return { total: total.n, rows };
  },

  /** The newest orders in some states (the operator's list). */
  latestOrdersIn(db: TDbOrTx, states: TFiatOrderState[], limit: number) {
    return db.selectFrom('fiat_orders').selectAll().where('state', 'in', states).orderBy('id', 'desc').limit(limit).execute();
  },

  /** Open orders (waiting or paid) counted per side and state. */
  openOrderCounts(db: TDbOrTx) {
    return db.selectFrom('fiat_orders').select(['side', 'state', (eb) => eb.fn.countAll<bigint>().as('n')]).where('state', 'in', ['waiting', 'paid']).groupBy(['side', 'state']).execute();
  },

  /** What waiting sell orders hold frozen, per user. */
  waitingSellsByUser(db: TDbOrTx) {
    return db.selectFrom('fiat_orders').select(['user_id', sql<bigint>`sum(usdt_amount)`.as('held')]).where('side', '=', 'sell').where('state', '=', 'waiting').groupBy('user_id').execute();
  },

  /** What open buy orders (waiting or paid) promise in USDT. */
  async openBuysTotal(db: TDbOrTx): Promise<bigint> {
    const promised = await db
      .selectFrom('fiat_orders')
      .select(sql<bigint | null>`sum(usdt_amount)`.as('held'))
      .where('side', '=', 'buy')
      .where('state', 'in', ['waiting', 'paid'])
      .executeTakeFirstOrThrow();
    return BigInt(promised.held ?? 0);
  },

  /** Stores a webhook event once per provider and event id: its row id, or undefined when it came before. */
  async insertWebhookEvent(tx: TTx, values: { provider: string; event_id: string; reference: string; received_at: bigint; outcome: string }) {
    const stored = await tx.insertInto('fiat_webhook_events').values(values).onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing()).returning('id').executeTakeFirst();
    return stored?.id;
  },

  setWebhookOutcome(tx: TTx, eventRowId: bigint, outcome: string) {
    return tx.updateTable('fiat_webhook_events').set({ outcome }).where('id', '=', eventRowId).execute();
  },

  async insertLatePayment(tx: TTx, values: Insertable<TFiatLatePaymentsTable>): Promise<bigint> {
    const { id } = await tx.insertInto('fiat_late_payments').values(values).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  findLatePayment(db: TDbOrTx, id: bigint) {
    return db.selectFrom('fiat_late_payments').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Late payments in a state (or 'all'), oldest or newest first, at most `limit`. */
  latePayments(db: TDbOrTx, options: { state: TFiatLatePaymentsTable['state'] | 'all'; order: 'asc' | 'desc'; limit: number }) {
    let query = db.selectFrom('fiat_late_payments').selectAll().orderBy('id', options.order).limit(options.limit);
    if (options.state !== 'all') query = query.where('state', '=', options.state);
    return query.execute();
  },

  /** A late payment with what its order is worth and whose it is (the two-person check of a credit). */
  findLateWithOrder(db: TDbOrTx, id: bigint) {
    return db
      .selectFrom('fiat_late_payments as l')
      .innerJoin('fiat_orders as o', 'o.id', 'l.order_id')
      .select(['l.id', 'l.state', 'o.user_id', 'o.usdt_amount'])
      .where('l.id', '=', id)
      .executeTakeFirst();
  },

  /** review → credited (guarded): true when this call decided it. */
  async markLateCredited(tx: TTx, id: bigint, decided: { at: bigint; by: string; reason: string }): Promise<boolean> {
    const moved = await tx
      .updateTable('fiat_late_payments')
      .set({ state: 'credited', decided_at: decided.at, decided_by: decided.by, reason: decided.reason })
      .where('id', '=', id)
      .where('state', '=', 'review')
      .executeTakeFirst();
    return moved.numUpdatedRows === 1n;
  },

  /** review → refunded (guarded): what was refunded, or undefined when it was not in review. */
  markLateRefunded(tx: TTx, id: bigint, decided: { at: bigint; by: string; reason: string; bankRef: string }) {
    return tx
      .updateTable('fiat_late_payments')
      .set({ state: 'refunded', decided_at: decided.at, decided_by: decided.by, reason: decided.reason, bank_ref: decided.bankRef })
      .where('id', '=', id)
      .where('state', '=', 'review')
      .returning(['order_id', 'amount', 'currency', 'utr'])
      .executeTakeFirst();
  },

  findBankDetails(db: TDbOrTx, userId: bigint) {
    return db.selectFrom('bank_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** Saves a user's payout details (one row per user) and a line of their history. */
  async saveBankDetails(tx: TTx, row: TBankDetailsTable, log: { summary: string; ip: string }): Promise<void> {
    const { user_id: _user, ...fields } = row;
    await tx.insertInto('bank_details').values(row).onConflict((oc) => oc.column('user_id').doUpdateSet(fields)).execute();
    await tx.insertInto('bank_details_log').values({ user_id: row.user_id, summary: log.summary, ip: log.ip, created_at: row.updated_at }).execute();
  },

  /** Expiry jobs that failed (the operator's run-now report). */
  failedJobs(db: TDbOrTx, kind: string) {
    return db.selectFrom('jobs').select(['key', 'status', 'last_error']).where('kind', '=', kind).where('status', '=', 'failed').execute();
  },
};
