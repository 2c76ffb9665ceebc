import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../test/test-app.js';
import { operatorSession } from '../test/operator-helpers.js';
import { sha256 } from '../modules/accounts/tokens.js';
import { totpAt } from '../platform/totp.js';
import { runOpsAsOperator, type TOpsIo } from './ops-session.js';

/**
 * Issue 24: `npm run ops` is no side door. Outside the first-admin bootstrap it acts as an operator
 * logged in with password and TOTP (`ops login NAME`), through the console's policy, approvals and
 * audit; refusals are recorded.
 */
describe.each(DIALECTS)('the command line acts as a logged-in operator (%s)', (dialect) => {
  let t: TTestApp;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-session-'));
    env = { OPS_SESSION_FILE: path.join(dir, 'session') };
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const usage = async () => 'usage: npm run ops -- <command>';
  const ops = (args: string[], io: Partial<TOpsIo> = {}) =>
    runOpsAsOperator({ app: t.app, deps: t.deps }, args, { env, ask: async () => '', ...io }, usage);

  let rootPassword = '';
  it('bootstraps the founding admins without a log-in, and nothing else', async () => {
    await expect(ops(['param:list'])).rejects.toThrow(/not logged in/);
    rootPassword = /temporary password: (\S+)/.exec(await ops(['operator:create', 'root', 'admin']))![1]!;
    expect(await ops(['operator:create', 'rosa', 'admin'])).toContain('temporary password');
    await expect(ops(['operator:create', 'third', 'admin'])).rejects.toThrow(/not logged in/);
    await expect(ops(['operator:create', 'bob', 'reviewer'])).rejects.toThrow(/not logged in/);
  });

  it('logs in with the password and an authenticator code (enrolling it the first time); the token is kept 0600 and only its hash stored', async () => {
    const ask = async (question: string) => {
      if (question.startsWith('password')) return rootPassword;
      const row = await t.deps.db.selectFrom('operator_accounts').select('totp_secret').where('name', '=', 'root').executeTakeFirstOrThrow();
      return totpAt(row.totp_secret!, t.clock.now());
    };
    expect(await ops(['login', 'root'], { ask })).toMatch(/logged in as root/);
    const file = env.OPS_SESSION_FILE!;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const token = fs.readFileSync(file, 'utf8').trim();
    const stored = await t.deps.db.selectFrom('operator_sessions').select('token_hash').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256(token));
    await expect(ops(['login', 'root'], { ask: async () => 'wrong-password' })).rejects.toThrow();
  });

  it('runs through the console: creating an operator is held for a second admin; a role the policy refuses is refused and recorded', async () => {
    expect(await ops(['operator:create', 'bob', 'reviewer,finance', 'night shift'])).toMatch(/^held: a second operator must approve it/);
    const held = await t.deps.db.selectFrom('operator_approvals').selectAll().where('action', '=', 'operators.create').executeTakeFirstOrThrow();
    expect(held).toMatchObject({ status: 'pending', requested_by: 'root' });
    expect(await t.deps.db.selectFrom('operator_accounts').select('name').where('name', '=', 'bob').executeTakeFirst()).toBeUndefined();

    await expect(ops(['deposit:approve', '1'])).rejects.toThrow(/role does not allow/);
    await expect(ops(['kyc:approve', '1'])).rejects.toThrow(/role does not allow/);
    const refused = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', 'refused').where('operator', '=', 'root').execute();
    expect(refused.map((r) => r.subject).sort()).toEqual(['deposits.decide', 'kyc.decide']);
    expect(await ops(['param:get', 'admin_approval_usdt'])).toBe('10000');
  });

  it('capital above the threshold is refused from the command line (booked in the console with a second operator); below it is booked', async () => {
    const finance = await operatorSession(t.deps, 'fay', ['finance']);
    const asFinance = (args: string[]) => runOpsAsOperator({ app: t.app, deps: t.deps }, args, { env: { OPS_TOKEN: finance }, ask: async () => '' }, usage);
    await expect(asFinance(['seconds:fund', '20000', 'wire-big'])).rejects.toThrow(/above admin_approval_usdt/);
    expect(await asFinance(['seconds:fund', '500', 'wire-small'])).toContain('500');
    await expect(asFinance(['param:set', 'admin_approval_usdt', '1000000', 'more room'])).rejects.toThrow(/role does not allow/);
  });

  it('logs out: the session ends and its file is gone', async () => {
    expect(await ops(['logout'])).toBe('logged out');
    expect(fs.existsSync(env.OPS_SESSION_FILE!)).toBe(false);
    await expect(ops(['param:list'])).rejects.toThrow(/not logged in/);
  });
});
