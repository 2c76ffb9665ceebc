import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TInviteRebateFeesTable, TInviteRebatesTable } from '../../platform/db/schema-invites.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

export type TInviteRebateRow = Selectable<TInviteRebatesTable>;
/** Fees of referred users per user in a time window, as each product's records carry them (a decimal string: sums may be numeric). */
export type TFeeSum = { user_id: bigint; fee: string };

/** A time window [from, to) in epoch milliseconds. */
type TWindow = { from: bigint; to: bigint };

/**
 * The trade rebates' tables (invite_rebates, invite_rebate_fees, invite_rebate_checkpoint) and the
 * fee records of the products they are computed from (spot trades, contract orders, seconds
 * orders): only fees of users who have a level-1 referrer are read.
 */
export const rebatesRepository = {
  /** Spot fees of referred users, per market, user and side, for the orders they held as maker or as taker. */
  spotFees(db: TDb, role: 'maker_order_id' | 'taker_order_id', symbols: string[], w: TWindow) {
    return db
      .selectFrom('spot_trades as t')
      .innerJoin('spot_orders as o', 'o.id', `t.${role}`)
      .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 'o.user_id').on('r.level', '=', 1n))
      .select(['t.symbol', 'o.user_id', 'o.side'])
      .select(sql<string>`sum(case when o.side = 'buy' then t.buyer_fee else t.seller_fee end)`.as('fee'))
      .where('t.symbol', 'in', symbols)
      .where('t.created_at', '>=', w.from)
      .where('t.created_at', '<', w.to)
      .groupBy(['t.symbol', 'o.user_id', 'o.side'])
      .execute();
  },

  /** Contract opening fees of referred users, by the time the position opened. */
  contractOpenFees(db: TDb, w: TWindow): Promise<TFeeSum[]> {
    return db
      .selectFrom('contract_orders as c')
      .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 'c.user_id').on('r.level', '=', 1n))
      .select('c.user_id')
      .select(sql<string>`sum(c.open_fee)`.as('fee'))
      .where('c.opened_at', '>=', w.from)
      .where('c.opened_at', '<', w.to)
      .groupBy('c.user_id')
      .execute();
  },

  /** Contract closing fees of referred users, by the time the position closed. */
  contractCloseFees(db: TDb, w: TWindow): Promise<TFeeSum[]> {
    return db
      .selectFrom('contract_orders as c')
      .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 'c.user_id').on('r.level', '=', 1n))
      .select('c.user_id')
      .select(sql<string>`sum(coalesce(c.close_fee, 0))`.as('fee'))
      .where('c.finished_at', '>=', w.from)
      .where('c.finished_at', '<', w.to)
      .groupBy('c.user_id')
      .execute();
  },

  /** Seconds-contract fees of referred users, by the time the order was accepted. */
  secondsFees(db: TDb, w: TWindow): Promise<TFeeSum[]> {
    return db
      .selectFrom('seconds_orders as s')
      .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 's.user_id').on('r.level', '=', 1n))
      .select('s.user_id')
      .select(sql<string>`sum(s.fee)`.as('fee'))
      .where('s.accepted_at', '>=', w.from)
      .where('s.accepted_at', '<', w.to)
      .groupBy('s.user_id')
      .execute();
  },

  /** The fees of a day already counted, per friend and asset, and how many top-ups they took. */
  countedFees(db: TDb, day: number) {
    return db.selectFrom('invite_rebate_fees').select(['friend_id', 'asset', 'fees', 'top_ups']).where('day', '=', BigInt(day)).execute();
  },

  async saveCountedFees(db: TDb, row: TInviteRebateFeesTable): Promise<void> {
    const { fees, top_ups, updated_at } = row;
    await db
      .insertInto('invite_rebate_fees')
      .values(row)
      .onConflict((oc) => oc.columns(['friend_id', 'day', 'asset']).doUpdateSet({ fees, top_ups, updated_at }))
      .execute();
  },

  /** Up to when the rebate job counted fees (epoch ms), or null before its first run. */
  async countedTo(db: TDb): Promise<number | null> {
    const row = await db.selectFrom('invite_rebate_checkpoint').select('counted_to').where('id', '=', 1n).executeTakeFirst();
    return row ? Number(row.counted_to) : null;
  },

  async saveCountedTo(db: TDb, countedTo: number): Promise<void> {
    await db
      .insertInto('invite_rebate_checkpoint')
      .values({ id: 1n, counted_to: BigInt(countedTo) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ counted_to: BigInt(countedTo) }))
      .execute();
  },

  rebatesByKeys(db: TDb, keys: string[]) {
    return db.selectFrom('invite_rebates').select(['key', 'amount', 'remainder_ppm', 'paid']).where('key', 'in', keys).execute();
  },

  async insertRebate(db: TDb, row: Insertable<TInviteRebatesTable>): Promise<void> {
    await db.insertInto('invite_rebates').values(row).execute();
  },

  /** Adds to an unpaid rebate's amount and sets what it was counted from; a paid one is left alone (guarded). */
  async topUpRebate(db: TDb, key: string, add: bigint, values: Pick<TInviteRebatesTable, 'fees' | 'ratio_ppm' | 'remainder_ppm' | 'updated_at'>): Promise<void> {
    await db.updateTable('invite_rebates').set((eb) => ({ ...values, amount: eb('amount', '+', add) })).where('key', '=', key).where('paid', '=', 0n).execute();
  },

  /** A day's rebates reserved and not paid yet, in key order. */
  unpaidRebatesOfDay(db: TDb, day: number): Promise<TInviteRebateRow[]> {
    return db.selectFrom('invite_rebates').selectAll().where('day', '=', BigInt(day)).where('paid', '=', 0n).orderBy('key').execute();
  },

  /** Marks a rebate paid, guarded: false when another transaction did first. */
  async markRebatePaid(db: TDb, key: string, now: bigint): Promise<boolean> {
    const marked = await db.updateTable('invite_rebates').set({ paid: 1n, updated_at: now }).where('key', '=', key).where('paid', '=', 0n).executeTakeFirst();
    return marked.numUpdatedRows > 0n;
  },

  /** The rebates reserved and not paid yet, per asset. */
  async unpaidRebateTotals(db: TDb): Promise<Map<string, bigint>> {
    const rows = await db.selectFrom('invite_rebates').select(['asset', sql<string>`sum(amount)`.as('total')]).where('paid', '=', 0n).groupBy('asset').execute();
    return new Map(rows.map((r) => [r.asset, BigInt(String(r.total ?? 0))]));
  },
};
