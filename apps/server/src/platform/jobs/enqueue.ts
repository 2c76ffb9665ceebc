import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { TClock } from '../clock.js';
import type { TDatabase } from '../db/schema.js';
import { UNLIMITED_ATTEMPTS, type TJobSpec } from './job-types.js';
import { jobsRepository } from './jobs.repository.js';

export const DEFAULT_MAX_ATTEMPTS = 5;

const ZJobSpec = z.object({
  kind: z.string().min(1).max(100),
  key: z.string().min(1).max(200),
  payload: z.unknown().optional(),
  dueAt: z.number().int().nonnegative(),
  maxAttempts: z.union([z.number().int().min(1).max(100), z.literal('unlimited')]).optional(),
});

/** JSON with bigints as decimal strings (amounts and ids are bigints; JSON has no such number); none is `{}`. */
export function encodePayload(payload: unknown): string {
  return JSON.stringify(payload ?? {}, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

/**
 * Queues a job, once per (kind, key): INSERT … ON CONFLICT DO NOTHING, so a retried request, a
 * second process or a re-run of the caller queues nothing more. Run it with the caller's
 * transaction (`db` may be one) to commit the job with the state that needs it. Answers true when
 * this call queued the job. Throws when the spec is malformed (a programming error).
 */
export async function enqueue(db: Kysely<TDatabase>, clock: TClock, spec: TJobSpec): Promise<boolean> {
  const valid = ZJobSpec.parse(spec);
  return jobsRepository.insert(db, {
    kind: valid.kind,
    key: valid.key,
    payload: encodePayload(spec.payload),
    dueAt: BigInt(valid.dueAt),
    maxAttempts: BigInt(valid.maxAttempts === 'unlimited' ? UNLIMITED_ATTEMPTS : (valid.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)),
    now: BigInt(clock.now()),
  });
}
