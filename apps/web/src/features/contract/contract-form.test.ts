import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findContractMarket, formatUnits, parseUnits } from '@exchange/contracts';
import {
  contractErrors,
  contractFieldError,
  contractFormReducer,
  contractOpenRequestOf,
  contractSummary,
  INITIAL_CONTRACT_FORM,
  presetMargin,
  type TContractFormContext,
  type TContractFormState,
} from './contract-form';
import { marginRatioPercent, statusKey, stopsErrors } from './contract-stops';
import type { TContractMarketConfig, TContractOrder } from './contract-types';

const BTC = findContractMarket('btcusdt')!;

const CONFIG: TContractMarketConfig = {
  symbol: 'btcusdt',
  base: 'BTC',
  quote: 'USDT',
  enabled: true,
  pricePrecision: 2,
  quantityPrecision: 6,
  leverages: [5, 10, 20, 50, 100],
  maxLeverage: 100,
  countryCap: null,
  mmr: '0.005',
  openFeeRate: '0.0005',
  closeFeeRate: '0.0005',
  liquidationFeeRate: '0.005',
  minMargin: '1',
  maxMargin: '100000',
  openInterestLimit: '5000000',
  adverseMove: '0.2',
  houseExposure: '0',
  freeCapacity: '1000000',
  price: '30000',
};

const ctx = (over: Partial<TContractFormContext> = {}): TContractFormContext => ({ market: BTC, config: CONFIG, available: '1000', indexPrice: '30000', ...over });
const form = (over: Partial<TContractFormState> = {}): TContractFormState => ({ ...INITIAL_CONTRACT_FORM, leverage: 10, margin: '100', ...over });
const keys = (state: TContractFormState, context = ctx()) => contractErrors(state, context).map((e) => e.key);

describe('the contract opening form', () => {
  it('summarizes a market opening as the server books it (hand-computed)', () => {
    expect(contractSummary(form(), ctx())).toEqual({
      leverage: 10,
      reference: '30000',
      quantity: '0.033333', // 100 × 10 / 30000, cut to 6 decimals
      value: '999.99',
      fee: '0.499995', // 0.05 % of 999.99, rounded up at 8 decimals
      cost: '100.499995',
      liquidationPrice: '27135.68', // 30000 × 0.9 / 0.995 = 27135.678…, rounded up (warns earlier)
    });
    expect(contractSummary(form({ direction: 'down' }), ctx()).liquidationPrice).toBe('32835.82'); // 30000 × 1.1 / 1.005, rounded down
  });

  it('freezes the largest opening fee for a limit order and sizes it at the limit price', () => {
    const summary = contractSummary(form({ type: 'limit', price: '25000' }), ctx());
    expect(summary).toMatchObject({ reference: '25000', quantity: '0.04', fee: '0.5', cost: '100.5' });
  });

  it('gives the server\'s messages in the server\'s order', () => {
    expect(keys(form({ margin: '' }))).toEqual(['enterAmount']);
    expect(keys(form({ margin: '1,5' }))).toEqual(['invalidAmount']);
    expect(keys(form({ margin: '0.5' }))).toEqual(['contractMarginMin']);
    expect(keys(form({ margin: '200000' }))).toEqual(['contractMarginMax', 'insufficientBalance']);
    expect(keys(form(), ctx({ indexPrice: '' }))).toEqual(['contractNoPrice']);
    expect(keys(form(), ctx({ config: { ...CONFIG, enabled: false } }))[0]).toBe('contractMarketOff');
    expect(keys(form({ type: 'limit', price: '' }))).toEqual(['enterProperPrice']);
    expect(keys(form({ type: 'limit', price: '31000' }))).toEqual(['contractLimitSide']);
    expect(keys(form({ type: 'limit', price: '29000', direction: 'down' }))).toEqual(['contractLimitSide']);
    expect(keys(form({ stopLoss: '30500', takeProfit: '29000' }))).toEqual(['contractStopLossInvalid', 'contractTakeProfitInvalid']);
    expect(keys(form({ direction: 'down', stopLoss: '30500', takeProfit: '29000' }))).toEqual([]);
    expect(keys(form({ margin: '1', leverage: 5 }), ctx({ indexPrice: '9999999' }))).toEqual(['contractTooSmall']);
    expect(keys(form({ margin: '1000' }))).toEqual(['insufficientBalance']);
  });

  it('checks the stops of a limit order against its limit price, not the index', () => {
    expect(keys(form({ type: 'limit', price: '25000', stopLoss: '26000' }))).toEqual(['contractStopLossInvalid']);
    expect(keys(form({ type: 'limit', price: '25000', stopLoss: '24000', takeProfit: '26000' }))).toEqual([]);
  });

  it('shows a field error only after a try, and the limit price with the current price', () => {
    const state = form({ type: 'limit', price: '31000' });
    const errors = contractErrors(state, ctx());
    expect(contractFieldError(state, errors, 'price')).toBeNull();
    const tried = contractFormReducer(state, { type: 'checked' });
    expect(contractFieldError(tried, errors, 'price')).toEqual({ key: 'contractLimitSide', field: 'price', values: { price: '30000' } });
  });

  it('uses the market\'s first leverage when the chosen one is not offered (a country cap)', () => {
    const capped = { ...CONFIG, leverages: [5] };
    expect(contractSummary(form({ leverage: 100 }), ctx({ config: capped })).leverage).toBe(5);
    expect(contractOpenRequestOf(form({ leverage: 100 }), ctx({ config: capped }))?.multiple).toBe(5);
  });

  it('clears the stops when the direction flips, and the amounts on reset', () => {
    const state = form({ stopLoss: '29000', takeProfit: '31000', type: 'limit', price: '29500' });
    expect(contractFormReducer(state, { type: 'direction', value: 'down' })).toMatchObject({ stopLoss: '', takeProfit: '', price: '29500' });
    expect(contractFormReducer(state, { type: 'reset' })).toMatchObject({ margin: '', price: '', stopLoss: '', leverage: 10, type: 'limit' });
  });

  it('never presets a margin whose cost passes the share of the balance, and never leaves a unit of it unused', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.constantFrom(25, 50, 75, 100),
        fc.constantFrom(5, 10, 20, 50, 100),
        fc.constantFrom('0', '0.0005', '0.001', '0.01'),
        (units, percent, leverage, rate) => {
          const available = formatUnits(units, 8);
          const margin = presetMargin(available, percent, leverage, rate);
          const budget = (parseUnits(available, 8)! * BigInt(percent)) / 100n;
          const costOf = (text: string) =>
            parseUnits(contractSummary(form({ margin: text, leverage, type: 'limit', price: '30000' }), ctx({ config: { ...CONFIG, openFeeRate: rate } })).cost!, 8)!;
          if (margin === '') {
            // Not even the smallest unit fits the share.
            expect(costOf('0.00000001') > budget).toBe(true);
            return;
          }
          expect(costOf(margin) <= budget).toBe(true);
          expect(costOf(formatUnits(parseUnits(margin, 8)! + 1n, 8)) > budget).toBe(true);
        },
      ),
    );
  });
});

