/**
 * Contract trigger benchmark (issue 13): 100,000 open positions over the 7 USDT markets, each with
 * its liquidation trigger and, at random, a stop loss and a take profit, in the trigger book the
 * server keeps. Every tick (one per market, a random walk) is checked by the book and, in the same
 * run, by a naive scan of every position of the market; both must find the same positions. Then
 * 1,000 positions liquidated by one tick are settled (the arithmetic only: no database).
 * Seeded, so two runs see the same positions and ticks.
 */
import {
  closeReasonAt,
  contractQuantity,
  isLiquidatable,
  liquidationTriggerTicks,
  MARKETS,
  settle,
  type TContractPosition,
  type TMarket,
} from '@exchange/contracts';
import { triggerSide, TriggerBook } from '../apps/server/src/modules/contract/trigger-book.js';
import { mulberry32 } from './bench-databases.js';

const MMR = 5000n;
const RATES = { closeFeePpm: 500n, liquidationFeePpm: 5000n };
const LEVERAGES = [5n, 10n, 20n, 50n, 100n];
/** About where each market trades, in whole USDT (ticks are derived at each market's precision). */
const START_PRICE: Record<string, number> = { BTC: 60_000, ETH: 3_000, LTC: 80, EOS: 0.7, ADA: 0.45, XRP: 0.6, DOGE: 0.15 };

type TLive = TContractPosition & { id: string; symbol: string; liquidation: bigint | null; stopLoss: bigint | null; takeProfit: bigint | null; slot: number };


/**
 * price × (1 + ppm/1e6) in whole ticks, rounded to the nearest so a walk does not drift (XRP trades
 * at ~60 ticks of 0.01); never under one tick. Workload only: money is never a number.
 */
const moved = (ticks: bigint, ppm: number): bigint => {
  const next = BigInt(Math.round(Number(ticks) * (1 + ppm / 1e6)));
  return next > 0n ? next : 1n;
};

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

class Workload {
  readonly book = new TriggerBook();
  readonly byId = new Map<string, TLive>();
  readonly live = new Map<string, TLive[]>();
  readonly marks = new Map<string, bigint>();
  private nextId = 1;
  constructor(readonly markets: TMarket[], readonly random: () => number) {
    for (const m of markets) {
      this.live.set(m.symbol, []);
      this.marks.set(m.symbol, BigInt(Math.round(START_PRICE[m.base] * 10 ** m.pricePrecision)));
    }
  }

  /** Opens a position near the current price that is not already liquidated, as the product would. */
  open(m: TMarket, direction = this.random() < 0.5 ? ('up' as const) : ('down' as const), leverage = LEVERAGES[Math.floor(this.random() * 5)]): TLive {
    const mark = this.marks.get(m.symbol)!;
    for (;;) {
      const marginUnits = BigInt(10 + Math.floor(this.random() * 990)) * 100_000_000n;
      const openTicks = moved(mark, (this.random() - 0.5) * 6000);
      const lots = contractQuantity(m, marginUnits, leverage, openTicks);
      const position = { direction, marginUnits, lots, openTicks };
      if (lots === 0n || isLiquidatable(m, position, mark, MMR)) continue;
      const isUp = direction === 'up';
      const stopLoss = this.random() < 0.5 ? moved(mark, (isUp ? -1 : 1) * (1000 + this.random() * 100_000)) : null;
      const takeProfit = this.random() < 0.5 ? moved(mark, (isUp ? 1 : -1) * (1000 + this.random() * 200_000)) : null;
      const liquidation = liquidationTriggerTicks(m, position, MMR);
      // Written out, not spread: a spread literal gets a slow object shape, which would slow the naive scan 25x.
      const entry: TLive = { direction, marginUnits, lots, openTicks, id: String(this.nextId++), symbol: m.symbol, liquidation, stopLoss, takeProfit, slot: 0 };
      this.add(entry);
      return entry;
    }
  }

