import type { TOperatorRole } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { newSessionToken, sha256 } from '../accounts/tokens.js';
import { adminRepository } from './admin.repository.js';
import { rolesOf } from './operator-accounts.js';

/** An operator session lasts 8 hours at most, and ends after 30 idle minutes. */
export const OPERATOR_SESSION = { absoluteMs: 8 * 60 * 60_000, idleMs: 30 * 60_000, enrolMs: 15 * 60_000 } as const;
const TOUCH_EVERY_MS = 60_000;
/** Operator tokens carry a prefix, so a user token is never even looked up as one (and back). */
export const OPERATOR_TOKEN_PREFIX = 'ops_';

export type TOperatorSession = { sessionId: bigint; operatorId: bigint; name: string; roles: TOperatorRole[]; stage: 'enrol' | 'ready' };

/** Opens a session (only the token's SHA-256 is stored) and returns the token, once. */
export async function createOperatorSession(deps: TDeps, operatorId: bigint, stage: 'enrol' | 'ready', meta: { ip: string; userAgent: string }): Promise<string> {
  const token = `${OPERATOR_TOKEN_PREFIX}${newSessionToken()}`;
  const now = BigInt(deps.clock.now());
  await adminRepository.insertSession(deps.db, {
    operator_id: operatorId,
    token_hash: sha256(token),
    stage,
    ip: meta.ip.slice(0, 64),
    user_agent: meta.userAgent.slice(0, 300),
    created_at: now,
    last_seen_at: now,
    expires_at: now + BigInt(stage === 'enrol' ? OPERATOR_SESSION.enrolMs : OPERATOR_SESSION.absoluteMs),
    revoked_at: null,
  });
  return token;
}

/**
 * The live session behind a token with its operator, or null when the token is unknown, revoked,
 * expired, idle too long, or its operator disabled. Read from the database on every call: an
 * operator disabled or a session revoked in another process stops at once.
 */
export async function resolveOperatorSession(deps: TDeps, token: string): Promise<TOperatorSession | null> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX) || token.length > 128) return null;
  const row = await adminRepository.findSessionByTokenHash(deps.db, sha256(token));
  if (!row || row.revoked_at !== null || row.disabled_at !== null) return null;
  const now = deps.clock.now();
  if (Number(row.expires_at) <= now || now - Number(row.last_seen_at) > OPERATOR_SESSION.idleMs) return null;
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    await adminRepository.touchSession(deps.db, row.id, BigInt(now));
  }
  return { sessionId: row.id, operatorId: row.operator_id, name: row.name, roles: rolesOf(row.roles), stage: row.stage };
}

/** Ends an operator's live sessions (all, all but `keep`, or `only` one); returns how many ended. */
export async function revokeOperatorSessions(deps: TDeps, operatorId: bigint, options: { keep?: bigint; only?: bigint } = {}): Promise<number> {
  return adminRepository.revokeSessions(deps.db, operatorId, BigInt(deps.clock.now()), options);
}
