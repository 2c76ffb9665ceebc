import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TInviteCashbacksTable, TInvitePayoutsTable, TInviteSettingsTable } from '../../platform/db/schema-invites.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

export type TInviteCashbackRow = Selectable<TInviteCashbacksTable>;
export type TPage = { pageNo: number; pageSize: number; level: number };

/**
 * Level-1 friends whose cashback is due: verified (kyc_status 2), a credited deposit, no cashback
 * paid yet, and not the referrer (no self-referral: neither the same account nor a shared
 * identity). The one definition of "due" for the payer, the summary's waiting count and
 * `invite:list`: a friend the payer would skip is never counted as waiting.
 */
function dueCashbacks(db: TDb) {
  return (
    db
      .selectFrom('referrals as r')
      .innerJoin('users as f', 'f.id', 'r.user_id')
      .where('r.level', '=', 1n)
      .whereRef('r.user_id', '<>', 'r.ancestor_id')
      // The identity rule of identity.ts in SQL: any KYC submission of the friend and any of the referrer share a hash.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('kyc_submissions as kf')
              .innerJoin('kyc_submissions as ka', 'ka.identity_hash', 'kf.identity_hash')
              .select(sql`1`.as('one'))
              .whereRef('kf.user_id', '=', 'r.user_id')
              .whereRef('ka.user_id', '=', 'r.ancestor_id'),
          ),
        ),
      )
      .where('f.kyc_status', '=', 2n)
      .where(({ exists, selectFrom }) => exists(selectFrom('deposits as d').select(sql`1`.as('one')).whereRef('d.user_id', '=', 'f.id').where('d.status', '=', 1n)))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('invite_payouts as p').select(sql`1`.as('one')).whereRef('p.friend_id', '=', 'f.id').where('p.kind', '=', 'cashback'))),
      )
  );
}

/** The due cashbacks of friends without a fixed one yet (invite_cashbacks has no row for them). */
function dueUnfixedCashbacks(db: TDb) {
  return dueCashbacks(db).where(({ not, exists, selectFrom }) =>
    not(exists(selectFrom('invite_cashbacks as c').select(sql`1`.as('one')).whereRef('c.friend_id', '=', 'r.user_id'))),
  );
}

/**
 * The invite programme's own tables (invite_settings, invite_cashbacks, invite_payouts) and what
 * it reads of the referral tree, the users it shows and its jobs. The rebates' tables and the fee
 * records they are computed from are in rebates.repository.ts.
 */
