/**
 * Engine benchmark: the command mix exchange-core publishes for its single-symbol test (about
 * 1,000 active orders over ~750 price slots; 9 % GTC, 3 % IOC, 6 % cancel, 82 % move), seeded, run
 * against our engine and the npm package nodejs-order-book in the same process. Prints operations
 * per second and latency percentiles, then cancel time against queue length on one level.
 */
import { OrderBook } from '@exchange/engine';
import { OrderBook as ReferenceBook } from 'nodejs-order-book';
import { mulberry32 } from './bench-databases.js';

type TCommand =
  | { kind: 'gtc' | 'ioc'; id: number; side: 'buy' | 'sell'; price: number; size: number }
  | { kind: 'cancel'; id: number }
  | { kind: 'move'; id: number; price: number };


/** Generates the command stream once, so both books see exactly the same commands. */
function workload(count: number, seed: number): { warmup: TCommand[]; commands: TCommand[] } {
  const random = mulberry32(seed);
  const mid = 100_000;
  const live: number[] = [];
  const sideOf = new Map<number, 'buy' | 'sell'>();
  let nextId = 1;
  const priceFor = (side: 'buy' | 'sell') => (side === 'buy' ? mid - 1 - Math.floor(random() * 375) : mid + 1 + Math.floor(random() * 375));
  const gtc = (): TCommand => {
    const side = random() < 0.5 ? 'buy' : 'sell';
    const id = nextId++;
    live.push(id);
    sideOf.set(id, side);
    return { kind: 'gtc', id, side, price: priceFor(side), size: 1 + Math.floor(random() * 10) };
  };
  const warmup = Array.from({ length: 1000 }, gtc);
  const commands: TCommand[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    if (roll < 0.09 || live.length < 500) commands.push(gtc());
    else if (roll < 0.12) {
      const side = random() < 0.5 ? 'buy' : 'sell';
      // An IOC that crosses the spread a little: about 6 % of all commands trade.
      commands.push({ kind: 'ioc', id: nextId++, side, price: side === 'buy' ? mid + 40 : mid - 40, size: 1 + Math.floor(random() * 5) });
    } else if (roll < 0.18) {
      const index = Math.floor(random() * live.length);
      commands.push({ kind: 'cancel', id: live[index] });
      live[index] = live[live.length - 1];
      live.pop();
    } else {
      const id = live[Math.floor(random() * live.length)];
      commands.push({ kind: 'move', id, price: priceFor(sideOf.get(id)!) });
    }
  }
  return { warmup, commands };
}

type TAdapter = { name: string; run(c: TCommand): void };

function ours(): TAdapter {
  const book = new OrderBook('cancel-taker');
  return {
    name: '@exchange/engine',
    run(c) {
      if (c.kind === 'gtc') book.place({ id: c.id, owner: c.id, side: c.side, kind: 'LMT', price: c.price, quantity: c.size });
      else if (c.kind === 'ioc') book.place({ id: c.id, owner: c.id, side: c.side, kind: 'LMT', price: c.price, quantity: c.size, timeInForce: 'IOC' });
      else if (c.kind === 'cancel') book.cancel(c.id);
      else book.move(c.id, c.price);
    },
  };
}

function reference(): TAdapter {
  const book = new ReferenceBook();
  return {
    name: 'nodejs-order-book',
    run(c) {
      if (c.kind === 'gtc') book.limit({ id: String(c.id), side: c.side as any, size: c.size, price: c.price });
      else if (c.kind === 'ioc') book.limit({ id: String(c.id), side: c.side as any, size: c.size, price: c.price, timeInForce: 'IOC' as any });
      else if (c.kind === 'cancel') book.cancel(String(c.id));
      else book.modify(String(c.id), { price: c.price });
    },
  };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(make: () => TAdapter, load: ReturnType<typeof workload>) {
  const adapter = make();
  for (const c of load.warmup) adapter.run(c);
  const started = process.hrtime.bigint();
  for (const c of load.commands) adapter.run(c);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // A second, identical run on a fresh book, timing each command alone for the percentiles.
  const timed = make();
  for (const c of load.warmup) timed.run(c);
  const latencies = new Float64Array(load.commands.length);
  for (let i = 0; i < load.commands.length; i += 1) {
    const t0 = process.hrtime.bigint();
    timed.run(load.commands[i]);
    latencies[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  latencies.sort();
  return {
    name: adapter.name,
    opsPerSecond: Math.round(load.commands.length / seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    p999: percentile(latencies, 99.9),
  };
}

/**
 * Median time of one cancel from random positions of a single level holding `queue` orders; each
 * cancelled order is put back at once, so the queue keeps its length while we measure.
 */
function cancelTime(queue: number): number {
  const book = new OrderBook();
  for (let id = 1; id <= queue; id += 1) book.place({ id, owner: id, side: 'buy', kind: 'LMT', price: 100, quantity: 1 });
  const random = mulberry32(7);
  const samples = new Float64Array(20_000);
  let nextId = queue + 1;
  const live = Array.from({ length: queue }, (_, i) => i + 1);
  for (let i = 0; i < samples.length; i += 1) {
    const index = Math.floor(random() * live.length);
    const t0 = process.hrtime.bigint();
    book.cancel(live[index]);
    samples[i] = Number(process.hrtime.bigint() - t0);
    live[index] = nextId;
    book.place({ id: nextId, owner: nextId, side: 'buy', kind: 'LMT', price: 100, quantity: 1 });
    nextId += 1;
  }
  samples.sort();
  return samples[samples.length >> 1];
}

export function runEngineBench(count = Number(process.env.BENCH_COMMANDS ?? 1_000_000)): void {
  const load = workload(count, 20261122);
  // Warm both implementations' code paths before measuring.
  measure(ours, workload(100_000, 1));
  measure(reference, workload(100_000, 1));
  const results = [measure(ours, load), measure(reference, load)];
  console.log(`engine: ${count.toLocaleString('en-US')} commands (9% GTC, 3% IOC, 6% cancel, 82% move), ~1,000 active orders`);
  console.log('implementation        ops/s        p50 µs   p99 µs   p99.9 µs');
  for (const r of results) {
    console.log(`${r.name.padEnd(20)} ${String(r.opsPerSecond.toLocaleString('en-US')).padStart(12)}   ${r.p50.toFixed(2).padStart(6)}   ${r.p99.toFixed(2).padStart(6)}   ${r.p999.toFixed(2).padStart(8)}`);
  }
  console.log(`ratio: ${(results[0].opsPerSecond / results[1].opsPerSecond).toFixed(1)}x`);
  cancelTime(1_000);
  for (const queue of [100, 1_000, 10_000, 100_000]) {
    console.log(`cancel on one level of ${queue.toLocaleString('en-US')} orders: median ${cancelTime(queue).toFixed(0)} ns`);
  }
}
