import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectSameVerdict } from '../api/same-verdict.test-support';
import { MARKET_DATA_PATHS, tickersCall } from '@exchange/contracts';
import { readTickers } from './tickers-api';

const num = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.constantFrom('1', null, Number.NaN));
const count = fc.oneof(fc.integer({ min: -2, max: 1000 }), fc.constantFrom(1.5, '3'));
const tick = fc.record({ open: num, close: num, high: num, low: num, vol: num, amount: num, count }, { requiredKeys: [] });
const ticker = fc.record(
  { symbol: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), baseCoin: fc.string({ maxLength: 4 }), quoteCoin: fc.constantFrom('USDT', 'BTC'), logo: fc.string({ maxLength: 6 }), pricePrecision: count, tick },
  { requiredKeys: [] },
);
const extra = fc.option(fc.record({ extra: fc.string({ maxLength: 2 }) }), { nil: undefined });
const validNum = fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1e6 });
const validTicker = fc.record({
  symbol: fc.constantFrom('BTC/USDT', 'ETH/USDT'),
  baseCoin: fc.constantFrom('BTC', 'ETH'),
  quoteCoin: fc.constant('USDT'),
  logo: fc.constant('/bb/coin/btc.svg'),
  pricePrecision: fc.integer({ min: 0, max: 8 }),
  tick: fc.record({ open: validNum, close: validNum, high: validNum, low: validNum, vol: validNum, amount: validNum, count: fc.integer({ min: 0, max: 9999 }) }),
});
const answer = fc.oneof(
  fc.array(validTicker, { maxLength: 4 }),
  fc.array(fc.tuple(ticker, extra).map(([t, e]) => ({ ...t, ...e })), { maxLength: 3 }),
  fc.array(fc.tuple(validTicker, extra).map(([t, e]) => ({ ...t, tick: { ...t.tick, ...e } })), { maxLength: 2 }),
  fc.anything(),
);

describe('the tickers read by the first page without zod', () => {
  it('is the declared call', () => {
    expect(MARKET_DATA_PATHS.tickers).toBe(tickersCall.path);
    expect(tickersCall.method).toBe('POST');
  });

  it('accepts exactly what the declared schema accepts', () => {
    expectSameVerdict(tickersCall.response, readTickers, answer);
  });
});
