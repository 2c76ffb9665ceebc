import type { TDeps } from '../../platform/deps.js';
import { defaultParams } from '../params/default-params.js';
import { paramsRepository } from '../params/params.repository.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';
import { REVIEW_STATUS, SCORE_BOUNDS, unitsOf } from '@exchange/contracts';
import { applyScoreRule } from '../score/apply-score-rule.js';
import { reviewDeposit } from '../deposits/review-deposit.js';
import { depositsRepository } from '../deposits/deposits.repository.js';
import { fundDemoFaucet } from './demo-funds.js';

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
  await fundDemoFaucet(deps);
  const existing = await accountsRepository.findByInvitationCode(deps.db, DEMO_USER.invitationCode);
  if (existing) return;
  const now = BigInt(deps.clock.now());
  const userId = await accountsRepository.insertUser(deps.db, {
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
    // Verified, so that a visitor of the demo can try the products that need identity verification
    // (contracts, seconds contracts, subscriptions) before the KYC flow exists; the country is still
    // the user's to declare (the gate asks for it).
    kyc_status: 2n,
    score: BigInt(SCORE_BOUNDS.initial),
    created_at: now,
    updated_at: now,
  });
  // Its identity counts as verified, so the published rule applies, with its line in the history.
  await applyScoreRule(deps.db, { userId, rule: 'identityVerified', ref: 'kyc:demo-seed', now: deps.clock.now() });
  await fundDemoUser(deps, userId);
}

/** What the demo user starts with (issue 3: 10,000 USDT, 1 BTC, 10 ETH and some of each other asset). */
export const DEMO_FUNDING: [currency: string, chain: string, amount: string][] = [
  ['USDT', 'TRC20', '10000'],
  ['BTC', 'BTC', '1'],
  ['ETH', 'ERC20', '10'],
  ['LTC', 'LTC', '20'],
  ['EOS', 'EOS', '1000'],
  ['ADA', 'ADA', '5000'],
  ['XRP', 'XRP', '3000'],
  ['DOGE', 'DOGE', '20000'],
  ['LBR', 'ERC20', '1000'],
  ['USDC', 'TRC20', '2500.5'],
];

/**
 * Funds the demo user the way any user is funded: a deposit record, approved by the operator
 * "demo-seed", which posts a real ledger deposit. No balance is written directly.
 */
async function fundDemoUser(deps: TDeps, userId: bigint): Promise<void> {
  for (const [currency, chain, amount] of DEMO_FUNDING) {
    const address = deps.depositAddresses.addressFor(userId, currency, chain)?.address ?? 'demo';
    const row = await depositsRepository.insert(deps.db, {
      user_id: userId,
      currency,
      chain,
      address,
      amount: unitsOf(amount, currency),
      proof: '',
      tx_hash: '',
      status: BigInt(REVIEW_STATUS.pending),
      reason: '',
      reviewed_by: null,
      reviewed_at: null,
      created_at: BigInt(deps.clock.now()),
    });
    await reviewDeposit(deps, { id: row.id, operator: 'demo-seed', approve: true, reason: 'demo funding', txHash: '' });
  }
}
