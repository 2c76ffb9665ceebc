import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../test/test-app.js';
import { databaseRateLimiter, memoryFloodGuard, redisRateLimiter } from './rate-limiter.js';
import { manualClock } from './clock.js';

const RULE = { limit: 5, windowMs: 60_000 };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis answers at REDIS_URL within a second. */
async function isRedisUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await isRedisUp();
if (!hasRedis) console.warn(`rate-limiter.test: no Redis at ${REDIS_URL}, the Redis limiter tests are skipped`);

const allowedOf = (results: boolean[]) => results.filter(Boolean).length;

describe.each(DIALECTS)('database limiter on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lets exactly the limit through when 200 hits race, from two limiters on one database', async () => {
    const first = databaseRateLimiter(t.deps.db, t.clock);
    const second = databaseRateLimiter(t.deps.db, t.clock);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? first : second).hit('race', RULE)));
    expect(allowedOf(results)).toBe(5);
  });

  it('opens a new window when the old one ends, gives back refunds and forgets on reset', async () => {
    const limiter = databaseRateLimiter(t.deps.db, t.clock);
    for (let i = 0; i < 5; i += 1) expect(await limiter.hit('k', RULE)).toBe(true);
    expect(await limiter.hit('k', RULE)).toBe(false);
    t.clock.advance(60_000);
    expect(await limiter.hit('k', RULE)).toBe(true);
    for (let i = 0; i < 4; i += 1) await limiter.hit('k', RULE);
    await limiter.refund('k');
    expect(await limiter.hit('k', RULE)).toBe(true);
    expect(await limiter.hit('k', RULE)).toBe(false);
    await limiter.reset('k');
    expect(await limiter.hit('k', RULE)).toBe(true);
  });
});

describe('memory flood guard', () => {
  it('counts per key within a window', () => {
    const clock = manualClock();
    const guard = memoryFloodGuard(clock);
    const results = Array.from({ length: 7 }, () => guard.hit('ip', RULE));
    expect(allowedOf(results)).toBe(5);
    expect(guard.hit('other', RULE)).toBe(true);
    clock.advance(60_000);
    expect(guard.hit('ip', RULE)).toBe(true);
  });
});

describe.skipIf(!hasRedis)('Redis limiter', () => {
  it('lets exactly the limit through when 200 hits race over two connections, and refunds and resets', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const first = redisRateLimiter(REDIS_URL, prefix);
    const second = redisRateLimiter(REDIS_URL, prefix);
    try {
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? first : second).hit('race', RULE)));
      expect(allowedOf(results)).toBe(5);
      await first.reset('race');
      for (let i = 0; i < 5; i += 1) await second.hit('race', RULE);
      await first.refund('race');
      expect(await second.hit('race', RULE)).toBe(true);
      expect(await second.hit('race', RULE)).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('ends a window by its TTL', async () => {
    const limiter = redisRateLimiter(REDIS_URL, `test:${randomBytes(6).toString('hex')}:`);
    try {
      const rule = { limit: 1, windowMs: 50 };
      expect(await limiter.hit('ttl', rule)).toBe(true);
      expect(await limiter.hit('ttl', rule)).toBe(false);
      await expect.poll(() => limiter.hit('ttl', rule), { timeout: 2_000, interval: 20 }).toBe(true);
    } finally {
      await limiter.close();
    }
  });

  it.each(DIALECTS)('backs the app limits when REDIS_URL is set (%s)', async (dialect) => {
    const t = await startTestApp(dialect, { redisUrl: REDIS_URL, redisKeyPrefix: `test:${randomBytes(6).toString('hex')}:` });
    try {
      const { token } = await registerByEmail(t, 'redis@example.com');
      await t.call('/user/setTransactionPwd', { password: '123456', password1: '123456' }, { token });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.call('/user/setTransactionPwd', { password: '654321', password1: '654321', oldPwd: String(200000 + i) }, { token }),
        ),
      );
      expect(answers.filter((a) => a.err === 'fundPasswordIncorrect').length).toBe(5);
      expect(answers.filter((a) => a.err === 'tooManyRequests').length).toBe(25);
      expect(await t.deps.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
