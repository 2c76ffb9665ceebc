import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { sessionsRepository } from '../accounts/sessions.repository.js';
import { verificationRepository } from '../accounts/verification.repository.js';
import { maintenanceRepository } from './maintenance.repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long past its end each kind of row is kept:
 * - a verification code for a day after it expired, so that a late entry still hears "expired"
 *   rather than "wrong code" (after that nobody is typing it any more);
 * - a session for 30 days after it ended (revoked, past its absolute expiry or idle too long), for
 *   support questions about recent sign-ins; it is refused the moment it ends (sessions.ts), kept
 *   or not, and a deleted one is simply unknown;
 * - this job's own finished runs for a week.
 * Verification tokens and limit windows are of no use once over and go at once.
 */
export const RETENTION = { codesMs: DAY, sessionsMs: 30 * DAY, maintenanceRunsMs: 7 * DAY } as const;

export type TPurgeCounts = { codes: number; tokens: number; sessions: number; limits: number; runs: number };

/**
 * Deletes what is over: expired verification codes and tokens, ended sessions, finished limit
 * windows and old runs of the maintenance job itself. Nothing still in use is touched: each
 * condition is the same "is it over" test the code that uses the row applies. Idempotent.
 */
export async function purgeExpired(db: Kysely<TDatabase>, now: number, session: { idleMs: number }, maintenanceKind: string): Promise<TPurgeCounts> {
  return {
    codes: await verificationRepository.deleteCodesExpiredBefore(db, BigInt(now - RETENTION.codesMs)),
    tokens: await verificationRepository.deleteExpiredTokens(db, BigInt(now)),
    sessions: await sessionsRepository.deleteEndedBefore(db, BigInt(now - RETENTION.sessionsMs), BigInt(session.idleMs)),
    limits: await maintenanceRepository.deleteFinishedLimits(db, BigInt(now)),
    runs: await maintenanceRepository.deleteRunsFinishedBefore(db, maintenanceKind, BigInt(now - RETENTION.maintenanceRunsMs)),
  };
}