export const invitesRepository = {
  settings(db: TDb): Promise<Selectable<TInviteSettingsTable>> {
    return db.selectFrom('invite_settings').selectAll().where('id', '=', 1n).executeTakeFirstOrThrow();
  },

  async saveSettings(db: TDb, values: Omit<TInviteSettingsTable, 'id'>): Promise<void> {
    await db.updateTable('invite_settings').set(values).where('id', '=', 1n).execute();
  },

  /** Takes the settings row's lock until the transaction ends (PostgreSQL): the programme's payouts run one at a time. */
  async lockSettings(tx: Transaction<TDatabase>): Promise<void> {
    await tx.updateTable('invite_settings').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', 1n).execute();
  },

  /** How many friends' cashbacks are due (dueCashbacks), of one referrer or of everyone. */
  async countDueCashbacks(db: TDb, referrerId?: bigint): Promise<number> {
    let query = dueCashbacks(db);
    if (referrerId !== undefined) query = query.where('r.ancestor_id', '=', referrerId);
    const row = await query.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** How many friends qualify for a cashback that is not fixed yet. */
  async countDueUnfixedCashbacks(db: TDb): Promise<bigint> {
    const row = await dueUnfixedCashbacks(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return BigInt(row?.n ?? 0);
  },

  /** Friends who qualify for a cashback not fixed yet (of these friends only, when given), with their referrer, friend first. */
  dueUnfixedCashbacks(db: TDb, friendIds: bigint[] | undefined, limit: number) {
    let query = dueUnfixedCashbacks(db);
    if (friendIds) query = query.where('r.user_id', 'in', friendIds);
    return query.select(['r.user_id as friend_id', 'r.ancestor_id']).orderBy('r.user_id').limit(limit).execute();
  },

  /** Fixes cashbacks; a friend who has one already keeps it (the friend is the key). */
  async insertCashbacks(db: TDb, rows: TInviteCashbackRow[]): Promise<void> {
    await db.insertInto('invite_cashbacks').values(rows).onConflict((oc) => oc.column('friend_id').doNothing()).execute();
  },

  /** Cashbacks fixed and not reserved yet, oldest friend first. */
  unreservedCashbacks(db: TDb, limit: number): Promise<TInviteCashbackRow[]> {
    return db.selectFrom('invite_cashbacks').selectAll().where('reserved', '=', 0n).orderBy('friend_id').limit(limit).execute();
  },

  /** Cashbacks reserved and not paid yet, oldest friend first. */
  reservedUnpaidCashbacks(db: TDb, limit: number): Promise<TInviteCashbackRow[]> {
    return db.selectFrom('invite_cashbacks').selectAll().where('reserved', '=', 1n).where('paid', '=', 0n).orderBy('friend_id').limit(limit).execute();
  },

  /** Marks a cashback reserved, guarded: false when another transaction did first. */
  async markCashbackReserved(db: TDb, friendId: bigint): Promise<boolean> {
    const marked = await db.updateTable('invite_cashbacks').set({ reserved: 1n }).where('friend_id', '=', friendId).where('reserved', '=', 0n).executeTakeFirst();
    return marked.numUpdatedRows > 0n;
  },

  /** Marks a cashback paid, guarded: false when another transaction did first. */
  async markCashbackPaid(db: TDb, friendId: bigint): Promise<boolean> {
    const marked = await db.updateTable('invite_cashbacks').set({ paid: 1n }).where('friend_id', '=', friendId).where('paid', '=', 0n).executeTakeFirst();
    return marked.numUpdatedRows > 0n;
  },

  /** The unpaid cashbacks' total, USDT units, of those not reserved yet and of those reserved. */
  async unpaidCashbackTotals(db: TDb): Promise<{ unreserved: bigint; reserved: bigint }> {
    const rows = await db
      .selectFrom('invite_cashbacks')
      .select(['reserved', sql<bigint>`sum(amount)`.as('total')])
      .where('paid', '=', 0n)
      .groupBy('reserved')
      .execute();
    const of = (flag: bigint) => BigInt(rows.find((r) => BigInt(r.reserved) === flag)?.total ?? 0n);
    return { unreserved: of(0n), reserved: of(1n) };
  },

  async insertPayout(db: TDb, row: Insertable<TInvitePayoutsTable>): Promise<void> {
    await db.insertInto('invite_payouts').values(row).execute();
  },

  /** Which of these keys were paid already. */
  async paidKeys(db: TDb, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await db.selectFrom('invite_payouts').select('key').where('key', 'in', keys).execute();
    return rows.map((r) => r.key);
  },

  /** What a user earned, per level, kind and asset. */
  earnedBy(db: TDb, beneficiaryId: bigint) {
    return db
      .selectFrom('invite_payouts')
      .select(['level', 'kind', 'asset', (eb) => eb.fn.sum<bigint>('amount').as('amount')])
      .where('beneficiary_id', '=', beneficiaryId)
      .groupBy(['level', 'kind', 'asset'])
      .execute();
  },

  /** One page of a user's payouts, newest first, with the friend's contact to mask; and how many there are. */
  async payoutsPage(db: TDb, beneficiaryId: bigint, q: TPage & { kind: 'all' | 'rebate' | 'cashback' }) {
    let base = db.selectFrom('invite_payouts as p').innerJoin('users as f', 'f.id', 'p.friend_id').where('p.beneficiary_id', '=', beneficiaryId);
    if (q.level > 0) base = base.where('p.level', '=', BigInt(q.level));
    if (q.kind !== 'all') base = base.where('p.kind', '=', q.kind);
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['p.id', 'p.day', 'p.level', 'p.kind', 'p.asset', 'p.amount', 'p.created_at', 'f.email', 'f.area_code', 'f.phone'])
      .orderBy('p.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute();
    return { rows, total: Number(total.n) };
  },

  /** How many friends a user has on each level. */
  friendCounts(db: TDb, ancestorId: bigint) {
    return db
      .selectFrom('referrals')
      .select(['level', (eb) => eb.fn.countAll<bigint>().as('n')])
      .where('ancestor_id', '=', ancestorId)
      .groupBy('level')
      .execute();
  },

  /** One page of a user's friends, newest first, with the contact to mask; and how many there are. */
  async friendsPage(db: TDb, ancestorId: bigint, q: TPage) {
    let base = db.selectFrom('referrals as r').innerJoin('users as f', 'f.id', 'r.user_id').where('r.ancestor_id', '=', ancestorId);
    if (q.level > 0) base = base.where('r.level', '=', BigInt(q.level));
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['r.level', 'f.email', 'f.area_code', 'f.phone', 'f.created_at', 'f.kyc_status'])
      .orderBy('f.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute();
    return { rows, total: Number(total.n) };
  },

  /** The referrers of these friends, on every level. */
  referrersOf(db: TDb, friendIds: bigint[]) {
    return db.selectFrom('referrals').select(['user_id', 'ancestor_id', 'level']).where('user_id', 'in', friendIds).execute();
  },

  /** The identity hash of every KYC submission of these users, whatever its state. */
  identityHashes(db: TDb, userIds: bigint[]) {
    return db.selectFrom('kyc_submissions').select(['user_id', 'identity_hash']).where('user_id', 'in', userIds).execute();
  },

  /** The newest jobs of a kind (invite:list shows the last payouts). */
  latestJobs(db: TDb, kind: string, limit: number) {
    return db.selectFrom('jobs').select(['key', 'status', 'due_at']).where('kind', '=', kind).orderBy('due_at', 'desc').limit(limit).execute();
  },

  /** Jobs of a kind not done whose last run failed, with why. */
  failingJobs(db: TDb, kind: string) {
    return db.selectFrom('jobs').select(['key', 'status', 'last_error']).where('kind', '=', kind).where('status', '!=', 'done').where('last_error', 'is not', null).execute();
  },

  /** Whether a job of a kind is waiting or running (a chain of runs is alive). */
  async hasQueuedJob(db: TDb, kind: string): Promise<boolean> {
    return (await db.selectFrom('jobs').select('id').where('kind', '=', kind).where('status', 'in', ['pending', 'running']).executeTakeFirst()) !== undefined;
  },
};
