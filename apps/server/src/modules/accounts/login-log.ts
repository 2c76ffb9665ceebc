import type { Selectable } from 'kysely';
import type { TSessionEntry, TSessionStatus } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import type { TSessionsTable } from '../../platform/db/schema.js';
import type { TSessionUser } from '../../platform/http/route.js';
import { revokeSession } from './sessions.js';
import { sessionsRepository } from './sessions.repository.js';
import { deviceOf } from './user-agent.js';

type TRow = Selectable<TSessionsTable>;

/** Whether a session is usable at `now`, ended by someone, or expired (resolveSession's rules, as data). */
function statusOf(deps: TDeps, row: TRow, now: number): { status: TSessionStatus; endTime: number | null } {
  if (row.revoked_at !== null) return { status: 'ended', endTime: Number(row.revoked_at) };
  const idleEnd = Number(row.last_seen_at) + deps.config.session.idleMs;
  const end = Math.min(Number(row.expires_at), idleEnd);
  return end <= now ? { status: 'expired', endTime: end } : { status: 'active', endTime: null };
}

/**
 * One page of the caller's logins, newest first: when, the address, the device read from the user
 * agent, whether it is the session asking and whether it is still usable. Only the caller's own
 * rows are read; the token hash never leaves the server.
 */
export async function listLoginLog(deps: TDeps, user: TSessionUser, paging: { pageNo: number; pageSize: number }) {
  const now = deps.clock.now();
  return sessionsRepository.pageOfUser(deps.db, user.userId, paging, (row: TRow): TSessionEntry => ({
    id: Number(row.id),
    loginTime: Number(row.created_at),
    lastSeenTime: Number(row.last_seen_at),
    ip: row.ip ?? '',
    ...deviceOf(row.user_agent),
    isCurrent: row.id === user.sessionId,
    ...statusOf(deps, row, now),
  }));
}

/**
 * Ends one of the caller's own sessions, in every process (revokeSession publishes it on the bus;
 * a process that misses it refuses the token within the session cache's 2 s). Another user's
 * session is not found, exactly like an unknown id, so ids reveal nothing. Ending one already ended
 * changes nothing.
 * @throws AppError noData for an id that is not the caller's.
 */
export async function endOwnSession(deps: TDeps, user: TSessionUser, sessionId: bigint): Promise<{ isCurrent: boolean }> {
  const row = await sessionsRepository.findOwned(deps.db, user.userId, sessionId);
  if (!row) throw new AppError('noData');
  if (row.revoked_at === null) await revokeSession(deps, row.id);
  return { isCurrent: row.id === user.sessionId };
}
