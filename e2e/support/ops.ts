import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TServer } from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `npm run ops -- <args>` (the operator's command line) against a test server's database, as
 * an operator would against production, and returns what it printed. Fails on a refused command.
 */
export async function runOps(server: TServer, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ops.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', DEMO: '1', OPERATOR: 'e2e', LOG_LEVEL: 'warn' },
  });
  // An unknown command prints the usage (and exits 0): that is a mistake in the test, not an answer.
  if (stdout.startsWith('usage:')) throw new Error(`ops ${args.join(' ')}: ${stdout}`);
  return stdout.trim();
}
