import { expect } from 'vitest';
import { latestDisclosureVersion } from '@exchange/i18n';
import { readAmountOf } from '@exchange/contracts';
import { registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { recordTick as recordContractTick } from '../contract/contract-test-support.js';
import { secondsEngineOf } from './seconds-engine.js';
import { auditSecondsExposure, fundSecondsHouse } from './seconds-house.js';

/** A user who may trade seconds contracts: country US, KYC verified, the disclosure accepted, `usdt` in the contract wallet. */
export async function secondsTrader(t: TTestApp, email: string, usdt: string): Promise<{ userId: bigint; token: string }> {
  const user = await registerByEmail(t, email, { country: 'US' });
  await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', BigInt(user.userId)).execute();
  const accepted = await t.call('/product/accept', { product: 'seconds', version: latestDisclosureVersion('seconds') }, { token: user.token });
  expect(accepted.code).toBe(1);
  if (usdt !== '0') {
    await fund(t, user.userId, 'USDT', usdt);
    const moved = await t.call('/contract/transfer', { amount: usdt, currency: 'USDT', type: 1 }, { token: user.token });
    expect(moved.code).toBe(1);
  }
  return { userId: BigInt(user.userId), token: user.token };
}

export async function fundHouse(t: TTestApp, amount: string, reference = 'test-capital'): Promise<void> {
  await t.deps.db.transaction().execute((tx) => fundSecondsHouse(tx, t.clock.now(), { amount: readAmountOf(amount, 'USDT').units!, reference, memo: 'test' }));
}

/** Records a tick (the contract helper), then lets the seconds engine queue its job, runs the due jobs and syncs. */
export async function recordTick(t: TTestApp, symbol: string, price: string) {
  const tick = await recordContractTick(t, symbol, price, { run: false });
  await secondsEngineOf(t.deps).idle();
  await t.deps.jobs.runner.runDue();
  await secondsEngineOf(t.deps).sync();
  return tick;
}

export async function expectConsistent(t: TTestApp): Promise<void> {
  const report = await auditLedger(t.deps.db);
  expect({ ...report, transactions: 0, entries: 0, accounts: 0 }).toMatchObject({ unbalanced: [], mismatched: [], negative: [], frozenMismatches: [], isConsistent: true });
  const exposure = await auditSecondsExposure(t.deps.db);
  expect(exposure.kept).toBe(exposure.open);
}
