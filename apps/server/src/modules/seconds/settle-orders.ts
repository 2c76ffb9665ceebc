import type { Transaction } from 'kysely';
import { settleSeconds, type TSecondsTradeType } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { ticksById, type TSecondsOrderRow } from './seconds-orders.js';
import { settleIsolated, type TOpening, type TSettlingOrder } from './seconds-payouts.js';
import { secondsRepository } from './seconds.repository.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';

type TTickLite = { id: bigint; symbol: string; price: bigint; observedAt: number; sources?: string; sourcesFrom?: number };

/** The most ticks one pass reads; orders whose tick lies beyond them wait for the next pass. */
const TICK_WINDOW = 50_000;

/** Rows per bulk UPDATE (3 parameters each: under SQLite's and PostgreSQL's parameter limits). */
const UPDATE_CHUNK = 2_000;

/**
 * Sets the opening tick of many orders in one statement per chunk (UPDATE … FROM VALUES, both
 * dialects), each still guarded by `open_tick_id is null`; answers the ids it changed.
 */
async function bulkOpen(tx: Transaction<TDatabase>, rows: TOpening[], now: number): Promise<Set<bigint>> {
  const changed = new Set<bigint>();
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    for (const id of await secondsRepository.bulkOpen(tx, rows.slice(i, i + UPDATE_CHUNK), now)) changed.add(id);
  }
  return changed;
}

/** The index of the first tick at or after `at` in a list sorted by (observed time, id) (its length when none). */
function indexAtOrAfter(ticks: TTickLite[], at: number): number {
  let lo = 0;
  let hi = ticks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ticks[mid].observedAt < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first tick at or after `at` in a list sorted by (observed time, id), or null. */
export function firstAtOrAfter(ticks: TTickLite[], at: number): TTickLite | null {
  return ticks[indexAtOrAfter(ticks, at)] ?? null;
}

/** The earliest time among a tick's sources (its inputs' own observation times), read once. */
function sourcesFrom(tick: TTickLite): number {
  if (tick.sourcesFrom === undefined) {
    let from = tick.observedAt;
    try {
      for (const source of JSON.parse(tick.sources ?? '[]') as { time?: unknown }[]) if (typeof source.time === 'number' && source.time < from) from = source.time;
    } catch {
      from = -Infinity;
    }
    tick.sourcesFrom = from;
  }
  return tick.sourcesFrom;
}

/**
 * An order's opening tick: the first tick recorded at or after its acceptance whose every source
 * price was itself observed at or after it, so no input of the opening price was known when the
 * order was placed. Null while none is recorded (the order waits).
 */
export function openingTick(ticks: TTickLite[], acceptedAt: number): TTickLite | null {
  for (let i = indexAtOrAfter(ticks, acceptedAt); i < ticks.length; i += 1) if (sourcesFrom(ticks[i]) >= acceptedAt) return ticks[i];
  return null;
}

export type TSettlePass = { opened: number; settled: number; waiting: number };

/**
 * One pass over a market's open orders up to `upTo` (ms), in the caller's (the job's)
 * transaction: each order without an opening tick gets the first tick recorded at or after its
 * acceptance from sources observed at or after it (openingTick); each order expired by `upTo` is settled at the first tick at or after its expiry by
 * the pure rule (settleSeconds), with its own balanced ledger transaction (reference
 * `seconds:<id>:settle`, so it can never be paid twice), all written together (LedgerBatch), the
 * orders' rows by a few bulk UPDATEs (one per 2,000 rows). The status guard on each row makes a
 * second pass (another job, another process) a no-op: only the rows it changed are paid. An order
 * whose tick is not recorded yet waits ("settlement waits, it never guesses"), and so does a win
 * the house cannot pay now, alone (seconds-payouts.ts); `waiting` counts them.
 */
export async function settleUpTo(deps: TDeps, tx: Transaction<TDatabase>, symbol: string, upTo: number): Promise<TSettlePass> {
  const rows = await secondsRepository.dueOrders(tx, symbol, upTo);
  if (rows.length === 0) return { opened: 0, settled: 0, waiting: 0 };
  const isExpired = (r: TSecondsOrderRow) => Number(r.expires_at) <= upTo;
  const from = Math.min(...rows.map((r) => (r.open_tick_id === null ? Number(r.accepted_at) : Number(r.expires_at))));
  const tickRows = await priceTicksRepository.windowFrom(tx, symbol, from, TICK_WINDOW);
  const ticks: TTickLite[] = tickRows.map((t) => ({ id: t.id, symbol: t.symbol, price: t.price, observedAt: Number(t.observed_at), sources: t.sources }));
  const known = await ticksById(tx, rows.map((r) => r.open_tick_id));
  const now = deps.clock.now();
  const pass: TSettlePass = { opened: 0, settled: 0, waiting: 0 };
  const openings: TOpening[] = [];
  const settlings: TSettlingOrder[] = [];
  for (const row of rows) {
    const openTick = row.open_tick_id !== null ? known.get(row.open_tick_id)! : openingTick(ticks, Number(row.accepted_at));
    if (!openTick) {
      pass.waiting += 1;
      continue;
    }
    // Never a settlement tick before the opening one: an order whose sources only came after its expiry settles at its opening tick (a draw).
    const closeTick = isExpired(row) ? firstAtOrAfter(ticks, Math.max(Number(row.expires_at), openTick.observedAt)) : null;
    if (!closeTick) {
      if (isExpired(row)) pass.waiting += 1;
      if (row.open_tick_id === null) openings.push({ id: row.id, tickId: openTick.id, price: openTick.price });
      continue;
    }
    const terms = {
      symbol: row.symbol,
      tradeType: Number(row.trade_type) as TSecondsTradeType,
      stakeUnits: row.stake,
      incomeRatePpm: row.income_rate_ppm,
      acceptedAt: Number(row.accepted_at),
      expiresAt: Number(row.expires_at),
    };
    const s = settleSeconds(terms, openTick, closeTick);
    settlings.push({
      row,
      update: { id: row.id, tickId: openTick.id, price: openTick.price, closeTickId: closeTick.id, closePrice: closeTick.price, outcome: s.outcome, toUser: s.toUserUnits },
      memo: `${row.symbol} ${s.outcome} at tick ${closeTick.id}`,
      houseUnits: s.houseUnits,
    });
  }
  pass.opened = (await bulkOpen(tx, openings, now)).size;
  const { settled, unpaid } = await settleIsolated(deps, tx, settlings, now);
  pass.settled = settled;
  pass.waiting += unpaid;
  return pass;
}
