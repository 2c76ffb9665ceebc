import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { FUND_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TFundHoldingsTable, TFundPayoutsTable, TFundsTable } from '../../platform/db/schema-fund.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
type TTx = Transaction<TDatabase>;
type TPaging = { pageNo: number; pageSize: number };

/**
 * The only place the fund domain's SQL lives (funds, fund_texts, fund_user_shares, fund_holdings,
 * fund_payouts). Writes that race keep their guards here: a purchase raises the caller's shares and
 * the fund's sold shares by guarded UPDATEs, a holding's days move only from what they were read as,
 * a holding or a fund closes once.
 */
export const fundRepository = {
  findFund(db: TDbOrTx, fundId: bigint) {
    return db.selectFrom('funds').selectAll().where('id', '=', fundId).executeTakeFirst();
  },

  /** The newest funds, at most `limit`. */
  latestFunds(db: TDbOrTx, limit: number) {
    return db.selectFrom('funds').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },

  fundsByIds(db: TDbOrTx, fundIds: bigint[]) {
    return fundIds.length ? db.selectFrom('funds').selectAll().where('id', 'in', fundIds).orderBy('id').execute() : Promise.resolve([]);
  },

  allFundCurrencies(db: TDbOrTx) {
    return db.selectFrom('funds').select(['id', 'currency']).execute();
  },

  insertFund(tx: TTx, values: Insertable<TFundsTable>) {
    return tx.insertInto('funds').values(values).returningAll().executeTakeFirstOrThrow();
  },

  insertTexts(tx: TTx, rows: { fund_id: bigint; locale: string; name: string }[]) {
    return tx.insertInto('fund_texts').values(rows).execute();
  },

  /** Names of some funds in the given locales. */
  texts(db: TDbOrTx, fundIds: bigint[], locales: string[]) {
    return db.selectFrom('fund_texts').select(['fund_id', 'locale', 'name']).where('fund_id', 'in', fundIds).where('locale', 'in', locales).execute();
  },

  /** Every share a user ever bought of a fund (the buy limit counts them all). */
  userShares(db: TDbOrTx, fundId: bigint, userId: bigint) {
    return db.selectFrom('fund_user_shares').select('shares').where('fund_id', '=', fundId).where('user_id', '=', userId).executeTakeFirst();
  },

  /**
   * Raises a user's bought shares by `shares` unless that passes `limit` (guarded UPDATE, after
   * making sure the row exists): the new total, or undefined when refused.
   */
  async raiseUserShares(tx: TTx, fundId: bigint, userId: bigint, shares: bigint, limit: bigint) {
    await tx.insertInto('fund_user_shares').values({ fund_id: fundId, user_id: userId, shares: 0n }).onConflict((oc) => oc.columns(['fund_id', 'user_id']).doNothing()).execute();
    return tx
      .updateTable('fund_user_shares')
      .set((eb) => ({ shares: eb('shares', '+', shares) }))
      .where('fund_id', '=', fundId)
      .where('user_id', '=', userId)
      .where((eb) => eb(eb('shares', '+', shares), '<=', limit))
      .returning('shares')
      .executeTakeFirst();
  },

  /** Sells `shares` of a fund that is normal, open at `now` and has them left (guarded UPDATE): undefined when refused. */
  sellShares(tx: TTx, fundId: bigint, shares: bigint, now: number, isNewParticipant: boolean) {
    return tx
      .updateTable('funds')
      .set((eb) => ({ sold_shares: eb('sold_shares', '+', shares), participants: eb('participants', '+', isNewParticipant ? 1n : 0n) }))
      .where('id', '=', fundId)
      .where('status', '=', BigInt(FUND_STATUS.normal))
      .where('start_at', '<=', BigInt(now))
      .where('end_at', '>', BigInt(now))
      .where((eb) => eb(eb('sold_shares', '+', shares), '<=', eb.ref('pool_shares')))
      .returning('id')
      .executeTakeFirst();
  },

  /** Marks a fund stopped unless it is already (guarded): the fund, or undefined. */
  markStopped(tx: TTx, fundId: bigint, now: number, reason: string) {
    return tx
      .updateTable('funds')
      .set({ status: BigInt(FUND_STATUS.stopped), stopped_at: BigInt(now), reason })
      .where('id', '=', fundId)
      .where('status', '!=', BigInt(FUND_STATUS.stopped))
      .returningAll()
      .executeTakeFirst();
  },

  /** Normal funds past their end marked expired: their ids. */
  expireEnded(tx: TTx, now: number) {
    return tx.updateTable('funds').set({ status: BigInt(FUND_STATUS.expired) }).where('status', '=', BigInt(FUND_STATUS.normal)).where('end_at', '<=', BigInt(now)).returning('id').execute();
  },

  /** Funds that are over (not normal) with no active holding left, of `fundIds` when given. */
  overFunds(tx: TTx, fundIds?: bigint[]) {
    let query = tx
      .selectFrom('funds')
      .selectAll()
      .where('status', '!=', BigInt(FUND_STATUS.normal))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('fund_holdings').select('id').whereRef('fund_holdings.fund_id', '=', 'funds.id').where('fund_holdings.status', '=', 'active'))));
    if (fundIds) query = query.where('id', 'in', fundIds.length ? fundIds : [0n]);
    return query.execute();
  },

  insertHolding(tx: TTx, values: Insertable<TFundHoldingsTable>) {
    return tx.insertInto('fund_holdings').values(values).returningAll().executeTakeFirstOrThrow();
  },

  findHolding(db: TDbOrTx, holdingId: bigint) {
    return db.selectFrom('fund_holdings').selectAll().where('id', '=', holdingId).executeTakeFirstOrThrow();
  },

  activeHoldingsOfFund(db: TDbOrTx, fundId: bigint) {
    return db.selectFrom('fund_holdings').selectAll().where('fund_id', '=', fundId).where('status', '=', 'active').orderBy('id').execute();
  },

  /** Active holdings whose first day is at or before `day`. */
  activeHoldingsFrom(db: TDbOrTx, day: number) {
    return db.selectFrom('fund_holdings').selectAll().where('status', '=', 'active').where('first_day', '<=', BigInt(day)).orderBy('id').execute();
  },

  /** Active holdings of some funds, with what they may still cost. */
  activeHoldingsOf(db: TDbOrTx, fundIds: bigint[]) {
    return db.selectFrom('fund_holdings').select(['fund_id', 'principal', 'rate_ppm', 'cycle_days', 'interest_paid']).where('fund_id', 'in', fundIds).where('status', '=', 'active').execute();
  },

  /** Every active holding with its fund's currency and rebate rates (the audit's and the reserves' view). */
  activeHoldingsWithTerms(db: TDbOrTx) {
    return db
      .selectFrom('fund_holdings as h')
      .innerJoin('funds as f', 'f.id', 'h.fund_id')
      .select(['h.user_id', 'h.fund_id', 'f.currency', 'h.principal', 'h.rate_ppm', 'h.cycle_days', 'h.interest_paid', 'f.rebate1_ppm', 'f.rebate2_ppm', 'f.rebate3_ppm'])
      .where('h.status', '=', 'active')
      .execute();
  },

  activeHoldingCounts(db: TDbOrTx) {
    return db.selectFrom('fund_holdings').select(['fund_id', (eb) => eb.fn.countAll<bigint>().as('n')]).where('status', '=', 'active').groupBy('fund_id').execute();
  },

  holdingCountsByStatus(db: TDbOrTx) {
    return db.selectFrom('fund_holdings').select(['status', (eb) => eb.fn.countAll<bigint>().as('n')]).groupBy('status').execute();
  },

  /**
   * Moves a holding's paid days from `from` to `to` with its interest paid, only while it is active
   * and still at `from` (guarded): the holding as it now is, or undefined when another payer moved it first.
   */
  moveDays(tx: TTx, holdingId: bigint, from: number, to: number, interestPaid: bigint) {
    return tx
      .updateTable('fund_holdings')
      .set({ days_paid: BigInt(to), interest_paid: interestPaid })
      .where('id', '=', holdingId)
      .where('days_paid', '=', BigInt(from))
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
  },

  /** Ends an active holding (guarded: once): the holding, or undefined. */
  closeHolding(tx: TTx, holdingId: bigint, status: 'matured' | 'stopped', now: number) {
    return tx.updateTable('fund_holdings').set({ status, closed_at: BigInt(now) }).where('id', '=', holdingId).where('status', '=', 'active').returningAll().executeTakeFirst();
  },

  async insertPayouts(tx: TTx, rows: Omit<TFundPayoutsTable, 'id'>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) await tx.insertInto('fund_payouts').values(rows.slice(i, i + 500)).execute();
  },

  /** One page of funds, newest first, of one status (a normal fund past its end counts as expired). */
  async fundPage(db: TDbOrTx, now: number, status: number | undefined, paging: TPaging) {
    let base = db.selectFrom('funds');
    if (status === 0) base = base.where('status', '=', 0n).where('end_at', '>', BigInt(now));
    else if (status === 1) base = base.where((eb) => eb.or([eb('status', '=', 1n), eb.and([eb('status', '=', 0n), eb('end_at', '<=', BigInt(now))])]));
    else if (status === 2) base = base.where('status', '=', 2n);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute();
    return { total: total.n, rows };
  },

  /** Shares a user holds in a fund's active holdings. */
  async activeShares(db: TDbOrTx, fundId: bigint, userId: bigint): Promise<bigint> {
    const held = await db
      .selectFrom('fund_holdings')
      .select(sql<bigint>`coalesce(sum(shares), 0)`.as('n'))
      .where('fund_id', '=', fundId)
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return held.n;
  },

  /** One page of a user's holdings, newest first, of one status or all. */
  async holdingPage(db: TDbOrTx, userId: bigint, status: TFundHoldingsTable['status'] | 'all', paging: TPaging) {
    let base = db.selectFrom('fund_holdings').where('user_id', '=', userId);
    if (status !== 'all') base = base.where('status', '=', status);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute();
    return { total: total.n, rows };
  },

  /** A user's principal in active holdings, per currency. */
  activePrincipalByCurrency(db: TDbOrTx, userId: bigint) {
    return db
      .selectFrom('fund_holdings as h')
      .innerJoin('funds as f', 'f.id', 'h.fund_id')
      .select(['f.currency', sql<bigint>`sum(h.principal)`.as('sum')])
      .where('h.user_id', '=', userId)
      .where('h.status', '=', 'active')
      .groupBy('f.currency')
      .execute();
  },

  /** A user's earnings (interest and rebates) per currency: their sum and the last day paid. */
  earnedByCurrency(db: TDbOrTx, userId: bigint) {
    return db
      .selectFrom('fund_payouts')
      .where('beneficiary_id', '=', userId)
      .where('kind', 'in', ['interest', 'rebate'])
      .select(['currency', sql<bigint>`sum(amount)`.as('sum'), sql<bigint>`max(day)`.as('last')])
      .groupBy('currency')
      .execute();
  },

  /** What a user earned (interest and rebates) of a currency on one day. */
  earnedOnDay(db: TDbOrTx, userId: bigint, currency: string, day: bigint) {
    return db
      .selectFrom('fund_payouts')
      .where('beneficiary_id', '=', userId)
      .where('kind', 'in', ['interest', 'rebate'])
      .select(sql<bigint>`coalesce(sum(amount), 0)`.as('sum'))
      .where('currency', '=', currency)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
  },

  /** One page of a user's payouts, newest first, of one kind or all, of one holding when given. */
  async payoutPage(db: TDbOrTx, userId: bigint, filter: { kind: TFundPayoutsTable['kind'] | 'all'; holdingId?: bigint }, paging: TPaging) {
    let base = db.selectFrom('fund_payouts as p').innerJoin('fund_holdings as h', 'h.id', 'p.holding_id').where('p.beneficiary_id', '=', userId);
    if (filter.kind !== 'all') base = base.where('p.kind', '=', filter.kind);
    if (filter.holdingId !== undefined) base = base.where('p.holding_id', '=', filter.holdingId);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['p.id', 'p.kind', 'p.level', 'p.holding_id', 'h.fund_id', 'p.currency', 'p.day', 'p.amount', 'p.created_at'])
      .orderBy('p.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute();
    return { total: total.n, rows };
  },

  /** The accrual jobs of a kind, the newest due first (the operator's fund:list). */
  latestJobs(db: TDbOrTx, kind: string, limit: number) {
    return db.selectFrom('jobs').select(['key', 'status', 'due_at', 'last_error']).where('kind', '=', kind).orderBy('due_at', 'desc').limit(limit).execute();
  },

  /** Jobs of a kind not done whose last try failed. */
  failingJobs(db: TDbOrTx, kind: string) {
    return db.selectFrom('jobs').select(['key', 'status', 'last_error']).where('kind', '=', kind).where('status', '!=', 'done').where('last_error', 'is not', null).execute();
  },
};
