import type { Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { TClock } from './clock.js';
import type { TDatabase } from './db/schema.js';
import { rateLimitsRepository } from './rate-limits.repository.js';

export type TLimit = { limit: number; windowMs: number };

/**
 * Limits that guard secrets (codes, passwords, logins, sends). Every method is one atomic step in
 * the shared store, so the limits hold however many requests or API processes race: there is no
 * "is it blocked?" question, because a check followed by a separate write is exactly the race that
 * let 200 concurrent guesses through. To guard a slow check (argon2), reserve a try with `hit`
 * BEFORE checking, and `refund` it when the answer was right.
 */
export type TRateLimiter = {
  /** Counts one hit on the key; false when this hit is over the limit of the current window. */
  hit(key: string, rule: TLimit): Promise<boolean>;
  /** Gives back one hit of the current window (a reserved try that turned out right). */
  refund(key: string): Promise<void>;
  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

/** A synchronous, per-process counter: only for the cheap flood guard in front of every call. */
export type TFloodGuard = { hit(key: string, rule: TLimit): boolean };

/**
 * Fixed-window counters in this process's memory. Used only for the per-IP API flood limit, which
 * must cost nothing per request; with N processes an address gets N times the limit, which is fine
 * for shedding floods (it guards no secret). Secrets use `databaseRateLimiter` or `redisRateLimiter`.
 */
export function memoryFloodGuard(clock: TClock): TFloodGuard {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock.now();
  return {
    hit(key, rule) {
      const now = clock.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= rule.limit;
    },
  };
}

/**
 * Counters in the `rate_limits` table (migration 0008), for SQLite and PostgreSQL alike. A hit is
 * ONE upsert that starts a new window or increments the current one and returns the count: the row
 * lock of INSERT ... ON CONFLICT DO UPDATE serialises racing hits, in one process or many.
 * Expired rows are swept about once a minute per process.
 */
export function databaseRateLimiter(db: Kysely<TDatabase>, clock: TClock): TRateLimiter {
  let lastSweep = clock.now();
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    void rateLimitsRepository.sweep(db, BigInt(now)).catch(() => undefined);
  };
  return {
    async hit(key, rule) {
      const now = BigInt(clock.now());
      const end = now + BigInt(rule.windowMs);
      sweep(Number(now));
      return (await rateLimitsRepository.hit(db, key, now, end)) <= rule.limit;
    },
    async refund(key) {
      await rateLimitsRepository.refund(db, key, BigInt(clock.now()));
    },
    async reset(key) {
      await rateLimitsRepository.remove(db, key);
    },
    async close() {},
  };
}

/** INCR, and a TTL on the first hit of a window (or on a key that somehow lost it), in one step. */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
const REFUND_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n`;

/**
 * Counters in Redis (REDIS_URL), each hit one Lua script (atomic on the server), windows kept by
 * Redis's own TTL. When Redis cannot be reached a hit fails and so does the request: limits on
 * secrets fail closed. `prefix` keeps deployments (and tests) apart on one Redis.
 */
export function redisRateLimiter(url: string, prefix: string): TRateLimiter {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
  client.on('error', () => undefined); // reported through the failing calls instead
  return {
    async hit(key, rule) {
      const count = await client.eval(HIT_SCRIPT, 1, prefix + key, rule.windowMs);
      return Number(count) <= rule.limit;
    },
    async refund(key) {
      await client.eval(REFUND_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      client.disconnect();
    },
  };
}

/** Redis when configured, else the database every process already shares. */
export function sharedRateLimiter(options: {
  redisUrl: string | null;
  redisKeyPrefix: string;
  db: Kysely<TDatabase>;
  clock: TClock;
}): TRateLimiter {
  return options.redisUrl ? redisRateLimiter(options.redisUrl, options.redisKeyPrefix) : databaseRateLimiter(options.db, options.clock);
}

const MINUTE = 60_000;

/** The limits on calls, logins, code sending and uploads (README "Security"). */
export const RATE_LIMITS = {
  apiPerIp: { limit: 1200, windowMs: MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  codesPerIp: { limit: 20, windowMs: 60 * MINUTE },
  codesPerTarget: { limit: 10, windowMs: 60 * MINUTE },
  /** Wrong old login or fund passwords a signed-in user may type (password-guard.ts). */
  passwordFailuresPerUser: { limit: 5, windowMs: 15 * MINUTE },
  /** Wrong authenticator or recovery codes a user may give, all calls together (accounts/two-factor). */
  secondFactorFailuresPerUser: { limit: 5, windowMs: 15 * MINUTE },
  uploadsPerUser: { limit: 30, windowMs: 60 * MINUTE },
} as const;
