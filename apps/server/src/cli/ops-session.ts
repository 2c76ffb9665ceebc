import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPERATOR_ROLES, type TOperatorRole } from '@exchange/contracts';
import { translate, type TMessageKey } from '@exchange/i18n';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { recordOperatorAction } from '../modules/audit/record-operator-action.js';
import { createOperatorAccount } from '../modules/admin/operator-accounts.js';
import { adminRepository } from '../modules/admin/admin.repository.js';
import { enrolOperatorTotp, logInOperator } from '../modules/admin/operator-login.js';
import { resolveOperatorSession, revokeOperatorSessions, type TOperatorSession } from '../modules/admin/operator-sessions.js';
import { mayTake } from '../modules/admin/policy.js';
import { approvalThreshold, usdtValueOf } from '../modules/admin/ops-reviews.js';
import { readAmountOf } from '@exchange/contracts';
import { capitalOf, isMoneyChange, OPS_ACTIONS, OPS_CONSOLE_CALLS } from './ops-access.js';
import { runOpsCommand } from './ops-commands.js';

/** Where `ops login` keeps its session token (mode 0600): OPS_SESSION_FILE, else ~/.exchange-ops-session. */
export function sessionFile(env: NodeJS.ProcessEnv): string {
  return env.OPS_SESSION_FILE || path.join(os.homedir(), '.exchange-ops-session');
}

/** The session token: OPS_TOKEN, else the file `ops login` wrote. */
function tokenOf(env: NodeJS.ProcessEnv): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN.trim();
  try {
    return fs.readFileSync(sessionFile(env), 'utf8').trim();
  } catch {
    return '';
  }
}

export type TOpsIo = { env: NodeJS.ProcessEnv; ask: (question: string, isSecret: boolean) => Promise<string> };
export type TOpsApp = { app: FastifyInstance; deps: TDeps };

const META = { ip: 'ops-cli', userAgent: 'npm run ops' };
const say = (key: TMessageKey) => translate('en-US', key);

/**
 * `ops login NAME`: the same log-in as the console (password, then a TOTP code or a recovery code;
 * limited per operator), enrolling an authenticator on the first log-in. The session token is
 * written to the session file (0600); only its SHA-256 is stored in the database.
 */
