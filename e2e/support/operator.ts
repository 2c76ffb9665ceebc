import type { TOperatorRole } from '@exchange/contracts';
import { totpAt, TOTP_STEP_MS } from '../../apps/server/src/platform/totp';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openFromConfig } from '../../apps/server/src/platform/db/open-from-config';
import { systemClock } from '../../apps/server/src/platform/clock';
import { createOperatorAccount } from '../../apps/server/src/modules/admin/operator-accounts';
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
 * An operator made directly in the test server's database (a test fixture: production code creates
 * operators only through the first-admin bootstrap or a second admin's approval) with a password,
 * logged in over the API and enrolled with a TOTP code computed here as an authenticator app would
 * (RFC 6238): the returned session token opens /bb/admin (header X-Operator-Token).
 */
export async function operatorByApi(server: TServer, name: string, roles: readonly TOperatorRole[]): Promise<TOperator> {
  const password = `E2e-${randomBytes(9).toString('base64url')}`;
  const database = openFromConfig(loadConfig({ DATA_DIR: server.dataDir, DEMO: '1' }));
  try {
    await createOperatorAccount(database.db, systemClock, { name, roles, createdBy: 'e2e-fixture', reason: 'e2e operator', password });
  } finally {
    await database.close();
  }
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
