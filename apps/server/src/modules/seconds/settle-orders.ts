import { sql, type Transaction } from 'kysely';
import { findMarket, formatAmount, SECONDS_ASSET, settleSeconds, type TSecondsTradeType } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen } from '../ledger/accounts.js';
import { LedgerBatch } from '../ledger/ledger-batch.js';
import type { TPosting } from '../ledger/post-transaction.js';
import { ticksById, type TSecondsOrderRow } from './seconds-orders.js';
import { releaseExposure, SECONDS_HOUSE } from './seconds-house.js';
import { notifyMany, type TNotification } from '../messages/notify.js';

type TTickLite = { id: bigint; symbol: string; price: bigint; observedAt: number };

/** The most ticks one pass reads; orders whose tick lies beyond them wait for the next pass. */
const TICK_WINDOW = 50_000;

/** Rows per bulk UPDATE (7 parameters each: under SQLite's and PostgreSQL's parameter limits). */
const UPDATE_CHUNK = 2_000;

type TOpening = { id: bigint; tickId: bigint; price: bigint };
type TSettling = TOpening & { closeTickId: bigint; closePrice: bigint; outcome: string; toUser: bigint };

/**
 * Sets the opening tick of many orders in one statement per chunk (UPDATE … FROM VALUES, both
 * dialects), each still guarded by `open_tick_id is null`; answers the ids it changed.
 */
async function bulkOpen(tx: Transaction<TDatabase>, rows: TOpening[], now: number): Promise<Set<bigint>> {
  const changed = new Set<bigint>();
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    const values = sql.join(rows.slice(i, i + UPDATE_CHUNK).map((r) => sql`(cast(${r.id} as bigint), cast(${r.tickId} as bigint), cast(${r.price} as bigint))`));
    const { rows: done } = await sql<{ id: bigint | string | number }>`update seconds_orders set open_tick_id = v.column2, open_price = v.column3, updated_at = ${BigInt(now)}
      from (values ${values}) as v where seconds_orders.id = v.column1 and seconds_orders.open_tick_id is null returning id`.execute(tx);
    for (const r of done) changed.add(BigInt(r.id));
  }
  return changed;
}

/**
 * Settles many orders in one statement per chunk, each still guarded by `status = 'open'` (the
 * row's lock on PostgreSQL makes a concurrent pass wait, then find it settled); answers the ids it
 * settled: only those get their ledger transaction.
 */
async function bulkSettle(tx: Transaction<TDatabase>, rows: TSettling[], now: number): Promise<Set<bigint>> {
  const changed = new Set<bigint>();
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    const values = sql.join(
      rows
        .slice(i, i + UPDATE_CHUNK)
        .map(
          (r) =>
            sql`(cast(${r.id} as bigint), cast(${r.tickId} as bigint), cast(${r.price} as bigint), cast(${r.closeTickId} as bigint), cast(${r.closePrice} as bigint), cast(${r.outcome} as text), cast(${r.toUser} as bigint))`,
        ),
    );
    const { rows: done } = await sql<{ id: bigint | string | number }>`update seconds_orders set status = 'settled', open_tick_id = v.column2, open_price = v.column3,
        close_tick_id = v.column4, close_price = v.column5, outcome = v.column6, to_user = v.column7, settled_at = ${BigInt(now)}, updated_at = ${BigInt(now)}
      from (values ${values}) as v where seconds_orders.id = v.column1 and seconds_orders.status = 'open' returning id`.execute(tx);
    for (const r of done) changed.add(BigInt(r.id));
  }
  return changed;
}

/** The first tick at or after `at` in a list sorted by (observed time, id), or null. */
export function firstAtOrAfter(ticks: TTickLite[], at: number): TTickLite | null {
  let lo = 0;
  let hi = ticks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ticks[mid].observedAt < at) lo = mid + 1;
    else hi = mid;
  }
  return ticks[lo] ?? null;
}

export type TSettlePass = { opened: number; settled: number; waiting: number };

/**
 * One pass over a market's open orders up to `upTo` (ms), in the caller's (the job's)
 * transaction: each order without an opening tick gets the first tick recorded at or after its
 * acceptance; each order expired by `upTo` is settled at the first tick at or after its expiry by
 * the pure rule (settleSeconds), with its own balanced ledger transaction (reference
 * `seconds:<id>:settle`, so it can never be paid twice), all written together (LedgerBatch), the
 * orders' rows by a few bulk UPDATEs (one per 2,000 rows). The status guard on each row makes a
 * second pass (another job, another process) a no-op: only the rows it changed are paid. An order
 * whose tick is not recorded yet waits ("settlement waits, it never guesses"); `waiting` counts them.
 */
