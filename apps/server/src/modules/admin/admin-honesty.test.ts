import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { ADMIN_ROUTES } from './admin-route.js';

/**
 * Issue 18: "No screen or call can set a balance, a price, a candle or an outcome; a test lists every
 * operator route and proves it." (ARCHITECTURE.md "Integrity".)
 *
 * (a) Every route the server answers under /bb/admin went through defineAdminRoute (so through the
 *     session, THE policy and the audit), and no operator call's path or request field names a
 *     balance, a price, a candle or an outcome.
 * (b) The code itself: only the ledger changes balances and writes ledger entries, only the price
 *     recorder writes index prices, only the engines write trades (candles are made of trades and
 *     ticks), and only the seconds / contract engines write an order's outcome.
 */

/** Words no operator call may carry in its path or its request fields (compared word by word, camelCase split). */
const FORBIDDEN_WORDS = ['balance', 'balances', 'available', 'frozen', 'price', 'prices', 'candle', 'candles', 'kline', 'klines', 'outcome', 'outcomes', 'result', 'results', 'win', 'wins', 'lose', 'loses', 'pnl', 'profit', 'profits'] as const;

/**
 * Product terms that share a word with the list but set no market price, balance or outcome. Each
 * entry is `<call path> <field path>` (field path with dots; '' for the call path itself) and why.
 */
const ALLOWED: Record<string, string> = {
  // A new spot market's number of decimals for prices (its tick size): a display rule, not a price.
  '/admin/spot/add pricePrecision': 'decimals of the market, not a price',
  // A new fund's share price: what one share costs a user who buys it (SPEC "funds"), fixed when the
  // fund is made, its reserve funded by a ledger transfer. No market trades at it.
  '/admin/funds/create price': "a new fund's share price, not a market price",
  // A new launchpad project's sale price per token (a subscription offer), fixed when the project is made.
  '/admin/launchpad/create price': "a new launchpad project's sale price, not a market price",
};

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Every field name of a zod schema, as dotted paths (objects, arrays, optionals, unions, pipes…). */
function fieldPaths(schema: z.ZodType, prefix = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => [prefix + key, ...fieldPaths(child, `${prefix}${key}.`, seen)]);
    case 'array':
      return fieldPaths(def.element, prefix, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fieldPaths(def.innerType, prefix, seen);
    case 'pipe':
      return [...fieldPaths(def.in, prefix, seen), ...fieldPaths(def.out, prefix, seen)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => fieldPaths(option, prefix, seen));
    case 'intersection':
      return [...fieldPaths(def.left, prefix, seen), ...fieldPaths(def.right, prefix, seen)];
    case 'record':
      return fieldPaths(def.valueType, prefix, seen);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item) => fieldPaths(item, prefix, seen));
    case 'lazy':
      return fieldPaths(def.getter(), prefix, seen);
    default:
      return [];
  }
}

/** Every route the app answers, by method and URL, from Fastify's route listing. */
function routesOf(app: TTestApp['app']): string[] {
  const out: string[] = [];
  // printRoutes({ commonPrefix: false }) prints one full URL per line with its methods.
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (match) for (const method of match[2]!.split(', ')) out.push(`${method} ${match[1]}`);
  }
  return out;
}

