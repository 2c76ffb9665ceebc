import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';

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

  /**
   * Sets an existing parameter and records who, why, before and after in the same transaction;
   * null when no parameter has that name. Shared by `param:set` and the operator console.
   */
  async setRecorded(
    ctx: { db: Kysely<TDatabase>; clock: TClock },
    change: { name: string; value: string },
    by: { operator: string; reason?: string; approvedBy?: string | null; action?: string },
  ): Promise<{ name: string; before: string; after: string } | null> {
    return ctx.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('params').select('value').where('name', '=', change.name).executeTakeFirst();
      if (!row) return null;
      await paramsRepository.set(tx, change.name, change.value, by.operator, ctx.clock.now());
      await recordOperatorAction(tx, ctx.clock, {
        operator: by.operator,
        action: by.action ?? 'param:set',
        subject: change.name,
        detail: { before: row.value, after: change.value },
        reason: by.reason ?? '',
        before: row.value,
        after: change.value,
        approvedBy: by.approvedBy ?? null,
      });
      return { name: change.name, before: row.value, after: change.value };
    });
  },
};