  private add(p: TLive): void {
    const list = this.live.get(p.symbol)!;
    p.slot = list.length;
    list.push(p);
    this.byId.set(p.id, p);
    if (p.liquidation !== null) this.book.set(p.symbol, { orderId: p.id, kind: 'liquidation', side: triggerSide(p.direction, 'liquidation'), priceTicks: p.liquidation });
    if (p.stopLoss !== null) this.book.set(p.symbol, { orderId: p.id, kind: 'stopLoss', side: triggerSide(p.direction, 'stopLoss'), priceTicks: p.stopLoss });
    if (p.takeProfit !== null) this.book.set(p.symbol, { orderId: p.id, kind: 'takeProfit', side: triggerSide(p.direction, 'takeProfit'), priceTicks: p.takeProfit });
  }

  /** Forgets a settled position (its other triggers leave the book with it). */
  close(p: TLive): void {
    const list = this.live.get(p.symbol)!;
    const last = list.pop()!;
    if (last !== p) {
      list[p.slot] = last;
      last.slot = p.slot;
    }
    this.byId.delete(p.id);
  }
}

/** The baseline: every position of the market checked against its stored trigger prices. */
function naiveScan(list: TLive[], mark: bigint): number {
  let fired = 0;
  for (const p of list) {
    const { liquidation: l, stopLoss: sl, takeProfit: tp } = p;
    const isHit =
      p.direction === 'up'
        ? (l !== null && mark <= l) || (sl !== null && mark <= sl) || (tp !== null && mark >= tp)
        : (l !== null && mark >= l) || (sl !== null && mark >= sl) || (tp !== null && mark <= tp);
    if (isHit) fired += 1;
  }
  return fired;
}

/** The naive scan as a server without stored triggers would do it: the liquidation rule for every position. */
function naiveMathScan(m: TMarket, list: TLive[], mark: bigint): number {
  let fired = 0;
  for (const p of list) if (closeReasonAt(m, p, mark, MMR, { stopLossTicks: p.stopLoss, takeProfitTicks: p.takeProfit }) !== null) fired += 1;
  return fired;
}

/** One tick on one market: the book's check (timed), the naive scan (timed), and their agreement. */
function tick(w: Workload, m: TMarket, mark: bigint, samples: { book: number[]; naive: number[] }): number {
  w.marks.set(m.symbol, mark);
  const list = w.live.get(m.symbol)!;
  const n0 = process.hrtime.bigint();
  const expected = naiveScan(list, mark);
  const n1 = process.hrtime.bigint();
  const fired = w.book.take(m.symbol, mark);
  const positions = new Set(fired.map((t) => t.orderId));
  for (const id of positions) w.book.remove(id);
  const n2 = process.hrtime.bigint();
  if (positions.size !== expected) throw new Error(`bench: the book found ${positions.size} positions at ${mark}, the scan ${expected}`);
  samples.naive.push(Number(n1 - n0) / 1e6);
  samples.book.push(Number(n2 - n1) / 1e6);
  for (const id of positions) w.close(w.byId.get(id)!);
  // Keep the population at its size: as many new positions open as were settled.
  for (let i = 0; i < positions.size; i += 1) w.open(m);
  return positions.size;
}

