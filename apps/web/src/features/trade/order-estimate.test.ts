import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMarket, marketMoney, protectiveLimitTicks } from '@exchange/contracts';
import { OrderBook } from '@exchange/engine';
import { estimateMarketOrder, type TBookLevel } from './order-estimate';
import { orderSummary } from './order-form';

const btcusdt = findMarket('btcusdt')!;

describe('orderSummary: the fee, what comes in, and a market order’s estimate', () => {
  it('charges a limit buy its fee in the base coin and a limit sell in the quote coin, at the taker rate', () => {
    expect(orderSummary({ side: 'buy', type: 'LMT', price: '60000', amount: '0.01' }, btcusdt, undefined)).toEqual({
      total: '600',
      fee: { amount: '0.00001', coin: 'BTC', rate: '0.001' },
      receive: { amount: '0.00999', coin: 'BTC' },
      estimate: null,
      warnings: [],
    });
    expect(orderSummary({ side: 'sell', type: 'LMT', price: '60000', amount: '0.01' }, btcusdt, undefined)).toMatchObject({
      fee: { amount: '0.6', coin: 'USDT' },
      receive: { amount: '599.4', coin: 'USDT' },
    });
  });

  it('estimates a 50 USDT market buy from the asks: average, worst price, fee and BTC received', () => {
    const asks: TBookLevel[] = [
      [60000, 0.0005],
      [60120, 0.0003],
      [60420, 1],
    ];
    // 0.0005 for 30, 0.0003 for 18.036, then 32 lots at 60,420 (1.93344); 0.03056 USDT cannot buy another lot.
    expect(orderSummary({ side: 'buy', type: 'MKT', price: '', amount: '50' }, btcusdt, asks)).toEqual({
      total: '50',
      fee: { amount: '0.00000084', coin: 'BTC', rate: '0.001' },
      receive: { amount: '0.00083116', coin: 'BTC' },
      estimate: { avgPrice: '60059.42', worstPrice: '60420', limitPrice: '61200', slippage: '2%' },
      warnings: [],
    });
  });

  it('estimates a market sell from the bids, its fee in the quote coin', () => {
    const bids: TBookLevel[] = [
      [60000, 0.0005],
      [59000, 1],
    ];
    expect(orderSummary({ side: 'sell', type: 'MKT', price: '', amount: '0.001' }, btcusdt, bids)).toEqual({
      total: '59.5',
      fee: { amount: '0.0595', coin: 'USDT', rate: '0.001' },
      receive: { amount: '59.4405', coin: 'USDT' },
      estimate: { avgPrice: '59500', worstPrice: '59000', limitPrice: '58800', slippage: '2%' },
      warnings: [],
    });
  });

  it('flags a book that cannot fill the order within the slippage limit, or no book at all', () => {
    const thin: TBookLevel[] = [
      [60000, 0.0001],
      [61500, 1],
    ];
    const cut = orderSummary({ side: 'buy', type: 'MKT', price: '', amount: '50' }, btcusdt, thin);
    expect(cut).toMatchObject({ estimate: { worstPrice: '60000' }, receive: { amount: '0.0000999' }, warnings: [{ key: 'orderConfirm.bookTooThin', values: { slippage: '2%' } }] });
    expect(orderSummary({ side: 'sell', type: 'MKT', price: '', amount: '1' }, btcusdt, [])).toMatchObject({ estimate: null, fee: null, warnings: [{ key: 'orderConfirm.noBook' }] });
    // Not a proper amount yet: nothing to estimate, nothing to warn about.
    expect(orderSummary({ side: 'buy', type: 'MKT', price: '', amount: '' }, btcusdt, thin)).toMatchObject({ total: null, estimate: null, warnings: [] });
  });
});

describe('estimateMarketOrder against the matching engine', () => {
  it('trades exactly what the engine trades with the server’s protective limit, and flags exactly when it cuts', () => {
    const money = marketMoney(btcusdt);
    const level = fc.record({ step: fc.integer({ min: 1, max: 300_000 }), lots: fc.integer({ min: 1, max: 5_000 }) });
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 12 }), fc.constantFrom<'buy' | 'sell'>('buy', 'sell'), fc.integer({ min: 1, max: 60_000 }), (steps, side, size) => {
        // Levels best first, one maker order each, from 60,000.00 outwards.
        let ticks = 6_000_000;
        const levels = steps.map(({ step, lots }, i) => {
          if (i > 0) ticks += side === 'buy' ? step : -step;
          return { ticks, lots };
        });
        const book = new OrderBook();
        levels.forEach((l, i) => book.restore({ id: i + 1, owner: 1, side: side === 'buy' ? 'sell' : 'buy', price: l.ticks, remaining: l.lots }));
        const limitPrice = Number(protectiveLimitTicks(BigInt(levels[0].ticks), side, '0.02'));
        const amount = side === 'buy' ? BigInt(size) * 10n ** 7n : money.baseOf(BigInt(size));
        const result = book.place({
          id: 99, owner: 2, side, kind: 'MKT', limitPrice,
          ...(side === 'buy' ? { budget: Number(money.tickLotsFor(amount)) } : { quantity: Number(money.lotsOf(amount)) }),
        });
        const feed: TBookLevel[] = levels.map((l) => [l.ticks / 100, l.lots / 1e6]);
        const estimate = estimateMarketOrder(btcusdt, side, amount, feed, '0.02')!;
        const lots = result.fills.reduce((sum, f) => sum + f.quantity, 0);
        expect(estimate.base).toBe(money.baseOf(BigInt(lots)));
        expect(estimate.worstTicks).toBe(BigInt(result.fills.at(-1)?.price ?? 0));
        // The whole book is in the feed, so the estimate is cut exactly when the engine's protection cuts.
        const isEngineCut = result.outcome === 'cancelled';
        expect(estimate.isCut).toBe(isEngineCut);
      }),
      { numRuns: 300 },
    );
  });
});
