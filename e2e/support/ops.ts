import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TOperatorRole } from '@exchange/contracts';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openFromConfig } from '../../apps/server/src/platform/db/open-from-config';
import { systemClock } from '../../apps/server/src/platform/clock';
import type { TDeps } from '../../apps/server/src/platform/deps';
import { operatorSession } from '../../apps/server/src/test/operator-helpers';
import { ADMIN_POLICY } from '../../apps/server/src/modules/admin/policy';
import { OPS_ACTIONS } from '../../apps/server/src/cli/ops-access';
import type { TServer } from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * An operator with these roles and a ready session on the test server, made directly in its
 * database (a test fixture: production code creates operators only through the first-admin
 * bootstrap or a second admin's approval). Its token opens the console (X-Operator-Token) and the
 * command line (OPS_TOKEN). One per server and role set.
 */
export async function operatorToken(server: TServer, roles: readonly TOperatorRole[], clockAheadMs = 0): Promise<string> {
  const key = `${server.dataDir} ${[...roles].sort().join(',')}`;
  const known = TOKENS.get(key);
  if (known && !clockAheadMs) return known;
  const database = openFromConfig(loadConfig({ DATA_DIR: server.dataDir, DEMO: '1' }));
  try {
    // A command run with its clock moved ahead gets a session opened at that time (else it would
    // have been idle too long, or past its 8 hours, by the clock of that command).
    const clock = clockAheadMs ? { now: () => Date.now() + clockAheadMs } : systemClock;
    const deps = { db: database.db, clock } as unknown as TDeps;
    const token = await operatorSession(deps, `e2e-${[...roles].sort().join('-')}`, roles);
    if (!clockAheadMs) TOKENS.set(key, token);
    return token;
  } finally {
    await database.close();
  }
}
const TOKENS = new Map<string, string>();

/** The roles THE policy asks for the command's action (the first role the policy names for it). */
function rolesFor(command: string): TOperatorRole[] {
  const action = OPS_ACTIONS[command];
  return action ? [ADMIN_POLICY[action][0]!] : [];
}

/**
 * Runs `npm run ops -- <args>` (the operator's command line) against a test server's database, as
 * an operator would against production, logged in as an operator with `roles` (default: the role
 * the policy names for the command), and returns what it printed. Fails on a refused command.
 * `roles: null` runs it without a session (the first-admin bootstrap).
 */
export async function runOps(server: TServer, args: string[], options: { clockAheadMs?: number; roles?: readonly TOperatorRole[] | null } = {}): Promise<string> {
  // A clock moved ahead in the ops process only (the server keeps the real time): the jobs due by
  // then run through the job runner, as the server's own would run them later.
  const clock = options.clockAheadMs ? ['--import', `data:text/javascript,const s=${Math.round(options.clockAheadMs)};const n=Date.now;Date.now=()=>n()+s;`] : [];
  const roles = options.roles === undefined ? rolesFor(args[0] ?? '') : options.roles;
  const token = roles ? await operatorToken(server, roles, options.clockAheadMs ?? 0) : '';
  const { stdout } = await promisify(execFile)(process.execPath, [...clock, '--import', 'tsx', 'apps/server/src/cli/ops.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', DEMO: '1', OPS_TOKEN: token, OPS_SESSION_FILE: path.join(server.dataDir, 'ops-session'), LOG_LEVEL: 'warn' },
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
