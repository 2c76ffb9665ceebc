import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { TAllocationLine } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TLaunchProjectsTable, TLaunchTextsTable } from '../../platform/db/schema-launchpad.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
type TTx = Transaction<TDatabase>;
type TPaging = { pageNo: number; pageSize: number };

/**
 * The only place the launchpad's SQL lives (launch_projects, launch_texts, launch_subscriptions).
 * The guards that make commitments and the jobs safe stay in these statements: a commitment lands
 * only on a project still subscribing and raises a subscription only within the buy limit; a
 * project turns allocated or released once.
 */
export const launchpadRepository = {
  findProject(db: TDbOrTx, projectId: bigint) {
    return db.selectFrom('launch_projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  },

  /** A project users may see (not cancelled). */
  findVisibleProject(db: TDbOrTx, projectId: bigint) {
    return db.selectFrom('launch_projects').selectAll().where('id', '=', projectId).where('status', '!=', 'cancelled').executeTakeFirst();
  },

  projectsByIds(db: TDbOrTx, projectIds: bigint[]) {
    return projectIds.length ? db.selectFrom('launch_projects').selectAll().where('id', 'in', projectIds).execute() : Promise.resolve([]);
  },

  /** Every project, oldest first (the operator's list). */
  allProjects(db: TDbOrTx) {
    return db.selectFrom('launch_projects').selectAll().orderBy('id').execute();
  },

  /** The newest projects, at most `limit`. */
  latestProjects(db: TDbOrTx, limit: number) {
    return db.selectFrom('launch_projects').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },

  /** Symbols of the projects one creator made (the demo seed's "done already?"). */
  async symbolsCreatedBy(db: TDbOrTx, createdBy: string): Promise<string[]> {
    const rows = await db.selectFrom('launch_projects').select('symbol').where('created_by', '=', createdBy).execute();
    return rows.map((r) => r.symbol);
  },

  /**
   * One page of the visible projects of a tab, by the clock: upcoming (the next to open first),
   * subscribing or ended (the newest window first).
   */
  async projectPage(db: TDbOrTx, now: number, tab: string, paging: TPaging) {
    const at = BigInt(now);
    let base = db.selectFrom('launch_projects').where('status', '!=', 'cancelled');
    if (tab === 'upcoming') base = base.where('start_at', '>', at);
    if (tab === 'subscribing') base = base.where('start_at', '<=', at).where('end_at', '>', at);
    if (tab === 'ended') base = base.where('end_at', '<=', at);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const ordered = tab === 'upcoming' ? base.orderBy('start_at', 'asc').orderBy('id', 'asc') : base.orderBy('start_at', 'desc').orderBy('id', 'desc');
    const rows = await ordered.selectAll().limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute();
    return { total: total.n, rows };
  },

  async insertProject(tx: TTx, values: Insertable<TLaunchProjectsTable>): Promise<bigint> {
    const row = await tx.insertInto('launch_projects').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  insertTexts(tx: TTx, rows: Insertable<TLaunchTextsTable>[]) {
    return tx.insertInto('launch_texts').values(rows).execute();
  },

  /** Texts of some projects in the given locales. */
  texts(db: TDbOrTx, projectIds: bigint[], locales: string[]) {
    return db.selectFrom('launch_texts').selectAll().where('project_id', 'in', projectIds).where('locale', 'in', locales).execute();
  },

  /**
   * The spot markets quoted in `quote` of some base currencies (a listed token's market). The
   * table is the catalogue's: read here until the catalogue offers the read.
   */
  marketsOfBases(db: TDbOrTx, bases: string[], quote: string) {
    return db.selectFrom('catalog_markets').select(['symbol', 'base']).where('base', 'in', bases).where('quote', '=', quote).execute();
  },

  /** Adds `amount` to the pool of a project still subscribing at `now` (guarded): undefined when it is not. */
  addToPool(tx: TTx, projectId: bigint, amount: bigint, now: number) {
    return tx
      .updateTable('launch_projects')
      .set((eb) => ({ committed_total: eb('committed_total', '+', amount) }))
      .where('id', '=', projectId)
      .where('status', '=', 'scheduled')
      .where('start_at', '<=', BigInt(now))
      .where('end_at', '>', BigInt(now))
      .returning('id')
      .executeTakeFirst();
  },

  /**
   * Makes sure the user's subscription exists (an empty pending one when missing, counted as a new
   * participant), then raises it by `amount` within `limit` (guarded): the subscription, or undefined when refused.
   */
  async raiseSubscription(tx: TTx, projectId: bigint, userId: bigint, amount: bigint, limit: bigint, now: number) {
    const inserted = await tx
      .insertInto('launch_subscriptions')
      .values({
        project_id: projectId,
        user_id: userId,
        committed: 0n,
        allocated: 0n,
        cost: 0n,
        refund: 0n,
        status: 'pending',
        created_at: BigInt(now),
        updated_at: BigInt(now),
        allocated_at: null,
        released_at: null,
      })
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await tx.updateTable('launch_projects').set((eb) => ({ participants: eb('participants', '+', 1n) })).where('id', '=', projectId).execute();
    }
    return tx
      .updateTable('launch_subscriptions')
      .set((eb) => ({ committed: eb('committed', '+', amount), updated_at: BigInt(now) }))
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where((eb) => eb(eb('committed', '+', amount), '<=', limit))
      .returningAll()
      .executeTakeFirst();
  },

  /** scheduled → allocated once its end has passed (guarded): the project, or undefined. */
  markAllocated(tx: TTx, projectId: bigint, now: number) {
    return tx
      .updateTable('launch_projects')
      .set({ status: 'allocated', allocated_at: BigInt(now) })
      .where('id', '=', projectId)
      .where('status', '=', 'scheduled')
      .where('end_at', '<=', BigInt(now))
      .returningAll()
      .executeTakeFirst();
  },

  /** allocated → released once its lock has ended (guarded): the project, or undefined. */
  markReleased(tx: TTx, projectId: bigint, now: number) {
    return tx
      .updateTable('launch_projects')
      .set({ status: 'released', released_at: BigInt(now) })
      .where('id', '=', projectId)
      .where('status', '=', 'allocated')
      .where('unlock_at', '<=', BigInt(now))
      .returningAll()
      .executeTakeFirst();
  },

  setAllocatedTotal(tx: TTx, projectId: bigint, total: bigint) {
    return tx.updateTable('launch_projects').set({ allocated_total: total }).where('id', '=', projectId).execute();
  },

  subscriptionsInState(db: TDbOrTx, projectId: bigint, status: 'pending' | 'allocated') {
    return db.selectFrom('launch_subscriptions').selectAll().where('project_id', '=', projectId).where('status', '=', status).execute();
  },

  /**
   * Writes each pending subscription's allocation: on PostgreSQL one statement for all (unnest of
   * one array per column, like write-io.ts), on SQLite one UPDATE each (in process, no round trip).
   */
  async writeAllocations(tx: TTx, lines: TAllocationLine[], now: number): Promise<void> {
    if (lines.length === 0) return;
    if (tx.getExecutor().adapter instanceof PostgresAdapter) {
      const text = (pick: (l: TAllocationLine) => bigint) => lines.map((l) => String(pick(l)));
      await sql`update launch_subscriptions as s
      set allocated = v.allocated, cost = v.cost, refund = v.refund, status = 'allocated', allocated_at = ${BigInt(now)}, updated_at = ${BigInt(now)}
      from (select unnest(cast(${text((l) => l.id)} as bigint[])) as id, unnest(cast(${text((l) => l.allocated)} as bigint[])) as allocated,
        unnest(cast(${text((l) => l.cost)} as bigint[])) as cost, unnest(cast(${text((l) => l.refund)} as bigint[])) as refund) as v
      where s.id = v.id and s.status = 'pending'`.execute(tx);
      return;
    }
    for (const line of lines) {
      await tx
        .updateTable('launch_subscriptions')
        .set({ allocated: line.allocated, cost: line.cost, refund: line.refund, status: 'allocated', allocated_at: BigInt(now), updated_at: BigInt(now) })
        .where('id', '=', line.id)
        .where('status', '=', 'pending')
        .execute();
    }
  },

  /** Every allocated subscription of a project released. */
  releaseSubscriptions(tx: TTx, projectId: bigint, now: number) {
    return tx
      .updateTable('launch_subscriptions')
      .set({ status: 'released', released_at: BigInt(now), updated_at: BigInt(now) })
      .where('project_id', '=', projectId)
      .where('status', '=', 'allocated')
      .execute();
  },

  /** One page of a user's subscriptions, newest first, of one project when `projectId` > 0. */
  async subscriptionPage(db: TDbOrTx, userId: bigint, projectId: number, paging: TPaging) {
    let base = db.selectFrom('launch_subscriptions').where('user_id', '=', userId);
    if (projectId > 0) base = base.where('project_id', '=', BigInt(projectId));
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute();
    return { total: total.n, rows };
  },

  /** What pending subscriptions hold per user (their committed sum). */
  pendingByUser(db: TDbOrTx) {
    return db
      .selectFrom('launch_subscriptions')
      .select(['user_id', sql<bigint>`sum(committed)`.as('held')])
      .where('status', '=', 'pending')
      .groupBy('user_id')
      .execute();
  },

  /** What allocated subscriptions hold per user and token (their allocated sum). */
  allocatedByUser(db: TDbOrTx) {
    return db
      .selectFrom('launch_subscriptions as s')
      .innerJoin('launch_projects as p', 'p.id', 's.project_id')
      .select(['s.user_id', 'p.symbol', sql<bigint>`sum(s.allocated)`.as('held')])
      .where('s.status', '=', 'allocated')
      .groupBy(['s.user_id', 'p.symbol'])
      .execute();
  },

  /** The launchpad's jobs of these kinds (the operator's list). */
  jobsOfKinds(db: TDbOrTx, kinds: string[]) {
    return db.selectFrom('jobs').select(['kind', 'key', 'status', 'last_error']).where('kind', 'in', kinds).execute();
  },

  /** Jobs of these kinds not done whose last try failed. */
  failingJobs(db: TDbOrTx, kinds: string[]) {
    return db.selectFrom('jobs').select(['kind', 'key', 'status', 'last_error']).where('kind', 'in', kinds).where('status', '!=', 'done').where('last_error', 'is not', null).execute();
  },
};
