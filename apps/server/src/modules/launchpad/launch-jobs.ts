import { z } from 'zod';
import type { Transaction } from 'kysely';
import { allocate, formatAmount, formatUnits, LAUNCH_QUOTE, type TAllocation } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import type { TWriteIoFactory } from '../../platform/db/write-io.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { defineJob, PermanentJobError, type TJobHandler } from '../../platform/jobs/job-types.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { postTransaction, type TLedgerTransaction, type TPosting } from '../ledger/post-transaction.js';
import { postTransactionsBulk } from '../ledger/post-transactions-bulk.js';
import { notifyMany, type TNotification } from '../messages/notify.js';
import { ensureAsset, LAUNCH_ALLOCATE_KIND, LAUNCH_UNLOCK_KIND, projectJobKey, type TProjectRow } from './launch-projects.js';
import { launchpadRepository } from './launchpad.repository.js';

const ZProjectPayload = z.object({ projectId: z.string().regex(/^\d+$/) });

type TJobDeps = {
  clock: TClock;
  /** The bulk writer of the process (deps.writeIo); without it (the ops command line) each transaction is posted on its own. */
  writeIo?: TWriteIoFactory;
};

/** Posts the transactions in bulk when a bulk writer is at hand, else one by one: the same rules either way. */
async function postAll(tx: Transaction<TDatabase>, deps: TJobDeps, now: number, transactions: TLedgerTransaction[]): Promise<void> {
  if (transactions.length === 0) return;
  if (deps.writeIo) {
    await postTransactionsBulk(deps.writeIo(tx), transactions.map((t) => ({ ...t, createdAt: now })));
    return;
  }
  for (const t of transactions) await postTransaction(tx, now, t);
}

const nonZero = (postings: TPosting[]) => postings.filter((p) => p.amount !== 0n);

/**
 * The ledger side of an allocation: per subscriber the whole commitment out of the frozen USDT, the
 * cost to the proceeds, the refund back to available, the tokens from the escrow to the frozen
 * (locked) bucket; then what was not sold from the escrow back to the issuer. Zero legs are left out.
 */
function allocationTransactions(project: TProjectRow, result: TAllocation, userOf: (subscriptionId: bigint) => bigint): TLedgerTransaction[] {
  const projectId = project.id;
  const transactions: TLedgerTransaction[] = result.lines.map((line) => {
    const userId = userOf(line.id);
    return {
      type: 'launch_allocate',
      reference: `launch:${projectId}:allocate:${line.id}`,
      userId,
      memo: `${project.symbol} subscription allocated`,
      postings: nonZero([
        { account: frozen(userId), asset: LAUNCH_QUOTE, amount: -line.committed },
        { account: available(userId), asset: LAUNCH_QUOTE, amount: line.refund },
        { account: system('launch_proceeds'), asset: LAUNCH_QUOTE, amount: line.cost },
        { account: system('launch_escrow', projectId), asset: project.symbol, amount: -line.allocated },
        { account: frozen(userId), asset: project.symbol, amount: line.allocated },
      ]),
    };
  });
  if (result.leftover > 0n) {
    transactions.push({
      type: 'launch_leftover',
      reference: `launch:${projectId}:leftover`,
      memo: `${project.symbol} supply not sold, back to the issuer`,
      postings: [
        { account: system('launch_escrow', projectId), asset: project.symbol, amount: -result.leftover },
        { account: system('launch_issuer'), asset: project.symbol, amount: result.leftover },
      ],
    });
  }
  return transactions;
}

export type TAllocationSummary = { projectId: bigint; subscribers: number; allocated: bigint; leftover: bigint; proceeds: bigint } | null;

/**
 * The allocation of a project that has ended (issue 16), in the job's transaction: the project is
 * turned to `allocated` first (under its row lock: no commitment can land after that), then the
 * published rule (contracts launchpad/allocate.ts) is applied to the pending subscriptions, and per
 * subscriber one `launch_allocate` transaction: the whole commitment leaves the frozen USDT, the
 * cost goes to the issuer's proceeds, the rest back to the subscriber's available USDT, and the
 * tokens from the project's escrow to the subscriber's frozen (locked) bucket. What was not sold
 * goes back to the issuer. The release is queued for the lock's end. Nothing before the end;
 * a project allocated already answers null (a second run does nothing).
 */