export async function settleUpTo(deps: TDeps, tx: Transaction<TDatabase>, symbol: string, upTo: number): Promise<TSettlePass> {
  const rows = await tx
    .selectFrom('seconds_orders')
    .selectAll()
    .where('status', '=', 'open')
    .where('symbol', '=', symbol)
    .where('accepted_at', '<=', BigInt(upTo))
    .where((eb) => eb.or([eb('open_tick_id', 'is', null), eb('expires_at', '<=', BigInt(upTo))]))
    .orderBy('id')
    .execute();
  if (rows.length === 0) return { opened: 0, settled: 0, waiting: 0 };
  const isExpired = (r: TSecondsOrderRow) => Number(r.expires_at) <= upTo;
  const from = Math.min(...rows.map((r) => (r.open_tick_id === null ? Number(r.accepted_at) : Number(r.expires_at))));
  const tickRows = await tx
    .selectFrom('price_ticks')
    .select(['id', 'symbol', 'price', 'observed_at'])
    .where('symbol', '=', symbol)
    .where('observed_at', '>=', BigInt(from))
    .orderBy('observed_at')
    .orderBy('id')
    .limit(TICK_WINDOW)
    .execute();
  const ticks: TTickLite[] = tickRows.map((t) => ({ id: t.id, symbol: t.symbol, price: t.price, observedAt: Number(t.observed_at) }));
  const known = await ticksById(tx, rows.map((r) => r.open_tick_id));
  const now = deps.clock.now();
  const ledger = new LedgerBatch();
  const io = deps.writeIo(tx);
  await ledger.load(io, [{ account: SECONDS_HOUSE, asset: SECONDS_ASSET }]);
  const pass: TSettlePass = { opened: 0, settled: 0, waiting: 0 };
  let released = 0n;
  const openings: TOpening[] = [];
  const settlings: { row: TSecondsOrderRow; update: TSettling; memo: string; houseUnits: bigint }[] = [];
  for (const row of rows) {
    const openTick = row.open_tick_id !== null ? known.get(row.open_tick_id)! : firstAtOrAfter(ticks, Number(row.accepted_at));
    if (!openTick) {
      pass.waiting += 1;
      continue;
    }
    const closeTick = isExpired(row) ? firstAtOrAfter(ticks, Number(row.expires_at)) : null;
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
  const settled = await bulkSettle(tx, settlings.map((x) => x.update), now);
  const notices: TNotification[] = [];
  for (const { row, update, memo, houseUnits } of settlings) {
    if (!settled.has(row.id)) continue;
    notices.push(settledNotice(row, update, now));
    const postings: TPosting[] = [{ account: frozen(row.user_id, 'contract'), asset: SECONDS_ASSET, amount: -row.stake }];
    if (update.toUser > 0n) postings.push({ account: available(row.user_id, 'contract'), asset: SECONDS_ASSET, amount: update.toUser });
    if (houseUnits !== 0n) postings.push({ account: SECONDS_HOUSE, asset: SECONDS_ASSET, amount: houseUnits });
    ledger.add({ type: 'seconds_settle', reference: `seconds:${row.id}:settle`, userId: row.user_id, memo, postings }, now);
    released += row.payout_max;
    pass.settled += 1;
  }
  // The house pays wins from what it holds: never more (it covered every open order's best when each was made).
  if (ledger.balance(SECONDS_HOUSE, SECONDS_ASSET) < 0n) throw new AppError('secondsHouseCover');
  await ledger.write(io);
  await releaseExposure(tx, released);
  // The owners hear of their results in this same transaction: one bulk insert per pass (modules/messages).
  await notifyMany(tx, notices);
  return pass;
}

/** What the user is told of a settled order (modules/messages). */
function settledNotice(row: TSecondsOrderRow, update: TSettling, now: number): TNotification {
  const market = findMarket(row.symbol);
  return {
    userId: row.user_id,
    kind: 'secondsSettled',
    params: {
      orderId: String(row.id),
      symbol: market ? `${market.base}/${market.quote}` : row.symbol.toUpperCase(),
      outcome: update.outcome as 'win' | 'lose' | 'draw',
      toUser: formatAmount(update.toUser, SECONDS_ASSET),
    },
    ref: `seconds:${row.id}`,
    now: BigInt(now),
  };
}
