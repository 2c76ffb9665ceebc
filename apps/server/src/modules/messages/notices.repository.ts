import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TNoticePlacement, TNoticesTable, TNoticeTextsTable } from '../../platform/db/schema-messages.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

export type TNoticeRow = Selectable<TNoticesTable>;
export type TNoticeTextRow = Selectable<TNoticeTextsTable>;

/**
 * The notices as operators write them (notices, notice_texts): the ops commands, the console's
 * notices screen and the demo seed. What readers see of them is read in messages.repository.ts.
 */
export const noticesRepository = {
  find(db: TDb, id: bigint): Promise<TNoticeRow | undefined> {
    return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Every notice (of a placement), in the operator's order: placement, position, newest first. */
  list(db: TDb, placement: TNoticePlacement | undefined, limit: number): Promise<TNoticeRow[]> {
    let query = db.selectFrom('notices').selectAll().orderBy('placement').orderBy('position').orderBy('id', 'desc');
    if (placement) query = query.where('placement', '=', placement);
    return query.limit(limit).execute();
  },

  /** Whether any notice exists at all (the demo seed writes only into an empty table). */
  async hasAny(db: TDb): Promise<boolean> {
    return (await db.selectFrom('notices').select('id').limit(1).executeTakeFirst()) !== undefined;
  },

  /** Every language's text of these notices. */
  texts(db: TDb, ids: readonly bigint[]): Promise<TNoticeTextRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('notice_texts').selectAll().where('notice_id', 'in', [...ids]).execute();
  },

  async insert(db: TDb, row: Insertable<TNoticesTable>): Promise<bigint> {
    return (await db.insertInto('notices').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },

  async update(db: TDb, id: bigint, changes: Updateable<TNoticesTable>): Promise<void> {
    await db.updateTable('notices').set(changes).where('id', '=', id).execute();
  },

  /** Replaces one language's text of a notice; `null` removes it (that language then reads en-US). */
  async replaceText(db: TDb, noticeId: bigint, locale: string, text: { title: string; content: string } | null): Promise<void> {
    await db.deleteFrom('notice_texts').where('notice_id', '=', noticeId).where('locale', '=', locale).execute();
    if (text) await db.insertInto('notice_texts').values({ notice_id: noticeId, locale, title: text.title, content: text.content }).execute();
  },

  async insertTexts(db: TDb, rows: TNoticeTextRow[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('notice_texts').values(rows).execute();
  },
};
