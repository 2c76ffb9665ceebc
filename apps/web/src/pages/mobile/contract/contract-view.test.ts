import { describe, expect, it } from 'vitest';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { formatOutput } from '../../../features/format/format-output';
import { chartLinesOf, durationOf, isZeroAmount, ratePercent, trendOfProfit, USDT_SCALE } from './contract-view';
import { contractMarketOr } from './contract-urls';

const order = (over: Partial<TContractOrder>): TContractOrder =>
  ({
    orderId: 1,
    symbol: 'btcusdt',
    status: 'holding',
    openPrice: '65000.00',
    stopLoss: '',
    takeProfit: '',
    liquidationPrice: '58825.00',
    ...over,
  }) as TContractOrder;

describe('durationOf', () => {
  it('says a held time in the largest two units', () => {
    expect(durationOf(42)).toEqual({ key: 'contract.duration.seconds', values: { s: 42 } });
    expect(durationOf(125)).toEqual({ key: 'contract.duration.minutes', values: { m: 2, s: 5 } });
    expect(durationOf(3 * 3600 + 7 * 60 + 9)).toEqual({ key: 'contract.duration.hours', values: { h: 3, m: 7 } });
    expect(durationOf(2 * 86_400 + 5 * 3600)).toEqual({ key: 'contract.duration.days', values: { d: 2, h: 5 } });
  });
});

describe('profit and amounts', () => {
  it('signs a gain, keeps the minus of a loss, and shows no sign for what reads as zero', () => {
    expect(formatOutput('12.345678', 'en-US', { sign: 'always', empty: '--' })).toBe('+12.3456');
    expect(formatOutput('-3.1', 'en-US', { sign: 'always', empty: '--' })).toBe('-3.1000');
    expect(formatOutput('0.00001', 'en-US', { sign: 'always', empty: '--' })).toBe('0.0000');
    expect(formatOutput('1234.5', 'de-DE', { sign: 'always', empty: '--' })).toBe('+1.234,5000');
    expect(trendOfProfit('-0.00001')).toBe('flat');
    expect(trendOfProfit('-0.5')).toBe('down');
    expect(trendOfProfit('')).toBe('flat');
  });
  it('shows a USDT amount the user acts on with every decimal it has, from the string', () => {
    expect(formatOutput('9999999999.12345678', 'en-US', { scale: USDT_SCALE, empty: '--' })).toBe('9,999,999,999.12345678');
    expect(formatOutput('', 'en-US', { scale: USDT_SCALE, empty: '--' })).toBe('--');
    expect(isZeroAmount('0.00000000')).toBe(true);
    expect(isZeroAmount('0.00000001')).toBe(false);
  });
  it('turns a rate into a percent without losing a digit', () => {
    expect(ratePercent('0.0005', 'en-US')).toBe('0.05%');
    expect(ratePercent('0.00025', 'de-DE')).toBe('0,025%');
    expect(ratePercent('0.2', 'en-US')).toBe('20%');
  });
});

describe('chartLinesOf', () => {
  it('draws the set levels of the holding positions of the market only, each once', () => {
    const lines = chartLinesOf(
      [
        order({ stopLoss: '64000.00', takeProfit: '70000.00' }),
        order({ orderId: 2, stopLoss: '64000.00' }),
        order({ orderId: 3, symbol: 'ethusdt', openPrice: '3000.00' }),
        order({ orderId: 4, status: 'pending', openPrice: '' }),
      ],
      'btcusdt',
    );
    expect(lines).toEqual([
      { kind: 'entry', price: '65000.00' },
      { kind: 'stopLoss', price: '64000.00' },
      { kind: 'takeProfit', price: '70000.00' },
      { kind: 'liquidation', price: '58825.00' },
    ]);
  });
});

describe('contractMarketOr', () => {
  it('takes a USDT market in any spelling and falls back to BTC/USDT for any other', () => {
    expect(contractMarketOr('ETH/USDT').symbol).toBe('ethusdt');
    expect(contractMarketOr('ethbtc').symbol).toBe('btcusdt');
    expect(contractMarketOr(null).symbol).toBe('btcusdt');
  });
});
