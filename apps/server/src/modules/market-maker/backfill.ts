import { OrderBook } from '@exchange/engine';
import { KLINE_TIMERS, type TKlineTimer, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TLedgerTransaction } from '../ledger/post-transaction.js';
import { postTransactionsBulk } from '../ledger/post-transactions-bulk.js';
import { fillAmounts, fillPostings } from '../spot/settle-fill.js';
import { marketUnits } from '../spot/units.js';
import { bucketStart, TIMER_SECONDS } from '../market-data/klines.js';
import type { randomWalk } from '../prices/random-walk.js';

/** Every kline timer gets at least this many candles of history on first start… */
export const HISTORY_CANDLES = 300;

/** …but weeks: two years of them is history enough, and six would cost first start some seconds. */
export function historyCandlesOf(timer: TKlineTimer): number {
  return timer === '1week' ? 104 : HISTORY_CANDLES;
}

/**
 * The bucket start times (seconds) that need trades so that each timer shows HISTORY_CANDLES
 * candles ending now: finest timer first, a coarser bucket only when no finer one already falls
 * in it. Buckets nest (minutes in hours, 4 hours in UTC days, days in Monday-anchored weeks), so
 * this is the fewest buckets that cover every timer: about 1,570 for the eight timers.
 */
export function historyBuckets(nowSeconds: number): { start: number; seconds: number }[] {
  const chosen: { start: number; seconds: number }[] = [];
  const timers = [...KLINE_TIMERS].sort((a, b) => TIMER_SECONDS[a] - TIMER_SECONDS[b]);
  for (const timer of timers) {
    const seconds = TIMER_SECONDS[timer];
    const current = bucketStart(timer, nowSeconds);
    const finer = chosen.map((b) => b.start).sort((a, b) => a - b);
    for (let i = historyCandlesOf(timer) - 1; i >= 0; i -= 1) {
      const start = current - i * seconds;
      if (!hasStartIn(finer, start, start + seconds)) chosen.push({ start, seconds });
    }
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/** Whether the sorted `starts` hold one in [from, to): a binary search, so that coverage stays linear-logarithmic. */
function hasStartIn(starts: number[], from: number, to: number): boolean {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle] < from) low = middle + 1;
    else high = middle;
  }
  return low < starts.length && starts[low] < to;
}

type TWalk = ReturnType<typeof randomWalk>;

/**
 * Back-fills a market's history through the engine on first start (demo mode only): in each
 * bucket, three trades (open, an extreme, close) between the market maker's two accounts, each a
 * maker order matched by a taker order in a fresh book, settled with the same fill arithmetic as
 * live trades, written in bulk in one transaction per market. The walk is scaled to end at `end`
 * (the market's recorded index, when it has one), so the generated history meets the live index
 * without a jump. These are the only trades between the market maker's own accounts: the charts
 * label them generated demo history (generated-history.ts). Returns the last price. Nothing is
 * written that a trade did not produce.
 */
