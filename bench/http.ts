/**
 * HTTP benchmark: limit orders placed through POST /bb/spot/order/place by 100 connections
 * (autocannon in a child process, http-load.ts), on SQLite and, when BENCH_DATABASE_URL is set, on
 * PostgreSQL. Prints orders per second and latency percentiles, then proves the ledger consistent.
 * First, the same load against a bare Fastify route: the most this machine serves at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import inspector from 'node:inspector';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { buildApp } from '../apps/server/src/app.js';
import { NO_LIMITS } from './no-limits.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import type { TDb } from '../apps/server/src/platform/db/database.js';
import { onBenchDatabases } from './bench-databases.js';
import { seedDemo, seedParams } from '../apps/server/src/modules/demo/seed.js';
import { auditLedger } from '../apps/server/src/modules/ledger/audit-ledger.js';
import { reviewDeposit } from '../apps/server/src/modules/deposits/review-deposit.js';
import { accountsRepository } from '../apps/server/src/modules/accounts/accounts.repository.js';
import { hashPassword } from '../apps/server/src/modules/accounts/passwords.js';
import { createSession } from '../apps/server/src/modules/accounts/sessions.js';

/** Credits a bench user through a real deposit an operator approved (the only way money comes in). */
export async function fundUser(deps: Awaited<ReturnType<typeof buildApp>>['deps'], userId: bigint, currency: string, units: bigint) {
  const row = await deps.db
    .insertInto('deposits')
    .values({ user_id: userId, currency, chain: 'X', address: 'bench', amount: units, proof: '', tx_hash: '', status: 0n, reason: '', reviewed_by: null, reviewed_at: null, created_at: BigInt(Date.now()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await reviewDeposit(deps, { id: row.id, operator: 'bench', approve: true, reason: '', txHash: '' });
}

type TLoadResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number; serverCpu: string; loadCpu: string };

/**
 * Runs the load generator (http-load.ts, its own process) against a listening server and answers
 * its figures, with where the two cores went: this process (the server, all its threads) and the
 * load generator, each as a share of one core over the load.
 */
async function runLoad(address: string, seconds: number, tokens: string[]): Promise<TLoadResult> {
  let cpuBefore = process.cpuUsage();
  let started = performance.now();
  const child = fork(path.join(import.meta.dirname, 'http-load.ts'), [address, String(seconds), ...tokens], { execArgv: ['--import', 'tsx'] });
  const result = await new Promise<Omit<TLoadResult, 'serverCpu' | 'loadCpu'> & { cpuMs: number }>((resolve, reject) => {
    child.on('message', (message: { isStarting?: boolean }) => {
      if (!message.isStarting) return resolve(message as never);
      cpuBefore = process.cpuUsage();
      started = performance.now();
    });
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
  });
  const wallMs = performance.now() - started;
  const server = process.cpuUsage(cpuBefore);
  const share = (ms: number) => `${Math.round((100 * ms) / wallMs)}%`;
  return { ...result, serverCpu: share((server.user + server.system) / 1000), loadCpu: share(result.cpuMs) };
}

/**
 * What this machine can serve at all with the same load: a bare Fastify route (form body parsed,
 * a small JSON answer, no work), the ceiling the order path is measured against.
 */
async function benchFloor(seconds: number): Promise<void> {
  const app = Fastify();
  await app.register(formbody);
  app.post('/bb/spot/order/place', async (request, reply) => reply.send({ code: 1, msg: 'Order placed', data: { orderId: 1, ...(request.body as object) } }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const result = await runLoad(address, seconds, ['floor', 'floor']);
  console.log(
    `http floor (bare Fastify route, no work): ${Math.round(result.rps).toLocaleString('en-US')} requests/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `CPU: server ${result.serverCpu}, load generator ${result.loadCpu} of one core`,
  );
  await app.close();
}

async function benchOne(label: string, database: TDb, seconds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-bench-'));
  const { app, deps } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dataDir }), webDist: path.join(dataDir, 'none') }, database, logger: { level: 'warn' }, ...NO_LIMITS });
  await seedParams(deps);
  await seedDemo(deps);
  const tokens: string[] = [];
  for (const name of ['maker', 'taker']) {
    const now = BigInt(Date.now());
    const id = await accountsRepository.insertUser(deps.db, {
      uid: String(90000000 + tokens.length), email: `${name}@bench.local`, area_code: null, phone: null, phone_account: null,
      password_hash: await hashPassword('Bench1234'), fund_password_hash: null, invitation_code: `BENCH${tokens.length}`,
      referrer_id: null, icon: null, kyc_status: 0n, score: 100n, created_at: now, updated_at: now,
    });
    await fundUser(deps, id, 'USDT', 10n ** 17n);
    await fundUser(deps, id, 'BTC', 10n ** 14n);
    tokens.push(await createSession(deps, id, { ip: '127.0.0.1', userAgent: 'bench' }));
  }
  // The per-address limit guards real users; the benchmark measures the order path.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // BENCH_PROFILE=dir: a CPU profile of the server during the load only (open in Chrome DevTools).
  const profiler = process.env.BENCH_PROFILE ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await new Promise((r) => profiler.post('Profiler.enable', () => profiler.post('Profiler.start', r)));
  }
  const result = await runLoad(address, seconds, tokens);
  if (profiler) {
    const file = path.join(process.env.BENCH_PROFILE!, `http-${label}.cpuprofile`);
    await new Promise<void>((resolve) => profiler.post('Profiler.stop', (_error, { profile }) => (fs.writeFileSync(file, JSON.stringify(profile)), resolve())));
    profiler.disconnect();
  }
  const { stats } = deps.spot.market('btcusdt')!;
  const audit = await auditLedger(deps.db);
  const trades = await deps.db.selectFrom('spot_trades').select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  console.log(
    `http ${label}: ${Math.round(result.rps).toLocaleString('en-US')} orders/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ${Number(trades.n).toLocaleString('en-US')} trades in ${stats.batches.toLocaleString('en-US')} commits (${(stats.commands / Math.max(1, stats.batches)).toFixed(1)} orders each), ` +
      `CPU: server ${result.serverCpu}, load generator ${result.loadCpu} of one core, ledger ${audit.isConsistent ? 'consistent' : 'INCONSISTENT'}`,
  );
  await app.close();
  await database.close();
}

export async function runHttpBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  await benchFloor(seconds);
  await onBenchDatabases('http', (dialect, database) => benchOne(dialect, database, seconds));
}
