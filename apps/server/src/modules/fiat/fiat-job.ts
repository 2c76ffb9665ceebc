import { z } from 'zod';
import type { TClock } from '../../platform/clock.js';
import { defineJob, type TJobHandler } from '../../platform/jobs/job-types.js';
import { expireOrder } from './buy-order-steps.js';
import { FIAT_EXPIRE_KIND } from './fiat-records.js';

const ZExpirePayload = z.object({ orderId: z.string().regex(/^\d+$/) });

type TLogger = { info(details: object, message: string): void };

/**
 * The durable expiry of a buy order (`fiat.expire`, keyed by the order's id, queued with the order
 * and due at its expires_at). Its effect commits with the job's "done" and the order's state moves
 * by a guarded UPDATE, so a repeated run, a second process or a run after a crash releases the
 * reserve once. A paid order is left for review.
 */
export function fiatExpireJob(deps: { clock: TClock; logger?: TLogger; /** Tests: hears of each run, its effect written but not committed. */ onRun?: (orderId: string) => void | Promise<void> }): TJobHandler<z.infer<typeof ZExpirePayload>> {
  return defineJob({
    kind: FIAT_EXPIRE_KIND,
    payload: ZExpirePayload,
    async run(job, tx) {
      const expired = await expireOrder(tx, deps.clock.now(), BigInt(job.payload.orderId));
      await deps.onRun?.(job.payload.orderId);
      if (expired) deps.logger?.info({ job: String(job.id), orderId: job.payload.orderId }, 'fiat order expired');
    },
  });
}
