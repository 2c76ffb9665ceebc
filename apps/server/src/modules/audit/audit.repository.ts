import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { actionHash, type TActionContent } from '../../platform/integrity/chain-hash.js';
import { appendToChain, inTransaction } from '../../platform/integrity/chain-heads.repository.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** The SQL of the audit trail: operator_actions, append-only (a trigger refuses UPDATE and DELETE). */
export const auditRepository = {
  /** Appends an action, chained to the one before (platform/integrity). */
  insertOperatorAction(db: TDbOrTx, row: Omit<Insertable<TDatabase['operator_actions']>, 'hash'> & TActionContent) {
    return inTransaction(db, (tx) =>
      appendToChain(tx, 'operator_actions', async (head) => {
        const hash = actionHash(head, row);
        await tx.insertInto('operator_actions').values({ ...row, hash }).execute();
        return { head: hash, result: undefined };
      }),
    );
  },
};
