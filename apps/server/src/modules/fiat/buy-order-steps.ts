import { utrProblem } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { PermanentJobError } from '../../platform/jobs/job-types.js';
import { filesRepository } from '../files/files.repository.js';
import { notify } from '../messages/notify.js';
import { ownOrder, release, usdtText, type TOrderRow, type TTx } from './fiat-records.js';
import { fiatRepository } from './fiat.repository.js';

/** Marks the caller's waiting buy order paid, with the UTR and optionally a proof the caller uploaded; before it expires. */
export async function markPaid(deps: Pick<TDeps, 'db' | 'clock'>, userId: bigint, input: { orderId: string; utr: string; proof: string }): Promise<TOrderRow> {
  const order = await ownOrder(deps.db, userId, input.orderId);
  const now = deps.clock.now();
  if (order.side !== 'buy' || order.state !== 'waiting' || order.expires_at <= BigInt(now)) throw new AppError('fiatOrderNotWaiting');
  const problem = utrProblem(input.utr);
  if (problem) throw new AppError(problem);
  let proof = '';
  if (input.proof) {
    const file = await filesRepository.findById(deps.db, input.proof.replace(/^.*\/bb\/file\//, ''));
    if (!file || file.owner_id !== userId) throw new AppError('uploadProof');
    proof = `/bb/file/${file.id}`;
  }
  const updated = await fiatRepository.moveOrder(deps.db, { id: order.id, side: 'buy', from: ['waiting'], userId, liveAt: BigInt(now) }, { state: 'paid', utr: input.utr.trim(), proof, paid_at: BigInt(now) });
  if (!updated) throw new AppError('fiatOrderNotWaiting');
  return updated;
}


/** The caller cancels a buy order still waiting for payment: its reserve goes back. */
export async function cancelOrder(deps: Pick<TDeps, 'db' | 'clock'>, userId: bigint, orderId: string): Promise<TOrderRow> {
  const order = await ownOrder(deps.db, userId, orderId);
  if (order.side !== 'buy' || order.state !== 'waiting') throw new AppError('fiatOrderNotWaiting');
  return deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    const updated = await fiatRepository.moveOrder(tx, { id: order.id, side: 'buy', from: ['waiting'], userId }, { state: 'cancelled', closed_at: BigInt(now) });
    if (!updated) throw new AppError('fiatOrderNotWaiting');
    await release(tx, now, updated, 'cancelled');
    return updated;
  });
}

/**
 * The expiry of a buy order (the `fiat.expire` job, due at expires_at): still waiting → expired,
 * its reserve back, the buyer told. A paid, decided or cancelled order is left as it is (null). A
 * waiting order not yet due (a clock behind the queue's) throws, so the job is tried again later.
 */
export async function expireOrder(tx: TTx, now: number, orderId: bigint): Promise<TOrderRow | null> {
  const updated = await fiatRepository.moveOrder(tx, { id: orderId, side: 'buy', from: ['waiting'], expiredAt: BigInt(now) }, { state: 'expired', closed_at: BigInt(now) });
  if (!updated) {
    const order = await fiatRepository.findOrder(tx, orderId);
    if (!order) throw new PermanentJobError(`no fiat order ${orderId}`);
    if (order.state === 'waiting') throw new Error(`fiat order ${orderId} expires at ${new Date(Number(order.expires_at)).toISOString()}`);
    return null;
  }
  await release(tx, now, updated, 'expired');
  await notify(tx, { userId: updated.user_id, kind: 'fiatExpired', params: { orderId: String(updated.id), amount: usdtText(updated) }, ref: `fiat:${updated.id}`, now: BigInt(now) });
  return updated;
}
