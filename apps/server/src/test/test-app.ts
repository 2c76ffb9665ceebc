import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type TAppOptions } from '../app.js';
import { loadConfig, type TConfig } from '../platform/config.js';
import { manualClock, type TClock } from '../platform/clock.js';
import { openDatabase, type TDb, type TDialectName } from '../platform/db/database.js';
import type { TDeps } from '../platform/deps.js';
import { migrateToLatest } from '../db/migrate.js';
import { claimTestSchema, releaseTestSchema } from './test-schemas.js';
import { seedDemo, seedParams } from '../modules/demo/seed.js';
import { seedContent } from '../modules/content/seed-content.js';
import { seedProducts } from '../modules/products/seed-products.js';
import { seedContracts } from '../modules/contract/seed-contracts.js';

/**
 * The dialects server suites run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (each app gets a fresh schema, dropped afterwards, so leftovers never matter).
 */
export const DIALECTS: TDialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TCallOptions = { token?: string; lang?: string; json?: boolean; headers?: Record<string, string> };

export type TTestApp = {
  app: FastifyInstance;
  deps: TDeps;
  clock: TClock & { advance(ms: number): void };
  /** POSTs form-encoded (as the SPEC §7 clients do) and returns the parsed envelope. */
  call(url: string, body?: Record<string, string | number>, options?: TCallOptions): Promise<any>;
  get(url: string, options?: TCallOptions): Promise<any>;
  close(): Promise<void>;
};

async function openTestDatabase(dialect: TDialectName, sqliteFile: string): Promise<{ database: TDb; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ kind: 'sqlite', file: sqliteFile });
    await migrateToLatest(database.db);
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = await claimTestSchema(url);
  const database = openDatabase({ kind: 'postgres', url, schema });
  return { database, drop: () => releaseTestSchema(url, schema) };
}

/**
 * Boots the real app on a fresh, migrated, seeded database with a hand-moved clock. SQLite is in
 * memory unless a file is named (to test a restart on the same database).
 */
export async function startTestApp(
  dialect: TDialectName,
  overrides: Partial<TConfig> = {},
  sqliteFile = ':memory:',
  clock: TTestApp['clock'] = manualClock(Date.UTC(2026, 10, 22, 12)),
  /** More of the app's options (e.g. a watched chain). */
  appOptions: Pick<TAppOptions, 'chain'> = {},
): Promise<TTestApp> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-test-'));
  const { database, drop } = await openTestDatabase(dialect, sqliteFile);
  const config: TConfig = { ...loadConfig({ DATA_DIR: dataDir }), webDist: path.join(dataDir, 'no-web'), checkResponses: true, ...overrides };
  const { app, deps } = await buildApp({ config, database, clock, ...appOptions });
  await seedParams(deps);
  await seedContent(deps);
  await seedProducts(deps);
  await seedContracts(deps);
  if (config.isDemo) await seedDemo(deps);
  await app.ready();

  const headersOf = (options: TCallOptions) => ({
    ...(options.token ? { 'x-access-token': options.token } : {}),
    ...(options.lang ? { 'accept-language': options.lang } : {}),
    ...options.headers,
  });

  return {
    app,
    deps,
    clock,
    async call(url, body = {}, options = {}) {
      const payload = options.json
        ? JSON.stringify(body)
        : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
      const response = await app.inject({
        method: 'POST',
        url: `/bb${url}`,
        payload,
        headers: { 'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded', ...headersOf(options) },
      });
      return response.json();
    },
    async get(url, options = {}) {
      const response = await app.inject({ method: 'GET', url: `/bb${url}`, headers: headersOf(options) });
      return response.json();
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest code the demo outbox holds for a target. */
export async function latestCode(t: TTestApp, to: string): Promise<string> {
  const outbox = await t.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!outbox.data?.length) throw new Error(`no code for ${to}`);
  return outbox.data[0].code;
}

/** The password test users get: passes the rules and is on no common-password list. */
export const TEST_PASSWORD = 'Kestrel4721';

export const DEMO = { email: 'demo@example.com', password: 'Demo1234', fundPassword: '123456', invitationCode: 'DEMO01' };

/** Logs in and returns the token, failing the test if login fails. */
export async function login(t: TTestApp, account: string, password: string): Promise<string> {
  const result = await t.call('/user/login', { account, password });
  if (result.code !== 1) throw new Error(`login failed: ${result.msg}`);
  return result.data.token;
}

/** Registers a user by e-mail through the full SPEC §4 flow (code, verify, register). */
export async function registerByEmail(
  t: TTestApp,
  email: string,
  options: { password?: string; invitationCode?: string; country?: string } = {},
): Promise<{ userId: number; token: string }> {
  const password = options.password ?? TEST_PASSWORD;
  await t.call('/user/sendEmailCode', { email });
  const code = await latestCode(t, email);
  const verified = await t.call('/user/emailVerification', { email, code });
  if (verified.code !== 1) throw new Error(`verification failed: ${verified.msg}`);
  // The verification hands out a one-time token that only its holder can register with.
  const registered = await t.call('/user/register', {
    email,
    password,
    password1: password,
    invitationCode: options.invitationCode ?? DEMO.invitationCode,
    verifyToken: verified.data.verifyToken,
    ...(options.country === undefined ? {} : { country: options.country }),
  });
  if (registered.code !== 1) throw new Error(`registration failed: ${registered.msg}`);
  // The next code to the same target must wait 60 s; tests move on without waiting.
  t.clock.advance(61_000);
  return { userId: registered.data.userId, token: await login(t, email, password) };
}
