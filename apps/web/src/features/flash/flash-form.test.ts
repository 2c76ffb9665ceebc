import fc from 'fast-check';
import { formatUnits, parseUnits } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import type { TFlashCoin, TFlashQuote } from './flash-api';
import {
  flashButtons,
  flashErrors,
  flashFieldError,
  flashFormReducer,
  flashQuoteRequest,
  flashSummary,
  initialFlashForm,
  maxAmount,
  ratio,
  type TFlashFormContext,
  type TFlashFormState,
} from './flash-form';

const NOW = Date.UTC(2026, 10, 26, 1, 0, 0);
const COINS: TFlashCoin[] = [
  { currency: 'USDT', decimals: 8, minAmount: '5' },
  { currency: 'BTC', decimals: 6, minAmount: '0.0001' },
  { currency: 'ETH', decimals: 4, minAmount: '0.002' },
];
const QUOTE: TFlashQuote = {
  quoteId: '42',
  from: 'BTC',
  to: 'ETH',
  amount: '0.01',
  expected: '0.3',
  receive: '0.2985',
  toleranceBps: 50,
  price: '30',
  route: ['BTC', 'USDT', 'ETH'],
  fees: [
    { currency: 'USDT', amount: '0.6' },
    { currency: 'ETH', amount: '0.0003' },
  ],
  left: [{ currency: 'USDT', amount: '0.01' }],
  expiresAt: NOW + 10_000,
  validMs: 10_000,
};

const form = (over: Partial<TFlashFormState> = {}): TFlashFormState => ({ from: 'BTC', to: 'ETH', amount: '0.01', isChecked: false, ...over });
const ctx = (over: Partial<TFlashFormContext> = {}): TFlashFormContext => ({
  coins: COINS,
  available: '1',
  quote: null,
  quotedAt: null,
  failure: null,
  isQuoting: false,
  isExecuting: false,
  now: NOW,
  ...over,
});
const keys = (s: TFlashFormState, c = ctx()) => flashErrors(s, c).map((e) => e.key);
const quoted = (over: Partial<TFlashFormContext> = {}) => ctx({ quote: QUOTE, quotedAt: NOW, ...over });

describe('the flash exchange inputs', () => {
  it('swaps the coins rather than making a pair of one coin', () => {
    expect(flashFormReducer(form(), { type: 'from', coin: 'ETH' })).toMatchObject({ from: 'ETH', to: 'BTC' });
    expect(flashFormReducer(form(), { type: 'to', coin: 'BTC' })).toMatchObject({ from: 'ETH', to: 'BTC' });
    expect(flashFormReducer(form(), { type: 'swap' })).toMatchObject({ from: 'ETH', to: 'BTC', amount: '0.01' });
    expect(flashFormReducer(form(), { type: 'to', coin: 'USDT' })).toMatchObject({ from: 'BTC', to: 'USDT' });
  });

  it('replaces coins the server does not convert with the first it does', () => {
    expect(flashFormReducer(initialFlashForm(), { type: 'coins', coins: ['USDT', 'BTC', 'ETH'] })).toMatchObject({ from: 'USDT', to: 'BTC' });
    expect(flashFormReducer(form({ from: 'DOGE' }), { type: 'coins', coins: ['USDT', 'ETH'] })).toMatchObject({ from: 'USDT', to: 'ETH' });
    expect(initialFlashForm({ from: 'btc' })).toMatchObject({ from: 'BTC', to: 'USDT' });
  });

  it('"Max" gives the whole balance, cut (never rounded) to the coin\'s decimals', () => {
    expect(flashFormReducer(form(), { type: 'max', available: '0.12345678', decimals: 6 }).amount).toBe('0.123456');
    expect([maxAmount('3', 4), maxAmount('0.00009', 4), maxAmount('junk', 4)]).toEqual(['3', '0', '0']);
    expect(flashButtons(form(), ctx({ available: '0.0000009' })).canMax).toBe(false);
    expect(flashButtons(form(), ctx({ available: '0.000001' })).canMax).toBe(true);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }), (units, decimals) => {
        const max = maxAmount(formatUnits(units, 8), decimals);
        // Never more than the balance, and less than one step of the coin's decimals below it.
        const maxUnits = parseUnits(max, 8)!;
        expect(maxUnits <= units).toBe(true);
        expect(units - maxUnits < 10n ** BigInt(8 - decimals)).toBe(true);
      }),
    );
  });
});