export async function backfillMarket(
  deps: Pick<TDeps, 'db' | 'clock' | 'writeIo'>,
  market: TMarket,
  accounts: { maker: bigint; taker: bigint },
  walk: TWalk,
  random: () => number,
  end: number | null = null,
): Promise<number> {
  const now = deps.clock.now();
  const buckets = historyBuckets(Math.floor(now / 1000) - 1);
  const units = marketUnits(market);
  const tickSize = 10 ** market.pricePrecision;
  const lot = 10 ** -market.quantityPrecision;
  const book = new OrderBook('cancel-taker');
  type TPlanned = { time: number; ticks: number; lots: number; takerSide: 'buy' | 'sell' };
  const planned: TPlanned[] = [];
  let nextId = 1;
  const path = buckets.map((bucket) => {
    const steps = Math.max(1, Math.round(Math.sqrt(bucket.seconds / 60)));
    const prices: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      let price = walk.price;
      for (let s = 0; s < steps; s += 1) price = walk.step();
      prices.push(price);
    }
    return prices;
  });
  const scale = end !== null && end > 0 && walk.price > 0 ? end / walk.price : 1;
  for (const [b, bucket] of buckets.entries()) {
    const prices = path[b].map((price) => price * scale);
    const spanMs = Math.min(bucket.seconds, 60) * 1000;
    for (const [index, price] of prices.entries()) {
      const time = bucket.start * 1000 + Math.floor(((index + 1) * spanMs) / 4) + index;
      if (time >= now) continue;
      const ticks = Math.max(1, Math.round(price * tickSize));
      const value = Number(market.minOrderValue) * (1.2 + random() * 3);
      const lots = Math.max(1, Math.ceil(value / (ticks / tickSize) / lot));
      const takerSide = random() < 0.5 ? 'buy' : 'sell';
      // Through the engine: the maker order rests, the taker's crosses it.
      const makerId = nextId++;
      const takerId = nextId++;
      book.place({ id: makerId, owner: 1, side: takerSide === 'buy' ? 'sell' : 'buy', kind: 'LMT', price: ticks, quantity: lots });
      const result = book.place({ id: takerId, owner: 2, side: takerSide, kind: 'LMT', price: ticks, quantity: lots, timeInForce: 'IOC' });
      const fill = result.fills[0];
      if (!fill || fill.quantity !== lots) throw new Error('backfill: the engine did not fill the history trade');
      planned.push({ time, ticks: fill.price, lots: fill.quantity, takerSide });
    }
  }
  if (planned.length === 0) return walk.price;

  await deps.db.transaction().execute(async (tx) => {
    const io = deps.writeIo(tx);
    const roleOf = (p: TPlanned, isMaker: boolean) => {
      const isBuyer = isMaker ? p.takerSide === 'sell' : p.takerSide === 'buy';
      return { user: isMaker ? accounts.maker : accounts.taker, side: (isBuyer ? 'buy' : 'sell') as 'buy' | 'sell' };
    };
    const orderIds = await io.allocateIds('spot_orders', planned.length * 2);
    const tradeIds = await io.allocateIds('spot_trades', planned.length);
    const ledger: (TLedgerTransaction & { createdAt: number })[] = [];
    const orderRows = [];
    const tradeRows = [];
    for (const [i, p] of planned.entries()) {
      const amounts = fillAmounts(market, { price: p.ticks, quantity: p.lots }, 0n, 0n, p.takerSide);
      const ids = { maker: orderIds[2 * i], taker: orderIds[2 * i + 1] };
      for (const isMaker of [true, false]) {
        const { user, side } = roleOf(p, isMaker);
        const isBuyer = side === 'buy';
        orderRows.push({
          id: isMaker ? ids.maker : ids.taker,
          user_id: user,
          symbol: market.symbol,
          side,
          type: 'LMT' as const,
          time_in_force: (isMaker ? 'GTC' : 'IOC') as 'GTC' | 'IOC',
          price: BigInt(p.ticks),
          amount: amounts.base,
          quote_amount: 0n,
          filled: amounts.base,
          filled_quote: isBuyer ? amounts.pays : amounts.gets,
          filled_tick_lots: amounts.tickLots,
          fee: isBuyer ? amounts.buyerFee : amounts.sellerFee,
          frozen: 0n,
          frozen_used: 0n,
          status: 'finished' as const,
          created_at: BigInt(p.time),
          updated_at: BigInt(p.time),
          client_order_id: '',
          client_type: '',
        });
      }
      tradeRows.push({
        id: tradeIds[i],
        symbol: market.symbol,
        price: BigInt(p.ticks),
        quantity: amounts.base,
        quote_quantity: units.quoteFloor(amounts.tickLots),
        taker_side: p.takerSide,
        maker_order_id: ids.maker,
        taker_order_id: ids.taker,
        buyer_fee: amounts.buyerFee,
        seller_fee: amounts.sellerFee,
        created_at: BigInt(p.time),
      });
      const buyer = p.takerSide === 'buy' ? accounts.taker : accounts.maker;
      const seller = p.takerSide === 'buy' ? accounts.maker : accounts.taker;
      ledger.push({
        type: 'trade',
        reference: `spot-trade:${tradeIds[i]}`,
        userId: p.takerSide === 'buy' ? buyer : seller,
        createdAt: p.time,
        postings: fillPostings(market, amounts, buyer, seller, { buyer: 'available', seller: 'available' }),
      });
    }
    await io.upsertOrders(orderRows);
    await io.insert('spot_trades', tradeRows);
    await postTransactionsBulk(io, ledger);
  });
  return planned[planned.length - 1].ticks / tickSize;
}

