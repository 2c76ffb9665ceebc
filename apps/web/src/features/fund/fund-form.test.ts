import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TFund } from './fund-api';
import { fundErrors, fundFormReducer, fundInterest, fundRequestOf, fundSummary, INITIAL_FUND_FORM, ratePercent, readShares, soldPercent, type TFundFormContext, type TFundFormState } from './fund-form';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

const FUND: TFund = {
  id: 7,
  name: 'Stable 30',
  currency: 'USDT',
  dailyRate: '0.005',
  cycleDays: 30,
  price: '100',
  buyLimit: 10,
  totalShares: 1000,
  soldShares: 995,
  totalAmount: '100000',
  participants: 3,
  rebateRates: ['0.1', '0.05', '0.02'],
  startTime: NOW - DAY,
  endTime: NOW + 10 * DAY,
  status: 0,
  reserve: '20000',
  totalReturn: '15',
};

const ctx = (over: Partial<TFundFormContext> = {}): TFundFormContext => ({
  fund: FUND,
  canBuy: 5,
  myShares: 0,
  available: '1000',
  hasFundPassword: true,
  now: NOW,
  ...over,
});
const form = (over: Partial<TFundFormState> = {}): TFundFormState => ({ ...INITIAL_FUND_FORM, fundPwd: '123456', ...over });
const keys = (s: TFundFormState, c = ctx()) => fundErrors(s, c).map((e) => e.key);

describe('the fund purchase summary', () => {
  it('prices the shares and shows what a day and the cycle pay, floored', () => {
    const summary = fundSummary(form({ shares: '3' }), ctx());
    expect(summary).toMatchObject({ shares: 3, amount: '300', daily: '1.5', cycle: '45', days: 30 });
    expect(summary.lastDay).toBe(Date.UTC(2026, 10, 25) + 29 * DAY);
  });

  it("floors at the currency's scale: 0.123457 USDT at 0.0033 a day for 7 days", () => {
    const fund = { ...FUND, price: '0.123457', dailyRate: '0.0033', cycleDays: 7 };
    const summary = fundSummary(form({ shares: '1' }), { fund, now: NOW });
    // 0.123457 × 0.0033 = 0.0004074081 → 0.0004074 (USDT has 8 decimals); × 7 = 0.0028518567 → 0.00285185.
    expect([summary.daily, summary.cycle]).toEqual(['0.0004074', '0.00285185']);
  });

  it('the cycle equals floor(principal × rate × days) for any principal, rate and cycle, and never less than the days paid at the daily floor', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 365 }), (principal, ppm, days) => {
        const rate = (ppm / 1_000_000).toFixed(6).replace(/0+$/, '');
        const cycle = fundInterest(principal, rate, days);
        expect(cycle).toBe((principal * BigInt(ppm) * BigInt(days)) / 1_000_000n);
        expect(cycle).toBeGreaterThanOrEqual(fundInterest(principal, rate, 1) * BigInt(days));
      }),
    );
  });

  it('has no amounts while the shares are not a whole number', () => {
    expect(fundSummary(form({ shares: '1.5' }), ctx()).amount).toBeNull();
    expect(fundSummary(form({ shares: '' }), ctx()).amount).toBeNull();
  });
});

describe('the fund purchase errors', () => {
  it('accepts a purchase within every bound', () => {
    expect(keys(form({ shares: '5' }))).toEqual([]);
    expect(fundRequestOf(form({ shares: ' 5 ' }), 7)).toEqual({ id: 7, shares: 5, fundPwd: '123456' });
  });

  it('asks for shares, then a whole number at least 1', () => {
    expect(keys(form({ shares: '' }))).toEqual(['msg:fundEnterShares']);
    expect(keys(form({ shares: '2.5' }))).toEqual(['fund.error.wholeNumber']);
    expect(keys(form({ shares: 'abc' }))).toEqual(['fund.error.wholeNumber']);
    expect(keys(form({ shares: '0' }))).toEqual(['msg:fundEnterShares']);
  });

  it('names the tighter bound: the buy limit, or the shares left in the pool', () => {
    // The pool has 5 left, the user may hold 10: above 5 is the pool's problem.
    expect(keys(form({ shares: '6' }), ctx({ canBuy: undefined }))).toEqual(['msg:fundSoldOut']);
    // The user holds 8 of 10: above 2 is their limit.
    expect(keys(form({ shares: '3' }), ctx({ myShares: 8, canBuy: 2 }))).toEqual(['msg:fundAboveLimit']);
    expect(keys(form({ shares: '99999999999999' }), ctx({ fund: { ...FUND, soldShares: 0 } }))[0]).toBe('msg:fundAboveLimit');
  });

  it('refuses an amount above the available balance', () => {
    expect(keys(form({ shares: '5' }), ctx({ available: '499.99' }))).toEqual(['msg:insufficientBalance']);
    expect(keys(form({ shares: '5' }), ctx({ available: '500' }))).toEqual([]);
  });

  it('asks for the fund password, or to set one first', () => {
    expect(keys(form({ fundPwd: '' }))).toEqual(['msg:enterFundPassword']);
    expect(keys(form({ fundPwd: '12ab' }))).toEqual(['msg:fundPasswordError']);
    expect(keys(form({ fundPwd: '' }), ctx({ hasFundPassword: false }))).toEqual(['msg:fundPasswordNotSet']);
  });

  it('refuses a fund that is not open: stopped, expired, not started', () => {
    expect(keys(form(), ctx({ fund: { ...FUND, status: 2 } }))).toContain('msg:fundNotOpen');
    expect(keys(form(), ctx({ fund: { ...FUND, startTime: NOW + 1 } }))).toContain('msg:fundNotOpen');
    expect(keys(form(), ctx({ fund: { ...FUND, endTime: NOW - 1 } }))).toContain('msg:fundNotOpen');
  });
});

describe('the fund purchase state', () => {
  it('steps within 1 and the most the user may buy', () => {
    let s = fundFormReducer(INITIAL_FUND_FORM, { type: 'step', by: -1, max: 5 });
    expect(s.shares).toBe('1');
    for (let i = 0; i < 10; i++) s = fundFormReducer(s, { type: 'step', by: 1, max: 5 });
    expect(s.shares).toBe('5');
    expect(fundFormReducer({ ...s, shares: 'x' }, { type: 'step', by: 1, max: 5 }).shares).toBe('1');
    expect(fundFormReducer({ ...s, isChecked: true, fundPwd: '1' }, { type: 'reset' })).toEqual(INITIAL_FUND_FORM);
  });

  it('reads shares and shows rates and the pool', () => {
    expect([readShares('007'), readShares('1e3'), readShares('-1')]).toEqual([7, null, null]);
    expect([ratePercent('0.005'), ratePercent('0.0125'), ratePercent('0.1'), ratePercent('1')]).toEqual(['0.5', '1.25', '10', '100']);
    expect([soldPercent(FUND), soldPercent({ soldShares: 999, totalShares: 1000 }), soldPercent({ soldShares: 1000, totalShares: 1000 })]).toEqual([99, 99, 100]);
  });
});