describe('the flash exchange errors', () => {
  it('asks for a quote only for inputs without problems', () => {
    expect(keys(form())).toEqual([]);
    expect(flashQuoteRequest(form(), ctx())).toEqual({ from: 'BTC', to: 'ETH', amount: '0.01' });
    expect(flashQuoteRequest(form(), ctx({ coins: undefined }))).toBeNull();
  });

  it('checks the amount: present, a number, the coin\'s decimals, at least its minimum, within the balance', () => {
    expect(keys(form({ amount: '' }))).toEqual(['msg:enterExchangeAmount']);
    expect(keys(form({ amount: 'unreadable' }))).toEqual(['msg:invalidAmount']);
    expect(keys(form({ amount: '0' }))).toEqual(['msg:invalidAmount']);
    expect(flashErrors(form({ amount: '0.1234567' }), ctx())).toEqual([{ key: 'flash.error.decimals', field: 'amount', values: { decimals: '6', coin: 'BTC' } }]);
    expect(keys(form({ amount: '0.1234560' }))).toEqual([]);
    expect(flashErrors(form({ amount: '0.00009' }), ctx())).toEqual([{ key: 'msg:belowMinimumLimit', field: 'amount', values: { min: '0.0001', coin: 'BTC' } }]);
    expect(keys(form({ amount: '0.0001' }))).toEqual([]);
    expect(keys(form({ amount: '1.000001' }))).toEqual(['msg:insufficientBalance']);
    expect(keys(form({ amount: '1' }))).toEqual([]);
    expect(keys(form({ amount: '99999999999999999' }))).toEqual(['msg:amountAboveMaximum']);
    // The balance unknown yet: the server checks it.
    expect(keys(form({ amount: '5' }), ctx({ available: undefined }))).toEqual([]);
  });

  it('refuses one coin on both sides and a coin that does not convert', () => {
    expect(keys(form({ to: 'BTC' }))).toEqual(['msg:flashSameCoin']);
    expect(flashErrors(form({ to: 'DOGE' }), ctx()).map((e) => [e.key, e.field])).toEqual([['msg:flashPairNotSupported', 'to']]);
  });

  it('shows "enter an amount" only after a try, other problems at once', () => {
    const empty = form({ amount: '' });
    expect(flashFieldError(empty, flashErrors(empty, ctx()), 'amount')).toBeNull();
    expect(flashFieldError({ ...empty, isChecked: true }, flashErrors(empty, ctx()), 'amount')?.key).toBe('msg:enterExchangeAmount');
    const over = form({ amount: '2' });
    expect(flashFieldError(over, flashErrors(over, ctx()), 'amount')?.key).toBe('msg:insufficientBalance');
  });

  it("shows the server's refusal of the quote for these inputs, in its words, and not once the inputs change", () => {
    const failure = { input: { from: 'BTC', to: 'ETH', amount: '0.010' }, reason: 'flashNoLiquidity', message: 'The books cannot take it' };
    expect(flashErrors(form(), ctx({ failure }))).toEqual([{ key: 'msg:error', message: 'The books cannot take it', field: 'quote' }]);
    expect(flashErrors(form({ amount: '0.02' }), ctx({ failure }))).toEqual([]);
  });
});

describe('the flash exchange quote', () => {
  it('summarises the quote for the inputs: receive, price both ways, route, fees, what is left', () => {
    const summary = flashSummary(form(), quoted());
    // The expected amount under "To", the promised minimum (less the 0.5 % tolerance) beside it.
    expect(summary).toMatchObject({ receive: '0.3', minReceive: '0.2985', toleranceBps: 50, price: '30', inversePrice: '0.033333333', route: ['BTC', 'USDT', 'ETH'], secondsLeft: 10, isExpired: false, progress: 1 });
    expect(summary.fees).toHaveLength(2);
    expect(summary.left).toEqual([{ currency: 'USDT', amount: '0.01' }]);
  });

  it('never shows a quote for other inputs: another amount, another coin', () => {
    expect(flashSummary(form({ amount: '0.010' }), quoted()).quote).not.toBeNull();
    expect(flashSummary(form({ amount: '0.02' }), quoted()).quote).toBeNull();
    expect(flashSummary(form({ to: 'USDT' }), quoted()).quote).toBeNull();
    expect(flashButtons(form({ amount: '0.02' }), quoted()).canConvert).toBe(false);
  });

  it('counts the 10 s down from when the quote was asked for, by this clock', () => {
    // The server's clock is a minute ahead: it does not matter.
    const skewed = { ...QUOTE, expiresAt: NOW + 70_000 };
    expect(flashSummary(form(), quoted({ quote: skewed, now: NOW + 200 })).secondsLeft).toBe(10);
    expect(flashSummary(form(), quoted({ now: NOW + 9_001 })).secondsLeft).toBe(1);
    // Renewed in its last 2 s, before it runs out (a Confirm then still finds it valid).
    expect(flashSummary(form(), quoted({ now: NOW + 7_999 })).isRenewDue).toBe(false);
    expect([flashSummary(form(), quoted({ now: NOW + 8_000 })).isRenewDue, flashSummary(form(), quoted({ now: NOW + 8_000 })).isExpired]).toEqual([true, false]);
    const expired = flashSummary(form(), quoted({ now: NOW + 10_000 }));
    expect([expired.secondsLeft, expired.isExpired, expired.progress]).toEqual([0, true, 0]);
  });

  it('enables Convert only for a live quote of these inputs with nothing under way', () => {
    expect(flashButtons(form(), quoted()).canConvert).toBe(true);
    expect(flashButtons(form(), quoted({ now: NOW + 10_000 })).canConvert).toBe(false);
    expect(flashButtons(form(), quoted({ isQuoting: true })).canConvert).toBe(false);
    expect(flashButtons(form(), quoted({ isExecuting: true })).canConvert).toBe(false);
    expect(flashButtons(form(), ctx()).canConvert).toBe(false);
    expect(flashButtons(form({ amount: '2' }), quoted()).canConvert).toBe(false);
    expect(flashButtons(form(), ctx()).canRefresh).toBe(true);
    expect(flashButtons(form({ amount: '' }), ctx()).canRefresh).toBe(false);
  });

  it('divides exactly, cut to 8 significant decimals', () => {
    expect([ratio('1', '3'), ratio('2', '1'), ratio('1', '80000'), ratio('1', '0')]).toEqual(['0.33333333', '2', '0.0000125', null]);
    expect(ratio('1', '81234.56789')).toBe('0.00001231003');
  });
});
