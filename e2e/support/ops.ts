import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TServer } from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `npm run ops -- <args>` (the operator's command line) against a test server's database, as
 * an operator would against production, and returns what it printed. Fails on a refused command.
 */
export async function runOps(server: TServer, args: string[], options: { clockAheadMs?: number } = {}): Promise<string> {
  // A clock moved ahead in the ops process only (the server keeps the real time): the jobs due by
  // then run through the job runner, as the server's own would run them later.
  const clock = options.clockAheadMs ? ['--import', `data:text/javascript,const s=${Math.round(options.clockAheadMs)};const n=Date.now;Date.now=()=>n()+s;`] : [];
  const { stdout } = await promisify(execFile)(process.execPath, [...clock, '--import', 'tsx', 'apps/server/src/cli/ops.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', DEMO: '1', OPERATOR: 'e2e', LOG_LEVEL: 'warn' },
  });
  // An unknown command prints the usage (and exits 0): that is a mistake in the test, not an answer.
  if (stdout.startsWith('usage:')) throw new Error(`ops ${args.join(' ')}: ${stdout}`);
  return stdout.trim();
}

const DAY_MS = 86_400_000;

/**
 * How far ahead 03:30 UTC tomorrow is: an operator's run then sees the day just ended as due (the
 * maintenance window starts at 03:00 UTC, SPEC §9), so `runOps(server, ['fund:run-now'],
 * { clockAheadMs: untilTomorrowMorning() })` pays today's interest.
 */
export function untilTomorrowMorning(now = Date.now()): number {
  return now - (now % DAY_MS) + DAY_MS + 3.5 * 3_600_000 - now;
}