const order = (over: Partial<TContractOrder> = {}): TContractOrder =>
  ({
    orderId: 1,
    symbol: 'btcusdt',
    direction: 'up',
    status: 'holding',
    reason: null,
    buyPrice: '',
    currentPrice: '30000',
    openPrice: '30000',
    openAmount: '100',
    openQuantity: '0.033333',
    mmr: '0.005',
    ...over,
  }) as TContractOrder;

describe('editing stops and showing an order', () => {
  it('checks stops against the current price of a position, and the limit of a pending order', () => {
    expect(stopsErrors(order(), '29000', '31000')).toEqual([]);
    expect(stopsErrors(order(), '', '')).toEqual([]);
    expect(stopsErrors(order(), '30000', '29999').map((e) => e.key)).toEqual(['contractStopLossInvalid', 'contractTakeProfitInvalid']);
    expect(stopsErrors(order({ direction: 'down' }), '31000', '29000')).toEqual([]);
    expect(stopsErrors(order({ status: 'pending', buyPrice: '25000' }), '26000', '').map((e) => e.field)).toEqual(['stopLoss']);
    expect(stopsErrors(order(), 'abc', '1.234').map((e) => e.field)).toEqual(['stopLoss', 'takeProfit']);
  });

  it('refuses a stop loss at or past the liquidation, which would never fire, by the exact rule', () => {
    // 100 USDT at 10x from 30000 (0.033333 BTC, 0.5 % maintenance): liquidated at 27135.63 or below
    // (the shown price, 27135.68, warns a little earlier).
    expect(stopsErrors(order(), '27136', '')).toEqual([]);
    expect(stopsErrors(order(), '27135', '').map((e) => e.key)).toEqual(['contractStopLossInvalid']);
    expect(stopsErrors(order({ direction: 'down', currentPrice: '30000' }), '32835', '')).toEqual([]);
    expect(stopsErrors(order({ direction: 'down', currentPrice: '30000' }), '32900', '').map((e) => e.field)).toEqual(['stopLoss']);
    // A pending order has no position yet: only the side of its limit counts.
    expect(stopsErrors(order({ status: 'pending', buyPrice: '29000', openPrice: '', openQuantity: '0' }), '100', '')).toEqual([]);
  });

  it('names the trigger that finished a position, and shows the margin ratio as a percent', () => {
    expect(statusKey({ status: 'finished', reason: 'stopLoss' })).toBe('contract.status.stopLoss');
    expect(statusKey({ status: 'liquidated', reason: 'liquidation' })).toBe('contract.status.liquidated');
    expect(statusKey({ status: 'cancelled', reason: 'refused' })).toBe('contract.status.refused');
    expect(marginRatioPercent('0.0123')).toBe('1.23');
    expect(marginRatioPercent('1')).toBe('100.00');
    expect(marginRatioPercent('')).toBe('');
  });
});
