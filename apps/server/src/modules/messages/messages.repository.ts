import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { TMessageFilter } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TNoticePlacement, TNoticesTable, TUserMessagesTable } from '../../platform/db/schema-messages.js';
import type { Selectable } from 'kysely';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

export type TNoticeRow = Selectable<TNoticesTable>;
export type TUserMessageRow = Selectable<TUserMessagesTable>;
export type TNoticeText = { title: string; content: string };

/** A message of a list page before it is worded: which table, which row. */
export type TMessageRef = { src: 'n' | 'm'; id: bigint };

const PUBLISHED = 1n;

/** Rows per bulk insert (6 parameters each: well under SQLite's and PostgreSQL's limits). */
const INSERT_CHUNK = 1_000;

type TNewMessage = Omit<Insertable<TUserMessagesTable>, 'id' | 'read_at'>;

/**
 * The only place the messages' SQL lives (notices, their texts and reads; personal notifications).
 * Every personal query carries the user's id: a notification is read, listed or marked by its
 * owner only.
 */
export const messagesRepository = {
  /** One page of refs, newest first: notices (placement 'message', published) and/or the user's notifications. */
  async page(db: TDb, userId: bigint | null, filter: TMessageFilter, limit: number, offset: number): Promise<{ refs: TMessageRef[]; total: number }> {
    const notices = db
      .selectFrom('notices')
      .select([sql<string>`'n'`.as('src'), 'id', 'created_at'])
      .where('placement', '=', 'message')
      .where('published', '=', PUBLISHED);
    const personal = db
      .selectFrom('user_messages')
      .select([sql<string>`'m'`.as('src'), 'id', 'created_at'])
      .where('user_id', '=', userId ?? -1n);
    const hasNotices = filter !== 'personal';
    const hasPersonal = filter !== 'notices' && userId !== null;
    if (!hasNotices && !hasPersonal) return { refs: [], total: 0 };
    // One shape (src, id, created_at) from either table: the union pages both in one order.
    const base = (hasNotices && hasPersonal ? notices.unionAll(personal) : hasNotices ? notices : personal) as unknown as typeof notices;
    const rows = await base.orderBy('created_at', 'desc').orderBy('id', 'desc').orderBy('src').limit(limit).offset(offset).execute();
    let total = 0;
    if (hasNotices) total += Number((await notices.clearSelect().select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow()).n);
    if (hasPersonal) total += Number((await personal.clearSelect().select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow()).n);
    return { refs: rows.map((r) => ({ src: r.src === 'n' ? 'n' : 'm', id: BigInt(r.id) })), total };
  },

  async noticesByIds(db: TDb, ids: bigint[]): Promise<TNoticeRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('notices').selectAll().where('id', 'in', ids).execute();
  },

  async ownMessagesByIds(db: TDb, userId: bigint, ids: bigint[]): Promise<TUserMessageRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('user_messages').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
  },

  /** The texts of notices in one language and in en-US (the fallback), by notice id. */
  async texts(db: TDb, ids: bigint[], locale: string): Promise<Map<bigint, TNoticeText>> {
    const found = new Map<bigint, TNoticeText>();
    if (ids.length === 0) return found;
    const rows = await db.selectFrom('notice_texts').selectAll().where('notice_id', 'in', ids).where('locale', 'in', [locale, 'en-US']).execute();
    for (const r of rows.filter((row) => row.locale === 'en-US')) found.set(BigInt(r.notice_id), { title: r.title, content: r.content });
    for (const r of rows.filter((row) => row.locale === locale)) found.set(BigInt(r.notice_id), { title: r.title, content: r.content });
    return found;
  },

  /** Which of these notices the user has read. */
  async readNoticeIds(db: TDb, userId: bigint, ids: bigint[]): Promise<Set<bigint>> {
    if (ids.length === 0) return new Set();
    const rows = await db.selectFrom('notice_reads').select('notice_id').where('user_id', '=', userId).where('notice_id', 'in', ids).execute();
    return new Set(rows.map((r) => BigInt(r.notice_id)));
  },

  /** Published notices of a placement, in the operator's order (position, then newest). */
  async published(db: TDb, placement: TNoticePlacement, limit: number): Promise<TNoticeRow[]> {
    return db
      .selectFrom('notices')
      .selectAll()
      .where('placement', '=', placement)
      .where('published', '=', PUBLISHED)
      .orderBy('position')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** Unread notifications plus published site notices the user has not read. */
  async unread(db: TDb, userId: bigint): Promise<number> {
    const personal = await db
      .selectFrom('user_messages')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    const notices = await db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('placement', '=', 'message')
      .where('published', '=', PUBLISHED)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('notice_reads').select('notice_id').whereRef('notice_reads.notice_id', '=', 'notices.id').where('notice_reads.user_id', '=', userId))),
      )
      .executeTakeFirstOrThrow();
    return Number(personal.n) + Number(notices.n);
  },

  /** Marks one of the user's notifications read; false when the user has no such notification. */
  async readOwnMessage(db: TDb, userId: bigint, id: bigint, now: bigint): Promise<boolean> {
    const row = await db.selectFrom('user_messages').select(['id', 'read_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return false;
    if (row.read_at === null) await db.updateTable('user_messages').set({ read_at: now }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
    return true;
  },

  /** Marks a published site notice read for this user only; false when there is no such notice. */
  async readNotice(db: TDb, userId: bigint, id: bigint, now: bigint): Promise<boolean> {
    const notice = await db.selectFrom('notices').select('id').where('id', '=', id).where('placement', '=', 'message').where('published', '=', PUBLISHED).executeTakeFirst();
    if (!notice) return false;
    await db
      .insertInto('notice_reads')
      .values({ notice_id: id, user_id: userId, read_at: now })
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .execute();
    return true;
  },

  /** Everything read for this user: its notifications and every published site notice. */
  async readAll(db: TDb, userId: bigint, now: bigint): Promise<void> {
    await db.updateTable('user_messages').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
    await db
      .insertInto('notice_reads')
      .columns(['notice_id', 'user_id', 'read_at'])
      .expression((eb) =>
        eb
          .selectFrom('notices')
          .select(['notices.id', sql<bigint>`cast(${userId} as bigint)`.as('user_id'), sql<bigint>`cast(${now} as bigint)`.as('read_at')])
          .where('placement', '=', 'message')
          .where('published', '=', PUBLISHED),
      )
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .execute();
  },

  /** Inserts a personal notification unless (user, kind, ref) exists; its id, or null when it existed. */
  async insertMessage(db: TDb, row: TNewMessage): Promise<bigint | null> {
    const inserted = await db
      .insertInto('user_messages')
      .values({ ...row, read_at: null })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  },

  /** Inserts many notifications, each unless its (user, kind, ref) exists: one statement per 1,000 rows. */
  async insertMessages(db: TDb, rows: TNewMessage[]): Promise<void> {
    if (rows.length === 0) return;
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      // One statement with five array parameters: PostgreSQL parses and plans it once, where 10,000
      // rows of values cost a settlement pass about 300 ms (BENCH=seconds-settle).
      await sql`insert into user_messages (user_id, kind, params, ref, created_at)
        select * from unnest(cast(${rows.map((r) => String(r.user_id))} as bigint[]), cast(${rows.map((r) => r.kind)} as text[]),
          cast(${rows.map((r) => r.params)} as text[]), cast(${rows.map((r) => r.ref)} as text[]), cast(${rows.map((r) => String(r.created_at))} as bigint[]))
        on conflict (user_id, kind, ref) do nothing`.execute(db);
      return;
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db
        .insertInto('user_messages')
        .values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, read_at: null })))
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref']).doNothing())
        .execute();
    }
  },

  /** The highest notification id written so far (0 when none): where the message feed starts. */
  async highestMessageId(db: TDb): Promise<bigint> {
    const top = await db.selectFrom('user_messages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return top?.id === null || top?.id === undefined ? 0n : BigInt(top.id);
  },

  /** Notifications with an id above `after`, in id order, at most `limit` (the message feed's read). */
  messagesAfter(db: TDb, after: bigint, limit: number) {
    return db.selectFrom('user_messages').select(['id', 'user_id', 'kind']).where('id', '>', after).orderBy('id').limit(limit).execute();
  },
};
