import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { SqliteAdapter, sql } from 'kysely';
import type { TDatabase, TUsersTable } from '../../platform/db/schema.js';
import type { TTarget } from './targets.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

export type TUserRow = Selectable<TUsersTable>;

/** The only place the accounts domain's SQL lives. */
export const accountsRepository = {
  findById(db: TDbOrTx, id: bigint) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByTarget(db: TDbOrTx, target: TTarget) {
    const column = target.channel === 'email' ? 'email' : 'phone_account';
    return db.selectFrom('users').selectAll().where(column, '=', target.target).executeTakeFirst();
  },

  findByInvitationCode(db: TDbOrTx, code: string) {
    return db.selectFrom('users').selectAll().where('invitation_code', '=', code.toUpperCase()).executeTakeFirst();
  },

  async isTaken(db: TDbOrTx, column: 'uid' | 'invitation_code', value: string): Promise<boolean> {
    const row = await db.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst();
    return row !== undefined;
  },

  /** The referrer's own chain, so a new user's chain is the referrer plus its first two ancestors. */
  ancestorsOf(db: TDbOrTx, userId: bigint) {
    return db
      .selectFrom('referrals')
      .select(['ancestor_id', 'level'])
      .where('user_id', '=', userId)
      .where('level', '<=', 2n)
      .orderBy('level')
      .execute();
  },

  async insertUser(db: TDbOrTx, values: Insertable<TUsersTable>): Promise<bigint> {
    const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  insertReferrals(db: TDbOrTx, rows: { user_id: bigint; ancestor_id: bigint; level: bigint }[]) {
    return rows.length ? db.insertInto('referrals').values(rows).execute() : Promise.resolve([]);
  },

  updateUser(db: TDbOrTx, id: bigint, values: Updateable<TUsersTable>) {
    return db.updateTable('users').set(values).where('id', '=', id).execute();
  },

  /** Sets the declared country unless KYC has set one (guarded, so a verification at the same moment wins); true when it did. */
  async updateDeclaredCountry(db: TDbOrTx, id: bigint, country: string, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ country, updated_at: now })
      .where('id', '=', id)
      .where('kyc_country', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** A user by UID or e-mail (an e-mail compared in lower case), for operators' commands. */
  findByUidOrEmail(db: TDbOrTx, text: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('uid', '=', text), eb('email', '=', text.toLowerCase())]))
      .executeTakeFirst();
  },

  /**
   * One page of users, newest first, whose e-mail (lower case), uid or phone starts with `q`
   * (all of them for an empty `q`); `q`'s own % and _ are taken literally.
   */
  async searchPage(db: TDbOrTx, q: string, paging: { pageNo: number; pageSize: number }): Promise<{ rows: TUserRow[]; total: number }> {
    const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    let base = db.selectFrom('users');
    if (q) {
      const lower = prefix(q.toLowerCase());
      const raw = prefix(q.replace(/^\+/, ''));
      base = base.where((eb) =>
        eb.or([eb('email', 'like', lower), eb('uid', 'like', prefix(q)), eb('phone', 'like', raw), eb('phone_account', 'like', raw), eb('phone_account', 'like', prefix(q))]),
      );
    }
    const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute();
    return { rows, total: Number(total.n) };
  },

  /** Users' uids by id (for operators' queues). */
  uidsByIds(db: TDbOrTx, ids: bigint[]) {
    return db.selectFrom('users').select(['id', 'uid']).where('id', 'in', ids).execute();
  },
};

/** Locks a user's row until the transaction ends (PostgreSQL; SQLite has one writer at a time already): one user's requests that count then insert take turns. */
export async function lockUserRow(tx: Transaction<TDatabase>, userId: bigint): Promise<void> {
  if (tx.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`select id from users where id = ${userId} for update`.execute(tx);
}
