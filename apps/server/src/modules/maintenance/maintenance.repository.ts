import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/** The SQL of the maintenance job's own clean-up: finished limit windows and its old runs. */
export const maintenanceRepository = {
  /** Deletes the rate-limit windows over at `now`; how many. */
  async deleteFinishedLimits(db: TDbOrTx, now: bigint): Promise<number> {
    const result = await db.deleteFrom('rate_limits').where('window_end', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Deletes the finished runs of a job kind that ended before `before`; how many. */
  async deleteRunsFinishedBefore(db: TDbOrTx, kind: string, before: bigint): Promise<number> {
    const result = await db.deleteFrom('jobs').where('kind', '=', kind).where('status', '=', 'done').where('finished_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
