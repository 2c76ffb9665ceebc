import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The only place the operator_alerts table's SQL lives (migration 0027). It is the platform's, not
 * the admin module's: jobs and products raise and resolve alerts, the console only lists them.
 */
export const operatorAlertsRepository = {
  /** One row per subject: a new raise counts up, takes the new detail and reopens a resolved alert. */
  async upsert(db: TDbOrTx, alert: { subject: string; kind: string; detail: string; now: bigint }): Promise<void> {
    const { subject, kind, detail, now } = alert;
    await db
      .insertInto('operator_alerts')
      .values({ subject, kind, detail, count: 1n, first_at: now, last_at: now, resolved_at: null })
      .onConflict((oc) => oc.column('subject').doUpdateSet((eb) => ({ count: eb('operator_alerts.count', '+', 1n), detail, last_at: now, resolved_at: null })))
      .execute();
  },

  /** Resolves the open alerts of these subjects (nothing for a subject without one). */
  async resolve(db: TDbOrTx, subjects: readonly string[], now: bigint): Promise<void> {
    if (subjects.length === 0) return;
    await db.updateTable('operator_alerts').set({ resolved_at: now }).where('subject', 'in', [...subjects]).where('resolved_at', 'is', null).execute();
  },

  /** The open alerts, newest first. */
  listOpen(db: TDbOrTx, limit: number) {
    return db.selectFrom('operator_alerts').selectAll().where('resolved_at', 'is', null).orderBy('last_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },

  async countOpen(db: TDbOrTx): Promise<number> {
    const row = await db.selectFrom('operator_alerts').select((eb) => eb.fn.countAll().as('n')).where('resolved_at', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Whether any alert of this kind is open. */
  async hasOpenOfKind(db: TDbOrTx, kind: string): Promise<boolean> {
    const rows = await db.selectFrom('operator_alerts').select('id').where('kind', '=', kind).where('resolved_at', 'is', null).limit(1).execute();
    return rows.length > 0;
  },
};
