import type { TDeps } from '../../platform/deps.js';
import { defaultParams } from '../params/default-params.js';
import { paramsRepository } from '../params/params.repository.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';

/** The demo account of the README. */
export const DEMO_USER = {
  email: 'demo@example.com',
  password: 'Demo1234',
  fundPassword: '123456',
  invitationCode: 'DEMO01',
  uid: '10000001',
} as const;

/** Parameters every installation needs; existing values (an operator's) are kept. */
export async function seedParams(deps: TDeps): Promise<void> {
  for (const param of defaultParams(deps.config.isDemo)) {
    await paramsRepository.ensure(deps.db, param, deps.clock.now());
  }
}

/** Demo mode: the demo user, created once through the same repository as any registration. */
export async function seedDemo(deps: TDeps): Promise<void> {
  const existing = await accountsRepository.findByInvitationCode(deps.db, DEMO_USER.invitationCode);
  if (existing) return;
  const now = BigInt(deps.clock.now());
  await accountsRepository.insertUser(deps.db, {
    uid: DEMO_USER.uid,
    email: DEMO_USER.email,
    area_code: null,
    phone: null,
    phone_account: null,
    password_hash: await hashPassword(DEMO_USER.password),
    fund_password_hash: await hashPassword(DEMO_USER.fundPassword),
    invitation_code: DEMO_USER.invitationCode,
    referrer_id: null,
    icon: null,
    kyc_status: 0n,
    score: 100n,
    created_at: now,
    updated_at: now,
  });
}
