import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** The SQL of the audit trail: operator_actions, append-only (a trigger refuses UPDATE and DELETE). */
export const auditRepository = {
  insertOperatorAction(db: TDbOrTx, row: Insertable<TDatabase['operator_actions']>) {
    return db.insertInto('operator_actions').values(row).execute();
  },
};
