import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUnits, parseUnits } from '@exchange/contracts';
import type { TSecondsConfig } from './seconds-api';
import { breakEvenPercent, initialSecondsForm, secondsErrors, secondsFieldError, secondsFormReducer, secondsLeft, secondsRequestOf, secondsSummary, type TSecondsFormContext } from './seconds-form';

const CONFIG: TSecondsConfig = {
  durations: [
    { second: 30, incomeRate: '0.8', openAmountMin: '10', openAmountMax: '5000', breakEvenWinRate: '0.555556' },
    { second: 60, incomeRate: '0.85', openAmountMin: '50', openAmountMax: '5000', breakEvenWinRate: '0.540541' },
  ],
  amounts: ['1', '10', '100'],
  feeRate: '0.001',
  markets: [
    { symbol: 'btcusdt', baseCoin: 'BTC', quoteCoin: 'USDT', pricePrecision: 2, price: '30000' },
    { symbol: 'ethusdt', baseCoin: 'ETH', quoteCoin: 'USDT', pricePrecision: 2, price: '' },
  ],
  houseBalance: '1000',
  houseExposure: '200',
};
const ctx = (over: Partial<TSecondsFormContext> = {}): TSecondsFormContext => ({ config: CONFIG, available: '500', ...over });
const keys = (amount: string, over: Partial<TSecondsFormContext> = {}, positionTime: number | null = null, symbol = 'btcusdt') =>
  secondsErrors({ ...initialSecondsForm(amount, symbol), positionTime }, ctx(over)).map((e) => e.key);

describe('the seconds-contract form', () => {
  it('starts at SPEC §9 default amounts and the first duration', () => {
    expect(initialSecondsForm('100').amount).toBe('100');
    expect(secondsSummary(initialSecondsForm('1'), ctx()).duration?.second).toBe(30);
  });

  it('summarizes what the server books: the fee rounded up, a win rounded down, stake + fee out of the wallet', () => {
    expect(secondsSummary({ ...initialSecondsForm('100'), positionTime: 60 }, ctx())).toEqual({
      duration: CONFIG.durations[1],
      fee: '0.1',
      profit: '85',
      payout: '185',
      cost: '100.1',
      breakEven: '0.540541',
    });
    // 0.00001001 × 0.001 = 0.00000001001 → 0.00000002 (up); × 0.8 = 0.000008008 → 0.00000800 (down).
    const tiny = secondsSummary(initialSecondsForm('0.00001001'), ctx());
    expect([tiny.fee, tiny.profit]).toEqual(['0.00000002', '0.000008']);
  });

  it("gives SPEC §5's messages in SPEC §5's order", () => {
    expect(keys('')).toEqual(['secondsEnterAmount']);
    expect(keys('0.000009')).toEqual(['secondsEnterAmount']);
    expect(keys('abc')).toEqual(['invalidAmount']);
    expect(keys('5')).toEqual(['secondsBelowMin']);
    expect(keys('20', {}, 60)).toEqual(['secondsBelowMin']);
    expect(keys('6000')).toEqual(['secondsAboveMax', 'secondsHouseCover', 'insufficientBalance']);
    expect(keys('499.9')).toEqual(['insufficientBalance']);
    expect(keys('100', { available: undefined })).toEqual([]);
    expect(keys('100', {}, null, 'ethusdt')).toEqual(['contractNoPrice']);
  });

  it('refuses a win the house has no room for (its balance less the open orders at their best)', () => {
    // Room 800: a 60 s stake of 950 would win 807.5.
    expect(keys('950', { available: '10000' }, 60)).toEqual(['secondsHouseCover']);
    expect(keys('940', { available: '10000' }, 60)).toEqual([]);
  });

  it('shows a field error only after a try, and builds the SPEC §7 request', () => {
    const state = initialSecondsForm('5');
    const errors = secondsErrors(state, ctx());
    expect(secondsFieldError(state, errors, 'amount')).toBeNull();
    expect(secondsFieldError(secondsFormReducer(state, { type: 'checked' }), errors, 'amount')?.key).toBe('secondsBelowMin');
    expect(secondsRequestOf({ ...initialSecondsForm('12.5'), positionTime: 60 }, ctx(), 'down')).toEqual({
      openAmount: '12.5',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      positionTime: 60,
      tradeType: 1,
    });
    expect(secondsRequestOf({ ...initialSecondsForm('12.5'), positionTime: 45 }, ctx(), 'up')?.positionTime).toBe(30);
  });

  it('never books more than stake + fee, and a win never pays more than the income rate', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1_000n, max: 10n ** 13n }), (units) => {
        const amount = formatUnits(units, 8);
        const s = secondsSummary(initialSecondsForm(amount), ctx());
        const fee = parseUnits(s.fee!, 8)!;
        expect(fee * 1000n >= units).toBe(true);
        expect((fee - 1n) * 1000n < units).toBe(true);
        expect(parseUnits(s.profit!, 8)! * 10n <= units * 8n).toBe(true);
        expect(parseUnits(s.cost!, 8)).toBe(units + fee);
      }),
    );
  });

  it('shows the break-even win rate as a percent rounded up, as the risk disclosure does', () => {
    expect(breakEvenPercent('0.555556')).toBe('55.56');
    expect(breakEvenPercent('0.540541')).toBe('54.06');
    expect(breakEvenPercent('0.5')).toBe('50.00');
    expect(breakEvenPercent('0.50000001')).toBe('50.01');
    expect(breakEvenPercent('1')).toBe('100.00');
    expect(breakEvenPercent('x')).toBe('');
  });

  it('counts down whole seconds to expiry, and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