describe.each(DIALECTS)('no operator call can set a balance, a price, a candle or an outcome (%s)', (dialect) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('every route under /bb/admin is a declared operator call (through the policy and the audit)', () => {
    const routes = routesOf(t.app);
    expect(routes).toContain('GET /bb/admin/me');
    const admin = routes.filter((route) => / \/bb\/admin(\/|$)/.test(route) && !route.startsWith('HEAD '));
    expect(admin.length).toBeGreaterThan(10);
    const undeclared = admin.filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      const registered = ADMIN_ROUTES.get(url.slice('/bb'.length));
      return !registered || registered.call.method !== method;
    });
    expect(undeclared).toEqual([]);
    // And back: every declared call is served.
    for (const { call } of ADMIN_ROUTES.values()) expect(t.app.hasRoute({ method: call.method, url: `/bb${call.path}` })).toBe(true);
  });

  it('every operator write is audited and names its action; no call path or request field names a balance, a price, a candle or an outcome', () => {
    const found: string[] = [];
    for (const { call } of ADMIN_ROUTES.values()) {
      if (call.isWrite && !call.isPublic && call.action === null) {
        // The operator's own session business (log out, enrol, password, revoke my session): no action, no money.
        expect(call.path.startsWith('/admin/auth/')).toBe(true);
      }
      const names = [['', call.path] as const, ...fieldPaths(call.request).map((field) => [field, field.split('.').at(-1)!] as const)];
      for (const [field, name] of names) {
        const hit = words(name).find((word) => (FORBIDDEN_WORDS as readonly string[]).includes(word));
        const key = `${call.path} ${field}`.trim();
        if (hit && !ALLOWED[key]) found.push(`${key} (${hit})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('every allowlisted term still exists (the list does not rot)', () => {
    const present = new Set<string>();
    for (const { call } of ADMIN_ROUTES.values()) {
      present.add(call.path);
      for (const field of fieldPaths(call.request)) present.add(`${call.path} ${field}`);
    }
    expect(Object.keys(ALLOWED).filter((key) => !present.has(key))).toEqual([]);
  });
});

// ---- (b) a static scan of the server's own code --------------------------------------------------

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('test-support') ? [full] : [];
  });
}

/**
 * Where each protected table may be written. Migrations (db/migrations) are left out: they change
 * the schema once, at start-up, and no operator reaches them.
 */
const WRITERS: Record<string, { allowed: string[]; why: string }> = {
  ledger_accounts: { allowed: ['modules/ledger/', 'platform/db/write-io.ts'], why: 'balances change only by balanced ledger transactions (write-io is the ledger batch writer)' },
  ledger_entries: { allowed: ['modules/ledger/', 'platform/db/write-io.ts'], why: 'entries are written with their transaction by the ledger' },
  ledger_transactions: { allowed: ['modules/ledger/', 'platform/db/write-io.ts'], why: 'only the ledger records transactions' },
  price_ticks: { allowed: ['modules/prices/'], why: 'index prices come from the price recorder only (append-only)' },
  // Candles (klines) are no table: market-data makes them from trades and ticks. Trades come from the
  // matching engine, and from the demo market maker's own orders (its history backfill).
  spot_trades: { allowed: ['modules/spot/', 'modules/market-maker/', 'platform/db/write-io.ts'], why: 'trades (the candles) come from matching only' },
  seconds_orders: { allowed: ['modules/seconds/'], why: 'a seconds order and its outcome are written by the seconds engine only' },
  contract_orders: { allowed: ['modules/contract/'], why: 'a position and its outcome are written by the contract engine only' },
};

function writesOf(text: string, table: string): boolean {
  const kysely = new RegExp(`(updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\\(\\s*['"\`]${table}['"\`]`);
  const io = new RegExp(`\\.(insert|update|allocateIds|upsert\\w*)\\(\\s*['"\`]${table}['"\`]`);
  const raw = new RegExp(`\\b(update|insert\\s+into|delete\\s+from)\\s+${table}\\b`, 'i');
  return kysely.test(text) || io.test(text) || raw.test(text);
}

describe('the code: only the ledger, the price recorder and the engines write balances, prices, trades and outcomes', () => {
  const files = sourceFiles(SRC)
    .map((file) => ({ rel: path.relative(SRC, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }))
    .filter((file) => !file.rel.startsWith('db/migrations/'));

  it('scans the server source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.rel === 'modules/ledger/post-transaction.ts')).toBe(true);
  });

  for (const [table, rule] of Object.entries(WRITERS)) {
    it(`${table}: ${rule.why}`, () => {
      const writers = files.filter((file) => writesOf(file.text, table)).map((file) => file.rel);
      expect(writers.length).toBeGreaterThan(0);
      expect(writers.filter((rel) => !rule.allowed.some((prefix) => rel.startsWith(prefix)))).toEqual([]);
    });
  }

  it('balances move only through the ledger batch (applyDeltas)', () => {
    const callers = files.filter((file) => /\.applyDeltas\(/.test(file.text)).map((file) => file.rel);
    expect(callers.filter((rel) => !rel.startsWith('modules/ledger/'))).toEqual([]);
  });

  it('no candle or kline table exists to write: candles are computed from trades and ticks', () => {
    const schema = files.filter((file) => file.rel.startsWith('platform/db/schema')).map((file) => file.text).join('\n');
    expect(schema).not.toMatch(/^\s*\w*(candle|kline)\w*\s*:\s*T\w+Table/im);
  });

  it('nothing under modules/admin writes a protected table or an outcome itself', () => {
    const admin = files.filter((file) => file.rel.startsWith('modules/admin/'));
    for (const file of admin) {
      for (const table of Object.keys(WRITERS)) expect([file.rel, table, writesOf(file.text, table)]).toEqual([file.rel, table, false]);
      expect([file.rel, /\boutcome\s*:/.test(file.text)]).toEqual([file.rel, false]);
    }
  });
});

// ---- (c) no single insider (issue 24) -------------------------------------------------------------

/** Actions that move money, set risk or make operators: each of their writes goes through the two-person rule. */
const TWO_PERSON_ACTIONS = ['deposits.decide', 'withdrawals.decide', 'fiat.decide', 'funding.transfer', 'funds.stop', 'contract.set', 'operators.create', 'operators.roles'];
/** Writes of those actions that need no second operator, and why. */
const ONE_PERSON: Record<string, string> = {
  '/admin/deposits/reject': 'a refusal credits nobody',
  '/admin/withdrawals/reject': "a refusal only gives the user's frozen funds back",
  '/admin/fiat/reject': 'a refusal credits nobody (the reserve goes back to the treasury)',
  '/admin/fiat/payout-reject': "a refusal only gives the user's frozen USDT back",
};

describe('no single insider: every write that moves money, sets risk or makes an operator can be held for a second operator', () => {
  it('each such route declares its two-person rule (needsApproval); the exceptions are refusals only', async () => {
    // The routes are registered by building the app.
    const t = await startTestApp('sqlite');
    try {
      const writes = [...ADMIN_ROUTES.values()].filter(({ call }) => call.isWrite && call.action && TWO_PERSON_ACTIONS.includes(call.action));
      expect(writes.length).toBeGreaterThan(8);
      const bare = writes.filter(({ call, needsApproval }) => !needsApproval && !ONE_PERSON[call.path]).map(({ call }) => call.path);
      expect(bare).toEqual([]);
      const present = new Set(writes.map(({ call }) => call.path));
      expect(Object.keys(ONE_PERSON).filter((path) => !present.has(path))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
