import type { TBus } from '../../platform/bus.js';

/** What a session check needs of its row. */
export type TSessionRow = { id: bigint; user_id: bigint; last_seen_at: bigint; expires_at: bigint; revoked_at: bigint | null };

/** A revocation, as it goes over the bus to every process's cache. */
export type TSessionRevoked = { sessionId: bigint } | { userId: bigint; keepSessionId: bigint | null };

export const SESSION_REVOKED_TOPIC = 'sessions.revoked';

/** How long a checked session row is trusted without reading it again. */
const TRUST_MS = 2_000;
const MAX_ENTRIES = 100_000;

export type TSessionCache = {
  get(tokenHash: string, now: number): TSessionRow | undefined;
  set(tokenHash: string, row: TSessionRow, now: number): void;
};

/**
 * The session rows of recent calls, by token hash, so that a busy client does not cost a database
 * read per call (the order path's biggest read). A row is trusted for 2 s at most; expiry and idle
 * time are still checked on every call against the clock. A revocation (logout, password change or
 * reset) is published on the bus and drops the rows at once in every process that listens, so a
 * logged-out token is refused by the very next call; the 2 s bound only covers a process that
 * missed the message.
 */
export function sessionCache(bus: TBus): TSessionCache {
  const entries = new Map<string, { row: TSessionRow; at: number }>();
  bus.subscribe(SESSION_REVOKED_TOPIC, (message) => {
    const revoked = message as TSessionRevoked;
    for (const [hash, { row }] of entries) {
      const isGone = 'sessionId' in revoked ? row.id === revoked.sessionId : row.user_id === revoked.userId && row.id !== revoked.keepSessionId;
      if (isGone) entries.delete(hash);
    }
  });
  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.at < TRUST_MS && now >= entry.at) return entry.row;
      entries.delete(tokenHash);
      return undefined;
    },
    set(tokenHash, row, now) {
      entries.delete(tokenHash);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { row, at: now });
    },
  };
}
