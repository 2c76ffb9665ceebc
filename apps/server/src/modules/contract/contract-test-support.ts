import { expect } from 'vitest';
import { findContractMarket, parseUnits } from '@exchange/contracts';
import { latestDisclosureVersion } from '@exchange/i18n';
import { registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { priceTicksRepository, type TRecordedTick } from '../prices/price-ticks.repository.js';
import { contractEngineOf } from './contract-engine.js';
import { auditExposure, HOUSE, INSURANCE, systemBalance } from './house.js';

/**
 * A user who may trade contracts: registered with a country, identity verified (kyc_status 2),
 * the contract risk disclosure accepted, and `usdt` moved into the contract wallet through the
 * coin → contract transfer.
 */
export async function contractTrader(t: TTestApp, email: string, usdt: string): Promise<{ userId: bigint; token: string }> {
  const user = await registerByEmail(t, email, { country: 'US' });
  await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', BigInt(user.userId)).execute();
  const accepted = await t.call('/product/accept', { product: 'contract', version: latestDisclosureVersion('contract') }, { token: user.token });
  expect(accepted.code).toBe(1);
  if (usdt !== '0') {
    await fund(t, user.userId, 'USDT', usdt);
    const moved = await t.call('/contract/transfer', { amount: usdt, currency: 'USDT', type: 1 }, { token: user.token });
    expect(moved.code).toBe(1);
  }
  return { userId: BigInt(user.userId), token: user.token };
}

/**
 * Records an index tick for a market at the test clock's time (as the recorder would, with its
 * inputs), lets the app's recorder follow it (so `latest` and the tick listeners see it), waits
 * for the trigger check, runs the jobs it queued, and syncs the engine. Returns the tick.
 */
export async function recordTick(t: TTestApp, symbol: string, price: string, options: { run?: boolean } = {}): Promise<TRecordedTick> {
  const market = findContractMarket(symbol)!;
  const ticks = parseUnits(price, market.pricePrecision)!;
  const [tick] = await priceTicksRepository.insert(t.deps.db, [
    { symbol: market.symbol, price: ticks, method: 'median', sources: [{ source: 'test-feed', price, time: t.clock.now() }], observedAt: t.clock.now() },
  ]);
  await t.deps.priceTicks.step();
  const engine = contractEngineOf(t.deps);
  await engine.idle();
  if (options.run !== false) await settleDue(t);
  return tick;
}

/** Runs the due jobs and brings the engine's book up to date. */
export async function settleDue(t: TTestApp): Promise<void> {
  await t.deps.jobs.runner.runDue();
  await contractEngineOf(t.deps).sync();
}

export async function expectConsistent(t: TTestApp): Promise<void> {
  const report = await auditLedger(t.deps.db);
  expect({ ...report, transactions: 0, entries: 0, accounts: 0 }).toMatchObject({ unbalanced: [], mismatched: [], negative: [], frozenMismatches: [], isConsistent: true });
  // The house's kept net exposure is its holding positions'.
  expect(await auditExposure(t.deps.db)).toEqual([]);
}

export const houseBalance = (t: TTestApp) => systemBalance(t.deps.db, HOUSE);
export const insuranceBalance = (t: TTestApp) => systemBalance(t.deps.db, INSURANCE);

/** The contract wallet's available and frozen USDT, as the account call reports them. */
export async function contractAccount(t: TTestApp, token: string) {
  const answer = await t.call('/contract/account', {}, { token });
  expect(answer.code).toBe(1);
  return answer.data as { available: string; frozen: string; unrealizedProfit: string; equity: string; positions: number };
}
