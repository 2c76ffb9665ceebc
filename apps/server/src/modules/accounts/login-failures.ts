import type { Selectable } from 'kysely';
import type { TLoginFailure } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TLoginFailuresTable } from '../../platform/db/schema-score.js';
import { sessionsRepository } from './sessions.repository.js';
import { deviceOf } from './user-agent.js';

/**
 * Records a wrong password given for an existing account, so that its owner sees the attempt in
 * the login log. Nothing is recorded for an unknown account (there is no owner to tell), and the
 * password tried is never kept. The per-account limit of tries (log-in.ts) bounds the rows.
 */
export async function recordLoginFailure(deps: TDeps, userId: bigint, meta: { ip: string; userAgent: string }): Promise<void> {
  await sessionsRepository.insertLoginFailure(deps.db, { user_id: userId, ip: meta.ip.slice(0, 64), user_agent: meta.userAgent.slice(0, 256), created_at: BigInt(deps.clock.now()) });
}

/** One page of the failed attempts on the user's own account, newest first. */
export function listLoginFailures(deps: TDeps, userId: bigint, paging: { pageNo: number; pageSize: number }) {
  return sessionsRepository.pageOfLoginFailures(deps.db, userId, paging, (row: Selectable<TLoginFailuresTable>): TLoginFailure => ({
    id: Number(row.id),
    time: Number(row.created_at),
    ip: row.ip,
    ...deviceOf(row.user_agent),
  }));
}