async function login(ctx: TOpsApp, name: string | undefined, io: TOpsIo): Promise<string> {
  if (!name) throw new Error('usage: npm run ops -- login NAME');
  const password = await io.ask('password: ', true);
  let answer;
  try {
    answer = await logInOperator(ctx.deps, { name, password }, META);
    if (answer.stage === 'ready') throw new Error('unexpected');
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== 'totpRequired') throw error;
    const code = await io.ask('authenticator code (or a recovery code): ', true);
    const second = /^\d{6}$/.test(code) ? { totp: code } : { recoveryCode: code };
    answer = await logInOperator(ctx.deps, { name, password, ...second }, META);
  }
  const lines: string[] = [];
  if (answer.stage === 'enrol') {
    process.stdout.write(`first log-in: add this to your authenticator app, then enter its code\n${answer.otpauthUrl}\nsecret: ${answer.secret}\n`);
    const session = (await resolveOperatorSession(ctx.deps, answer.token))!;
    const { recoveryCodes } = await enrolOperatorTotp(ctx.deps, session, await io.ask('authenticator code: ', true));
    lines.push('recovery codes (each works once; keep them offline):', ...recoveryCodes);
  }
  const file = sessionFile(io.env);
  fs.writeFileSync(file, `${answer.token}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  lines.push(`logged in as ${name}; session kept in ${file} (8 hours at most, 30 idle minutes)`);
  return lines.join('\n');
}

/**
 * The first-admin bootstrap, the only command run without a logged-in operator: while fewer than
 * two admin accounts exist (a second admin is needed before anything held can be approved), the
 * holder of the machine's keys creates an admin. Recorded as created by `bootstrap`, so the two
 * founding admins are tied to nobody.
 */
async function bootstrap(ctx: TOpsApp, args: string[]): Promise<string | null> {
  const [command, name, rolesText, ...reason] = args;
  if (command !== 'operator:create' || !name || !rolesText) return null;
  const roles = rolesText.split(',');
  if (!roles.includes('admin') || roles.some((role) => !(OPERATOR_ROLES as readonly string[]).includes(role))) return null;
  const admins = await adminRepository.listOperators(ctx.deps.db);
  if (admins.filter((row) => row.roles.split(',').includes('admin')).length >= 2) return null;
  const created = await createOperatorAccount(ctx.deps.db, ctx.deps.clock, { name, roles: roles as TOperatorRole[], createdBy: 'bootstrap', reason: reason.join(' ') || 'first admin (bootstrap)' });
  return `operator ${created.name} (${roles.join(',')})\ntemporary password: ${created.password}\nlog in (npm run ops -- login ${created.name}, or /admin): the first log-in enrols an authenticator (TOTP)`;
}

/** Refuses (and records) what the operator's roles may not do, or what needs a second operator here. */
async function refuse(ctx: TOpsApp, operator: TOperatorSession, command: string, why: string): Promise<never> {
  await recordOperatorAction(ctx.deps.db, ctx.deps.clock, { operator: operator.name, action: 'refused', subject: OPS_ACTIONS[command] ?? command, detail: { ops: command, refused: why } });
  throw new Error(why);
}

/** A console call run in process with the operator's session: the console's own policy, approvals and audit. */
async function consoleCall(ctx: TOpsApp, token: string, call: { path: string; input: Record<string, unknown> }): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: `/bb${call.path}`, payload: call.input, headers: { 'x-operator-token': token, 'accept-language': 'en-US' } });
  const body = response.json() as { code: number; msg?: string; data?: any };
  if (body.code !== 1) throw new Error(body.msg ?? `refused (${response.statusCode})`);
  if (body.data?.pending) return `held: a second operator must approve it in the console (/admin, Approvals), request ${body.data.approvalId}`;
  return JSON.stringify(body.data);
}

/**
 * Runs an ops command as the logged-in operator (issue 24: the command line is no side door):
 * `login`/`logout`, the first-admin bootstrap, else the session's operator, THE policy for the
 * command's action (refusals recorded), the console's own call for commands under the two-person
 * rule, and capital or money terms that need a second operator refused here.
 * @throws Error with what to print
 */
export async function runOpsAsOperator(ctx: TOpsApp, args: string[], io: TOpsIo, usage: () => Promise<string>): Promise<string> {
  const [command = '', ...rest] = args;
  if (command === 'login') return login(ctx, rest[0], io);
  const bootstrapped = await bootstrap(ctx, args);
  if (bootstrapped) return bootstrapped;
  const action = OPS_ACTIONS[command];
  if (!action && !OPS_CONSOLE_CALLS[command] && command !== 'logout') return usage();
  const token = tokenOf(io.env);
  const operator = token ? await resolveOperatorSession(ctx.deps, token) : null;
  if (!operator || operator.stage !== 'ready') throw new Error(`not logged in: npm run ops -- login NAME (${say('operatorRequired')})`);
  if (command === 'logout') {
    await revokeOperatorSessions(ctx.deps, operator.operatorId, { only: operator.sessionId });
    if (!io.env.OPS_TOKEN) fs.rmSync(sessionFile(io.env), { force: true });
    return 'logged out';
  }
  const toConsole = OPS_CONSOLE_CALLS[command];
  if (toConsole) return consoleCall(ctx, token, toConsole(rest));
  if (!mayTake(operator.roles, action!)) return refuse(ctx, operator, command, say('operatorForbidden'));
  const capital = capitalOf(command, rest);
  if (capital) {
    const amount = readAmountOf(capital.amount, capital.asset);
    const value = amount.problem ? 0n : usdtValueOf(ctx.deps, capital.asset, amount.units); // a bad amount: the command answers its usage
    if (value === null || value > (await approvalThreshold(ctx.deps))) {
      return refuse(ctx, operator, command, 'above admin_approval_usdt: book it in the console (Funding: capital, then a transfer), where a second operator approves it');
    }
  }
  if (isMoneyChange(command, rest)) return refuse(ctx, operator, command, 'a money term: change it in the console, where a second operator approves it');
  return runOpsCommand({ db: ctx.deps.db, clock: ctx.deps.clock }, args, operator.name);
}
