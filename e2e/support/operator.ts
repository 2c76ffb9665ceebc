import type { TOperatorRole } from '@exchange/contracts';
import { totpAt, TOTP_STEP_MS } from '../../apps/server/src/modules/admin/totp';
import { runOps } from './ops';
import type { TServer } from './server';

export type TOperator = { name: string; password: string; secret: string; token: string; recoveryCodes: string[] };

async function post(server: TServer, path: string, body: unknown, token?: string): Promise<any> {
  const response = await fetch(`${server.baseUrl}/bb${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-operator-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * An operator created with `npm run ops -- operator:create`, logged in over the API with its
 * temporary password and enrolled with a TOTP code computed here as an authenticator app would
 * (RFC 6238): the returned session token opens /bb/admin (header X-Operator-Token).
 */
export async function operatorByApi(server: TServer, name: string, roles: readonly TOperatorRole[]): Promise<TOperator> {
  const printed = await runOps(server, ['operator:create', name, roles.join(','), 'e2e operator']);
  const password = /temporary password: (\S+)/.exec(printed)?.[1];
  if (!password) throw new Error(`operator:create printed no password: ${printed}`);
  const login = await post(server, '/admin/auth/login', { name, password });
  if (login.data?.stage !== 'enrol') throw new Error(`operator log-in: ${JSON.stringify(login)}`);
  const enrol = await post(server, '/admin/auth/enrol', { totp: totpAt(login.data.secret, Date.now()) }, login.data.token);
  if (!enrol.data?.recoveryCodes) throw new Error(`operator enrolment: ${JSON.stringify(enrol)}`);
  return { name, password, secret: login.data.secret, token: login.data.token, recoveryCodes: enrol.data.recoveryCodes };
}

/** The authenticator's code for a later log-in: the next time step's (a code is good once, and enrolment spent this step's). */
export async function nextTotp(secret: string): Promise<string> {
  const now = Date.now();
  const nextStep = Math.floor(now / TOTP_STEP_MS + 1) * TOTP_STEP_MS;
  await new Promise((resolve) => setTimeout(resolve, nextStep - now + 50));
  return totpAt(secret, Date.now());
}
