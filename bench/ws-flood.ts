/**
 * A WebSocket flood (issue 24): one client sends 50,000 frames to /bb/ws (in a child process)
 * while /bb/health is asked every 20 ms; prints the health latency percentiles during the flood,
 * and how the server ended the flooder. SQLite file database, limits of the HTTP API off.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { NO_LIMITS } from './no-limits.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';

export async function runWsFloodBench(frames = 50_000): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-ws-flood-'));
  const url = process.env.DATABASE_URL;
  const database = url ? openDatabase({ kind: 'postgres', url }) : openDatabase({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
  await migrateToLatest(database.db);
  const { app } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dir }), webDist: path.join(dir, 'none') }, database, ...NO_LIMITS });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const child = fork(path.join(import.meta.dirname, 'ws-flood-client.ts'), [`${address.replace('http', 'ws')}/bb/ws`, String(frames)], { execArgv: ['--import', 'tsx'] });
  const result = await new Promise<{ latencies: number[]; quiet: number[]; close: { code: number; reason: string }; seconds: number }>((resolve) => child.once('message', resolve as never));
  child.kill();
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(1);
  console.log(`ws flood (${database.dialect}): ${frames} frames from one socket over ${result.seconds.toFixed(2)} s; flooder ${result.close.code ? `closed ${result.close.code} "${result.close.reason}"` : result.close.reason}`);
  const quiet = [...result.quiet].sort((a, b) => a - b);
  const quietP50 = quiet[Math.floor(quiet.length / 2)] ?? NaN;
  console.log(`  /bb/health during the flood: ${sorted.length} answers, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`);
  console.log(`  baseline without a flood (same run): p50 ${quietP50.toFixed(1)} ms; during the flood p50 is ${(Number(at(0.5)) / quietP50).toFixed(1)}× and max ${((sorted.at(-1) ?? NaN) / quietP50).toFixed(1)}× the baseline`);
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
