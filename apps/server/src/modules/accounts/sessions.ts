import type { TDeps } from '../../platform/deps.js';
import type { TSessionUser } from '../../platform/http/route.js';
import { SESSION_REVOKED_TOPIC, type TSessionRevoked } from './session-cache.js';
import { sessionsRepository } from './sessions.repository.js';
import { newSessionToken, sha256 } from './tokens.js';

/** last_seen_at is refreshed at most this often, so a busy session does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Opens a session: a fresh 256-bit token, of which only the hash is stored. Every login gets a new
 * token; the token itself is returned once and never kept.
 */
export async function createSession(
  deps: TDeps,
  userId: bigint,
  meta: { ip: string; userAgent: string },
): Promise<string> {
  const token = newSessionToken();
  const now = BigInt(deps.clock.now());
  await sessionsRepository.insert(deps.db, {
    user_id: userId,
    token_hash: sha256(token),
    created_at: now,
    last_seen_at: now,
    expires_at: now + BigInt(deps.config.session.absoluteMs),
    revoked_at: null,
    ip: meta.ip,
    user_agent: meta.userAgent,
  });
  return token;
}

/**
 * The live session behind a token, or null when it is unknown, revoked, past its absolute expiry,
 * or idle for longer than the idle limit. The token is looked up by its hash (an index probe, so
 * no timing of a string comparison leaks anything). A check that is not the user's own activity
 * (`isActivity: false`: the WebSocket's periodic re-check) does not keep the session alive.
 */
export async function resolveSession(deps: TDeps, token: string, options: { isActivity?: boolean } = {}): Promise<TSessionUser | null> {
  if (!token || token.length > 128) return null;
  const now = deps.clock.now();
  const hash = sha256(token);
  let row = deps.sessions.get(hash, now);
  if (!row) {
    row = await sessionsRepository.findByTokenHash(deps.db, hash);
    if (!row) return null;
    deps.sessions.set(hash, row, now);
  }
  if (row.revoked_at !== null) return null;
  if (Number(row.expires_at) <= now) return null;
  if (now - Number(row.last_seen_at) > deps.config.session.idleMs) return null;
  if (options.isActivity !== false && now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    await sessionsRepository.touch(deps.db, row.id, BigInt(now));
    row.last_seen_at = BigInt(now);
  }
  return { userId: row.user_id, sessionId: row.id };
}

/** Tells every process's session cache (session-cache.ts) that these sessions are over. */
function publishRevoked(deps: TDeps, revoked: TSessionRevoked): void {
  deps.bus.publish(SESSION_REVOKED_TOPIC, revoked);
}

export async function revokeSession(deps: TDeps, sessionId: bigint): Promise<void> {
  await sessionsRepository.revoke(deps.db, sessionId, BigInt(deps.clock.now()));
  publishRevoked(deps, { sessionId });
}

/** Ends every session of a user but one (the caller's own after a password change; none after a reset). */
export async function revokeUserSessions(deps: TDeps, userId: bigint, keepSessionId: bigint | null): Promise<void> {
  await sessionsRepository.revokeAllOf(deps.db, userId, keepSessionId, BigInt(deps.clock.now()));
  publishRevoked(deps, { userId, keepSessionId });
}