export function runContractTriggersBench(positions = Number(process.env.BENCH_POSITIONS ?? 100_000), ticksPerMarket = Number(process.env.BENCH_TICKS ?? 300)): void {
  const markets = MARKETS.filter((m) => m.quote === 'USDT');
  const random = mulberry32(20261213);
  const w = new Workload(markets, random);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < positions; i += 1) w.open(markets[i % markets.length]);
  const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;

  const samples = { book: [] as number[], naive: [] as number[] };
  const warm = { book: [] as number[], naive: [] as number[] };
  let fired = 0;
  let most = 0;
  for (let round = -50; round < ticksPerMarket; round += 1) {
    for (const m of markets) {
      // A tick moves up to ±0.1 %, now and then ±1 % (a fast market), both ways.
      const ppm = (random() - 0.5) * (random() < 0.02 ? 20_000 : 2_000);
      const count = tick(w, m, moved(w.marks.get(m.symbol)!, ppm), round < 0 ? warm : samples);
      fired += count;
      if (round >= 0 && count > most) most = count;
    }
  }
  const book = Float64Array.from(samples.book).sort();
  const naive = Float64Array.from(samples.naive).sort();
  const mathList = w.live.get(markets[0].symbol)!;
  const m0 = process.hrtime.bigint();
  naiveMathScan(markets[0], mathList, w.marks.get(markets[0].symbol)!);
  const mathScanMs = Number(process.hrtime.bigint() - m0) / 1e6;

  console.log(`contract triggers: ${positions.toLocaleString('en-US')} positions over ${markets.length} markets, ${w.book.size().toLocaleString('en-US')} triggers (built in ${buildMs.toFixed(0)} ms)`);
  console.log(`${book.length.toLocaleString('en-US')} ticks (${ticksPerMarket} per market), ${fired.toLocaleString('en-US')} positions triggered and replaced (at most ${most.toLocaleString('en-US')} by one tick)`);
  console.log('check per tick          p50 ms    p99 ms    max ms');
  console.log(`trigger book         ${percentile(book, 50).toFixed(3).padStart(9)} ${percentile(book, 99).toFixed(3).padStart(9)} ${book[book.length - 1].toFixed(3).padStart(9)}   (target p99 ≤ 5 ms)`);
  console.log(`naive scan (prices) ${percentile(naive, 50).toFixed(3).padStart(9)} ${percentile(naive, 99).toFixed(3).padStart(9)} ${naive[naive.length - 1].toFixed(3).padStart(9)}`);
  console.log(`ratio p50: ${(percentile(naive, 50) / percentile(book, 50)).toFixed(0)}x, p99: ${(percentile(naive, 99) / percentile(book, 99)).toFixed(0)}x faster than the naive scan`);
  console.log(`naive scan with the liquidation rule, one tick of ${markets[0].symbol} (${mathList.length.toLocaleString('en-US')} positions): ${mathScanMs.toFixed(1)} ms`);
  settleBurst(w, markets[0]);
}

/** 1,000 positions at 100x opened at one price, then one tick 1 % lower liquidates them all. */
function settleBurst(w: Workload, m: TMarket): void {
  const burst = new Set(Array.from({ length: 1_000 }, () => w.open(m, 'up', 100n).id));
  const mark = moved(w.marks.get(m.symbol)!, -10_000);
  const t0 = process.hrtime.bigint();
  const fired = w.book.take(m.symbol, mark);
  const t1 = process.hrtime.bigint();
  const settled = new Set<string>();
  let liquidated = 0;
  for (const trigger of fired) {
    if (settled.has(trigger.orderId)) continue;
    settled.add(trigger.orderId);
    const p = w.byId.get(trigger.orderId)!;
    const reason = closeReasonAt(m, p, mark, MMR, { stopLossTicks: p.stopLoss, takeProfitTicks: p.takeProfit });
    if (reason === null) throw new Error(`bench: ${p.id} fired but does not close at ${mark}`);
    const s = settle(m, p, mark, reason, RATES);
    if (p.marginUnits + s.fromHouse + s.fromInsurance !== s.toUser + s.closeFee + s.liquidationFee) throw new Error('bench: unbalanced settlement');
    if (reason === 'liquidation' && burst.has(p.id)) liquidated += 1;
    w.book.remove(p.id);
  }
  const t2 = process.hrtime.bigint();
  if (liquidated !== burst.size) throw new Error(`bench: ${liquidated} of ${burst.size} liquidated`);
  const scanMs = Number(t1 - t0) / 1e6;
  const settleMs = Number(t2 - t1) / 1e6;
  console.log(
    `one tick of ${m.symbol} −1 %: ${settled.size.toLocaleString('en-US')} positions settled (${liquidated} of the 1,000 at 100x liquidated): ` +
      `scan ${scanMs.toFixed(2)} ms, settlement math ${settleMs.toFixed(2)} ms (${((settleMs * 1000) / settled.size).toFixed(1)} µs each; target ≤ 1 s: ${(1000 / (scanMs + settleMs)).toFixed(0)}x under)`,
  );
}
