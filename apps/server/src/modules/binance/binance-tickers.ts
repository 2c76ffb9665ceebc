import { formatUnits, marketMoney, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { binanceRepository } from './binance.repository.js';
import { binanceSymbol } from './present.js';

const DAY = 86_400_000;

/** The rolling 24 h statistics and best prices of markets, for the ticker calls and streams. */
export function binanceTickers(deps: Pick<TDeps, 'db' | 'spot'>) {
  const book = (market: TMarket) => deps.spot.market(market.symbol)!;
  /** 24 h statistics of a market, read from its trades at most once a second and per committed change. */
  const tickerCache = new Map<string, { version: number; second: number; value: unknown }>();
  const ticker24h = async (market: TMarket, now: number) => {
    const spot = book(market);
    const second = Math.floor(now / 1000);
    const hit = tickerCache.get(market.symbol);
    if (hit && hit.version === spot.version && hit.second === second) return hit.value as ReturnType<typeof buildTicker>;
    const value = await buildTicker(market, now);
    tickerCache.set(market.symbol, { version: spot.version, second, value });
    return value;
  };
  const best = (market: TMarket, side: 'bids' | 'asks') => {
    const level = book(market).published[side][0];
    return level
      ? { price: formatUnits(BigInt(level[0]), market.pricePrecision), qty: formatUnits(BigInt(level[1]), market.quantityPrecision) }
      : { price: '0', qty: '0' };
  };
  const buildTicker = async (market: TMarket, now: number) => {
    const money = marketMoney(market);
    const trades = await binanceRepository.tradesBetween(deps.db, market.symbol, now - DAY, now);
    const previous = await binanceRepository.lastTradeBefore(deps.db, market.symbol, now - DAY);
    const price = (ticks: bigint) => formatUnits(ticks, market.pricePrecision);
    const bid = best(market, 'bids');
    const ask = best(market, 'asks');
    const first = trades[0];
    const last = trades[trades.length - 1];
    let base = 0n;
    let quote = 0n;
    let high = first?.price ?? 0n;
    let low = first?.price ?? 0n;
    for (const t of trades) {
      base += t.quantity;
      quote += t.quote_quantity;
      if (t.price > high) high = t.price;
      if (t.price < low) low = t.price;
    }
    const open = first?.price ?? 0n;
    const close = last?.price ?? 0n;
    // Percent with 3 decimals, cut toward zero: (close - open) / open × 100.
    const percent = open > 0n ? formatUnits(((close - open) * 100_000n) / open, 3) : '0';
    return {
      symbol: binanceSymbol(market),
      priceChange: price(close - open),
      priceChangePercent: percent,
      weightedAvgPrice: price(base > 0n ? money.averageTicks(base, quote) : 0n),
      prevClosePrice: price(previous?.price ?? 0n),
      lastPrice: price(close),
      lastQty: formatUnits(last?.quantity ?? 0n, money.baseScale),
      bidPrice: bid.price,
      bidQty: bid.qty,
      askPrice: ask.price,
      askQty: ask.qty,
      openPrice: price(open),
      highPrice: price(high),
      lowPrice: price(low),
      volume: formatUnits(base, money.baseScale),
      quoteVolume: formatUnits(quote, money.quoteScale),
      openTime: now - DAY,
      closeTime: now,
      firstId: first ? Number(first.id) : -1,
      lastId: last ? Number(last.id) : -1,
      count: trades.length,
    };
  };


  return { ticker24h, best };
}
