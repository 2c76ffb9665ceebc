import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

export const paramsRepository = {
  async get(db: Kysely<TDatabase>, name: string): Promise<string | null> {
    const row = await db.selectFrom('params').select('value').where('name', '=', name).executeTakeFirst();
    return row?.value ?? null;
  },

  getPublic(db: Kysely<TDatabase>, name: string) {
    return db.selectFrom('params').select('value').where('name', '=', name).where('is_public', '=', 1n).executeTakeFirst();
  },

  list(db: Kysely<TDatabase>) {
    return db.selectFrom('params').selectAll().orderBy('name').execute();
  },

  /** Inserts a parameter unless it exists: seeding never overwrites an operator's value. */
  async ensure(db: Kysely<TDatabase>, row: { name: string; value: string; description: string; isPublic: boolean }, now: number) {
    await db
      .insertInto('params')
      .values({
        name: row.name,
        value: row.value,
        description: row.description,
        is_public: row.isPublic ? 1n : 0n,
        updated_at: BigInt(now),
        updated_by: 'seed',
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  },

  async set(db: Kysely<TDatabase> | Transaction<TDatabase>, name: string, value: string, operator: string, now: number): Promise<boolean> {
    const result = await db
      .updateTable('params')
      .set({ value, updated_at: BigInt(now), updated_by: operator })
      .where('name', '=', name)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },
};
