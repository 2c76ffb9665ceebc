/**
 * Binance-compatible order path: limit orders placed by 100 connections through POST
 * /api/v3/order, signed with HMAC-SHA256 as a Binance client signs them, against the web's own
 * order call (POST /bb/spot/order/place) on the same app, users and database, in the same run.
 * The signed path keeps its real checks: key lookup, timestamp window, signature, and the replay
 * guard in the shared limiter (the database here); only the per-address flood guard and Binance's
 * request weights are off, as for the web's call in http.ts. Prints both rates and their ratio
 * (the goal: at least 0.9), on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import type { TDb } from '../apps/server/src/platform/db/database.js';
import { onBenchDatabases } from './bench-databases.js';
import { fundUser } from './http.js';
import { seedDemo, seedParams } from '../apps/server/src/modules/demo/seed.js';
import { auditLedger } from '../apps/server/src/modules/ledger/audit-ledger.js';
import { accountsRepository } from '../apps/server/src/modules/accounts/accounts.repository.js';
import { hashPassword } from '../apps/server/src/modules/accounts/passwords.js';
import { createSession } from '../apps/server/src/modules/accounts/sessions.js';
import { apiKeysRepository } from '../apps/server/src/modules/binance/api-keys.repository.js';
import { randomToken } from '../apps/server/src/modules/binance/api-keys.js';
import { createSealer } from '../apps/server/src/platform/secret-seal.js';
import { UNLIMITED_WEIGHTS } from '../apps/server/src/modules/binance/request-weights.js';

type TLoad = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

function runLoad(address: string, seconds: number, mode: 'web' | 'binance', credentials: string[]): Promise<TLoad> {
  const child = fork(path.join(import.meta.dirname, 'binance-load.ts'), [address, String(seconds), mode, ...credentials], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { isStarting?: boolean }) => {
      if (!message.isStarting) resolve(message as never);
    });
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
  });
}

async function benchOne(label: string, database: TDb, seconds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDist: path.join(dataDir, 'none') };
  const { app, deps } = await buildApp({ config, database, logger: { level: 'warn' }, floodGuard: { hit: () => true }, requestWeights: UNLIMITED_WEIGHTS });
  await seedParams(deps);
  await seedDemo(deps);
  const sealer = createSealer(config);
  const tokens: string[] = [];
  const keys: string[] = [];
  for (const name of ['maker', 'taker']) {
    const now = BigInt(Date.now());
    const id = await accountsRepository.insertUser(deps.db, {
      uid: String(91000000 + tokens.length), email: `${name}@bench.local`, area_code: null, phone: null, phone_account: null,
      password_hash: await hashPassword('Bench1234'), fund_password_hash: null, invitation_code: `BNB${tokens.length}`,
      referrer_id: null, icon: null, kyc_status: 0n, score: 100n, created_at: now, updated_at: now,
    });
    await fundUser(deps, id, 'USDT', 10n ** 17n);
    await fundUser(deps, id, 'BTC', 10n ** 14n);
    tokens.push(await createSession(deps, id, { ip: '127.0.0.1', userAgent: 'bench' }));
    const apiKey = randomToken();
    const secret = randomToken();
    await apiKeysRepository.insertWithin(
      deps.db,
      { user_id: id, api_key: apiKey, kind: 'hmac', secret_sealed: sealer.seal(secret), public_key: '', label: 'bench', can_trade: 1n, can_withdraw: 0n, ip_allow: '', created_at: now, updated_at: now },
      30,
    );
    keys.push(apiKey, secret);
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A-B-B-A: the book and the database grow as the runs go, and this machine's speed swings; the
  // two calls share both drifts evenly, and each figure is the mean of its two runs.
  const runs: Record<'web' | 'binance', TLoad[]> = { web: [], binance: [] };
  for (const mode of ['web', 'binance', 'binance', 'web'] as const) runs[mode].push(await runLoad(address, seconds / 2, mode, mode === 'web' ? tokens : keys));
  const mean = (list: TLoad[]): TLoad => ({
    rps: list.reduce((sum, r) => sum + r.rps, 0) / list.length,
    p50: Math.max(...list.map((r) => r.p50)),
    p99: Math.max(...list.map((r) => r.p99)),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  });
  const web = mean(runs.web);
  const binance = mean(runs.binance);
  const audit = await auditLedger(deps.db);
  const line = (name: string, r: TLoad) =>
    `${name} ${Math.round(r.rps).toLocaleString('en-US')} orders/s (worst p50 ${r.p50} ms, worst p99 ${r.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors)`;
  console.log(
    `binance ${label}: ${line('web call', web)}; ${line('signed /api/v3/order', binance)}; ratio ${(binance.rps / web.rps).toFixed(2)} (goal ≥ 0.9); ledger ${audit.isConsistent ? 'consistent' : 'INCONSISTENT'}`,
  );
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export async function runBinanceBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  await onBenchDatabases('binance', (dialect, database) => benchOne(dialect, database, seconds));
}
