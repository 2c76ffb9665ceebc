import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { registerProductAuditSources } from '../../ledger-audit-sources.js';
import { waitFor } from './spot-test-support.js';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

// The audit below runs in this process, which builds no app: the products' checks are registered here, as app.ts does.
registerProductAuditSources();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    // No local Ethereum node (demo mode would start one): this test is about the order path.
    env: { ...process.env, CHAIN: '0', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', MARKET_MAKER: '0' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/bb`;
  let hasExited = false;
  child.once('exit', () => (hasExited = true));
  const isHealthy = async () => {
    if (hasExited) throw new Error('the server exited while starting');
    return fetch(`${base}/health`).then((r) => r.ok, () => false);
  };
  try {
    await waitFor(isHealthy, 'the server to answer /health', 20_000, 50);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, base };
}

async function post(base: string, url: string, body: Record<string, string>, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { 'x-access-token': token } : {}) },
    body: new URLSearchParams(body).toString(),
  });
  return response.json();
}

type TTarget = { env: NodeJS.ProcessEnv; open(): ReturnType<typeof openDatabase>; cleanup(): Promise<void> };

async function sqliteTarget(): Promise<TTarget> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-crash-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDatabase({ kind: 'sqlite', file: path.join(dir, 'exchange.db') }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<TTarget> {
  const name = `crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-crash-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: own.toString() },
    open: () => openDatabase({ kind: 'postgres', url: own.toString() }),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const targets: [string, () => Promise<TTarget>][] = [['sqlite', sqliteTarget]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', () => postgresTarget(process.env.TEST_DATABASE_URL!)]);

describe.each(targets)('kill -9 under order load on %s', (_name, makeTarget) => {
  it('keeps every acknowledged order, and the ledger stays consistent', async () => {
    const target = await makeTarget();
    try {
      let { child, base } = await startServer(target.env);
      const login = await post(base, '/user/login', { account: 'demo@example.com', password: 'Demo1234' });
      const token = login.data.token as string;
      const acknowledged: number[] = [];
      let isStopped = false;
      const worker = async (offset: number) => {
        for (let i = 0; !isStopped; i += 1) {
          const side = (i + offset) % 2 === 0 ? 'buy' : 'sell';
          // Near the demo index of LTC (about 85), inside the price band.
          const price = side === 'buy' ? '85' : '86';
          const result = await post(base, '/spot/order/place', { symbol: 'ltcusdt', side, type: 'LMT', price, amount: '0.1' }, token).catch(() => null);
          if (result?.code === 1) acknowledged.push(result.data.orderId);
          else if (result === null) return;
        }
      };
      const workers = Array.from({ length: 8 }, (_, i) => worker(i));
      await waitFor(() => acknowledged.length >= 40, '40 acknowledged orders', 30_000);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      isStopped = true;
      await Promise.all(workers);
      await exited;

      ({ child, base } = await startServer(target.env));
      try {
        const database = target.open();
        const stored = await database.db.selectFrom('spot_orders').select('id').execute();
        const ids = new Set(stored.map((r) => Number(r.id)));
        expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
        const audit = await auditLedger(database.db);
        expect(audit.isConsistent, JSON.stringify(audit)).toBe(true);
        await database.close();
        // The restarted server rebuilt its book: the open orders are still there to cancel.
        const again = await post(base, '/user/login', { account: 'demo@example.com', password: 'Demo1234' });
        const open = await post(base, '/spot/order/list', { status: 'unfinished', symbol: 'ltcusdt', pageSize: '100' }, again.data.token);
        if (open.data.list.length > 0) {
          const cancelled = await post(base, '/spot/order/cancel', { orderId: String(open.data.list[0].orderId) }, again.data.token);
          expect(cancelled.code).toBe(1);
        }
      } finally {
        child.kill('SIGKILL');
      }
    } finally {
      await target.cleanup();
    }
  }, 60_000);
});
