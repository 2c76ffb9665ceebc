import type { TFill } from '@exchange/engine';
import { formatAmount, KLINE_TIMERS, LIMITS, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TBus } from '../../platform/bus.js';
import { presentOrder } from '../spot/present-order.js';
import type { TOrderRow } from '../spot/settle-fill.js';
import { bucketStart, klines, ticker24h, type TKline } from './klines.js';
import { ledgerRepository } from '../ledger/ledger.repository.js';

/** A committed batch: its fills in matching order with their trade ids, and every order it touched. */
export type TOrderEvent = { market: TMarket; fills: TFill[]; tradeIds: bigint[]; time: number; orders: TOrderRow[] };

/**
 * The exact form of a committed batch, for the Binance-compatible streams (modules/binance):
 * `spot.<symbol>.batch` carries the whole batch, `spot.user.<id>` the part of it about one user's
 * orders (their rows after the batch and the fills they took part in). Published only while
 * someone listens.
 */
export const spotBatchTopic = (symbol: string) => `spot.${symbol}.batch`;
export const spotUserTopic = (userId: bigint) => `spot.user.${userId}`;
export type TSpotBatchEvent = TOrderEvent & { version: number };

export type TMarketEvents = {
  /** Called by the order path after a commit, inside the market's writer (so in order). */
  afterOrder(event: TOrderEvent): Promise<void>;
  /** What a new subscriber gets first. */
  snapshot(busTopic: string): unknown;
};

/**
 * Turns committed order results into bus events: depth, trades, the live candle of each timer and
 * (at most once a second) the 24 h ticker of the market; and for each user involved, their
 * orders and the balances that changed. Topics with no subscriber cost nothing but the candles.
 */
export function marketEvents(deps: Pick<TDeps, 'db' | 'clock' | 'spot'>, bus: TBus): TMarketEvents {
  const candles = new Map<string, TKline>();
  const tickerDue = new Map<string, ReturnType<typeof setTimeout>>();

  const depthOf = (market: TMarket) => {
    const book = deps.spot.market(market.symbol)!.published;
    const price = 10 ** market.pricePrecision;
    const lot = 10 ** market.quantityPrecision;
    const side = (rows: [number, number, number][]) => rows.slice(0, LIMITS.depthRows).map(([p, q]) => [p / price, q / lot]);
    return { bids: side(book.bids), asks: side(book.asks), ts: deps.clock.now(), version: deps.spot.market(market.symbol)!.version };
  };

  /**
   * The live candle of a bucket. The first time a market's timer is seen (after a start) it is read
   * from the committed trades, which already include the fills being published: `isLoaded` says so.
   */
  async function candleFor(market: TMarket, timer: (typeof KLINE_TIMERS)[number], bucket: number) {
    const key = `${market.symbol}.${timer}`;
    const known = candles.get(key);
    if (known && known.id === bucket) return { candle: known, isLoaded: false };
    if (!known) {
      const stored = await klines(deps.db, market, timer, 1, bucket * 1000);
      if (stored[0]?.id === bucket) {
        candles.set(key, stored[0]);
        return { candle: stored[0], isLoaded: true };
      }
    }
    const fresh = { id: bucket, open: 0, close: 0, high: 0, low: 0, vol: 0, amount: 0, count: 0 };
    candles.set(key, fresh);
    return { candle: fresh, isLoaded: false };
  }

  function scheduleTicker(market: TMarket) {
    const topic = `market.${market.symbol}.detail`;
    if (!bus.hasSubscribers(topic) || tickerDue.has(topic)) return;
    const timer = setTimeout(async () => {
      tickerDue.delete(topic);
      const tick = await ticker24h(deps.db, market, deps.clock.now()).catch(() => null);
      if (tick) bus.publish(topic, tick);
    }, 1000);
    timer.unref();
    tickerDue.set(topic, timer);
  }

  async function publishBalances(userId: bigint, assets: string[]) {
    const topic = `user.${userId}.accounts`;
    if (!bus.hasSubscribers(topic)) return;
    const rows = await ledgerRepository.walletBalances(deps.db, userId, 'coin');
    const list = assets.map((currency) => {
      const balance = (bucket: string) => rows.find((r) => r.asset === currency && r.bucket === bucket)?.balance ?? 0n;
      return { currency, wallet: 'coin', available: formatAmount(balance('available'), currency), frozen: formatAmount(balance('frozen'), currency) };
    });
    bus.publish(topic, { list });
  }

  return {
    snapshot(busTopic) {
      const [, symbol, kind, timer] = busTopic.split('.');
      const market = deps.spot.market(symbol)?.market;
      if (!market) return undefined;
      if (kind === 'depth') return depthOf(market);
      if (kind === 'kline') return candles.get(`${symbol}.${timer}`);
      return undefined;
    },

    async afterOrder({ market, fills, tradeIds, time, orders }) {
      const prefix = `market.${market.symbol}`;
      const batchTopic = spotBatchTopic(market.symbol);
      if (bus.hasSubscribers(batchTopic)) {
        bus.publish(batchTopic, { market, fills, tradeIds, time, orders, version: deps.spot.market(market.symbol)!.version } satisfies TSpotBatchEvent);
      }
      for (const userId of new Set(orders.map((o) => o.user_id))) {
        const topic = spotUserTopic(userId);
        if (!bus.hasSubscribers(topic)) continue;
        const own = orders.filter((o) => o.user_id === userId);
        const ids = new Set(own.map((o) => Number(o.id)));
        const mine = fills.flatMap((fill, i) => (ids.has(fill.makerId) || ids.has(fill.takerId) ? [{ fill, tradeId: tradeIds[i] }] : []));
        bus.publish(topic, { market, orders: own, fills: mine, time });
      }
      bus.publish(`${prefix}.depth.step0`, depthOf(market));
      if (fills.length > 0) {
        const price = 10 ** market.pricePrecision;
        const lot = 10 ** market.quantityPrecision;
        // A batch may hold several takers: each trade's direction is its own taker's side.
        const sides = new Map(orders.map((o) => [Number(o.id), o.side]));
        bus.publish(`${prefix}.trade.detail`, {
          data: fills.map((f, i) => ({
            id: Number(tradeIds[i]),
            price: f.price / price,
            amount: f.quantity / lot,
            direction: sides.get(f.takerId) ?? 'buy',
            ts: time,
          })),
        });
        for (const timer of KLINE_TIMERS) {
          const { candle, isLoaded } = await candleFor(market, timer, bucketStart(timer, time / 1000));
          for (const fill of isLoaded ? [] : fills) {
            const p = fill.price / price;
            const q = fill.quantity / lot;
            if (candle.count === 0) Object.assign(candle, { open: p, high: p, low: p });
            candle.close = p;
            candle.high = Math.max(candle.high, p);
            candle.low = Math.min(candle.low, p);
            candle.vol += q;
            candle.amount += p * q;
            candle.count += 1;
          }
          bus.publish(`${prefix}.kline.${timer}`, { ...candle });
        }
        scheduleTicker(market);
      }
      const users = new Set(orders.map((o) => o.user_id));
      for (const userId of users) {
        const topic = `user.${userId}.orders`;
        if (bus.hasSubscribers(topic)) {
          for (const order of orders.filter((o) => o.user_id === userId)) bus.publish(topic, presentOrder(market, order));
        }
        await publishBalances(userId, [market.base, market.quote]);
      }
    },
  };
}