export async function allocateProject(tx: Transaction<TDatabase>, deps: TJobDeps, projectId: bigint): Promise<TAllocationSummary> {
  const now = deps.clock.now();
  const turned = await launchpadRepository.markAllocated(tx, projectId, now);
  if (!turned) {
    const project = await launchpadRepository.findProject(tx, projectId);
    if (!project) throw new PermanentJobError(`no launch project ${projectId}`);
    // Due before the end (a clock behind the queue's): try again later.
    if (project.status === 'scheduled') throw new Error(`launch project ${projectId} ends at ${new Date(Number(project.end_at)).toISOString()}`);
    return null;
  }
  await ensureAsset(tx, turned.symbol);
  const scale = Number(turned.scale);
  const subs = await launchpadRepository.subscriptionsInState(tx, projectId, 'pending');
  const result = allocate({
    supply: turned.supply,
    price: turned.price,
    scale,
    subscriptions: subs.map((s) => ({ id: s.id, committed: s.committed, subscribedAt: Number(s.created_at) })),
  });
  const byId = new Map(subs.map((s) => [s.id, s]));
  const transactions = allocationTransactions(turned, result, (id) => byId.get(id)!.user_id);
  await postAll(tx, deps, now, transactions);
  await launchpadRepository.writeAllocations(tx, result.lines, now);
  await launchpadRepository.setAllocatedTotal(tx, projectId, result.allocated);
  const notes: TNotification[] = result.lines.map((line) => ({
    userId: byId.get(line.id)!.user_id,
    kind: 'launchAllocated',
    params: {
      projectId: String(projectId),
      symbol: turned.symbol,
      allocated: formatUnits(line.allocated, scale),
      cost: formatAmount(line.cost, LAUNCH_QUOTE),
      refund: formatAmount(line.refund, LAUNCH_QUOTE),
    },
    ref: `launch:${projectId}`,
    now: BigInt(now),
  }));
  await notifyMany(tx, notes);
  await enqueue(tx, deps.clock, { kind: LAUNCH_UNLOCK_KIND, key: projectJobKey(projectId), payload: { projectId: String(projectId) }, dueAt: Number(turned.unlock_at), maxAttempts: 50 });
  return { projectId, subscribers: subs.length, allocated: result.allocated, leftover: result.leftover, proceeds: result.proceeds };
}

/**
 * The end of a project's lock: each allocation moves from the subscriber's frozen bucket to
 * available (`launch_unlock`) and the subscriptions and project are released. Nothing before the
 * unlock time; a project released already answers null.
 */
export async function unlockProject(tx: Transaction<TDatabase>, deps: TJobDeps, projectId: bigint): Promise<{ projectId: bigint; released: number } | null> {
  const now = deps.clock.now();
  const turned = await launchpadRepository.markReleased(tx, projectId, now);
  if (!turned) {
    const project = await launchpadRepository.findProject(tx, projectId);
    if (!project) throw new PermanentJobError(`no launch project ${projectId}`);
    if (project.status === 'allocated') throw new Error(`launch project ${projectId} unlocks at ${new Date(Number(project.unlock_at)).toISOString()}`);
    return null;
  }
  const scale = Number(turned.scale);
  const subs = await launchpadRepository.subscriptionsInState(tx, projectId, 'allocated');
  const holders = subs.filter((s) => s.allocated > 0n);
  await postAll(
    tx,
    deps,
    now,
    holders.map((s) => ({
      type: 'launch_unlock',
      reference: `launch:${projectId}:unlock:${s.id}`,
      userId: s.user_id,
      memo: `${turned.symbol} lock ended`,
      postings: [
        { account: frozen(s.user_id), asset: turned.symbol, amount: -s.allocated },
        { account: available(s.user_id), asset: turned.symbol, amount: s.allocated },
      ],
    })),
  );
  await launchpadRepository.releaseSubscriptions(tx, projectId, now);
  await notifyMany(
    tx,
    holders.map((s) => ({
      userId: s.user_id,
      kind: 'launchUnlocked',
      params: { projectId: String(projectId), symbol: turned.symbol, amount: formatUnits(s.allocated, scale) },
      ref: `launch:${projectId}`,
      now: BigInt(now),
    })),
  );
  return { projectId, released: holders.length };
}

type TLogger = { info(details: object, message: string): void };

/** The durable allocation job (`launch.allocate`, one per project, due at its end). */
export function launchAllocateJob(deps: TJobDeps & { logger?: TLogger }): TJobHandler<z.infer<typeof ZProjectPayload>> {
  return defineJob({
    kind: LAUNCH_ALLOCATE_KIND,
    payload: ZProjectPayload,
    async run(job, tx) {
      const summary = await allocateProject(tx, deps, BigInt(job.payload.projectId));
      if (summary) deps.logger?.info({ job: String(job.id), ...summary, allocated: String(summary.allocated), leftover: String(summary.leftover), proceeds: String(summary.proceeds), projectId: String(summary.projectId) }, 'launch allocated');
    },
  });
}

/** The durable release job (`launch.unlock`, one per project, due at the lock's end; queued by the allocation). */
export function launchUnlockJob(deps: TJobDeps & { logger?: TLogger }): TJobHandler<z.infer<typeof ZProjectPayload>> {
  return defineJob({
    kind: LAUNCH_UNLOCK_KIND,
    payload: ZProjectPayload,
    async run(job, tx) {
      const summary = await unlockProject(tx, deps, BigInt(job.payload.projectId));
      if (summary) deps.logger?.info({ job: String(job.id), projectId: String(summary.projectId), released: summary.released }, 'launch released');
    },
  });
}

export const launchJobs = (deps: TJobDeps & { logger?: TLogger }) => [launchAllocateJob(deps), launchUnlockJob(deps)];
