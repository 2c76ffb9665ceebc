import type { Transaction } from 'kysely';
import { findMarket, formatAmount, SECONDS_ASSET } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { raiseOperatorAlert } from '../../platform/jobs/operator-alerts.js';
import { available, frozen } from '../ledger/accounts.js';
import { LedgerBatch } from '../ledger/ledger-batch.js';
import type { TPosting } from '../ledger/post-transaction.js';
import { notifyMany, type TNotification } from '../messages/notify.js';
import { inSavepoint } from '../contract/contract.repository.js';
import type { TSecondsOrderRow } from './seconds-orders.js';
import { releaseExposure, SECONDS_HOUSE } from './seconds-house.js';
import { secondsRepository } from './seconds.repository.js';

/** Rows per bulk UPDATE (7 parameters each: under SQLite's and PostgreSQL's parameter limits). */
const UPDATE_CHUNK = 2_000;

export type TOpening = { id: bigint; tickId: bigint; price: bigint };
export type TSettling = TOpening & { closeTickId: bigint; closePrice: bigint; outcome: string; toUser: bigint };
/** An expired order with its settlement decided by the rule; `houseUnits` > 0 the house receives, < 0 it pays. */
export type TSettlingOrder = { row: TSecondsOrderRow; update: TSettling; memo: string; houseUnits: bigint };

const SHORTFALL = 'seconds-shortfall';
const isHouseShort = (error: unknown) => error instanceof AppError && error.key === 'secondsHouseCover';

/**
 * Settles many orders in one statement per chunk, each still guarded by `status = 'open'` (the
 * row's lock on PostgreSQL makes a concurrent pass wait, then find it settled); answers the ids it
 * settled: only those get their ledger transaction.
 */
async function bulkSettle(tx: Transaction<TDatabase>, rows: TSettling[], now: number): Promise<Set<bigint>> {
  const changed = new Set<bigint>();
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    for (const id of await secondsRepository.bulkSettle(tx, rows.slice(i, i + UPDATE_CHUNK), now)) changed.add(id);
  }
  return changed;
}

/**
 * Settles orders (rows by bulk UPDATE, each guarded by `status = 'open'`; ledger transactions
 * written together) and releases their exposure, in the caller's transaction; answers how many it
 * settled. Throws secondsHouseCover, having written nothing it keeps, when the house would go below zero.
 */
async function applySettlings(deps: TDeps, tx: Transaction<TDatabase>, list: TSettlingOrder[], now: number): Promise<number> {
  if (list.length === 0) return 0;
  const settled = await bulkSettle(tx, list.map((x) => x.update), now);
  const io = deps.writeIo(tx);
  const ledger = new LedgerBatch();
  await ledger.load(io, [{ account: SECONDS_HOUSE, asset: SECONDS_ASSET }]);
  const notices: TNotification[] = [];
  let released = 0n;
  for (const { row, update, memo, houseUnits } of list) {
    if (!settled.has(row.id)) continue;
    notices.push(settledNotice(row, update, now));
    const postings: TPosting[] = [{ account: frozen(row.user_id, 'contract'), asset: SECONDS_ASSET, amount: -row.stake }];
    if (update.toUser > 0n) postings.push({ account: available(row.user_id, 'contract'), asset: SECONDS_ASSET, amount: update.toUser });
    if (houseUnits !== 0n) postings.push({ account: SECONDS_HOUSE, asset: SECONDS_ASSET, amount: houseUnits });
    ledger.add({ type: 'seconds_settle', reference: `seconds:${row.id}:settle`, userId: row.user_id, memo, postings }, now);
    released += row.payout_max;
  }
  // The house pays wins from what it holds: never more.
  if (ledger.balance(SECONDS_HOUSE, SECONDS_ASSET) < 0n) throw new AppError('secondsHouseCover');
  await ledger.write(io);
  await releaseExposure(tx, released);
  // The owners hear of their results in this same transaction: one bulk insert per pass (modules/messages).
  await notifyMany(tx, notices);
  return notices.length;
}

/**
 * Settles a pass's expired orders so that one payout the house cannot make holds up nobody else
 * (issue 24): losses and draws first, then the wins while the house's balance covers them; a win
 * it cannot cover waits (its order stays open, the safety-net job comes back for it), with an
 * operator alert and a message to its owner. If the house's own guard refuses the batch anyway
 * (its balance moved meanwhile), each order is settled in a savepoint of its own.
 */
export async function settleIsolated(deps: TDeps, tx: Transaction<TDatabase>, settlings: TSettlingOrder[], now: number): Promise<{ settled: number; unpaid: number }> {
  if (settlings.length === 0) return { settled: 0, unpaid: 0 };
  const ordered = [...settlings].sort((a, b) => (a.houseUnits > b.houseUnits ? -1 : a.houseUnits < b.houseUnits ? 1 : a.row.id < b.row.id ? -1 : 1));
  const house = new LedgerBatch();
  await house.load(deps.writeIo(tx), [{ account: SECONDS_HOUSE, asset: SECONDS_ASSET }]);
  let running = house.balance(SECONDS_HOUSE, SECONDS_ASSET);
  const payable: TSettlingOrder[] = [];
  const unpaid: TSettlingOrder[] = [];
  for (const x of ordered) {
    if (x.houseUnits < 0n && running + x.houseUnits < 0n) unpaid.push(x);
    else {
      running += x.houseUnits;
      payable.push(x);
    }
  }
  let settled = 0;
  try {
    settled = await inSavepoint(tx, 'seconds_settle_batch', () => applySettlings(deps, tx, payable, now));
  } catch (error) {
    if (!isHouseShort(error)) throw error;
    for (const x of payable) {
      try {
        settled += await inSavepoint(tx, 'seconds_settle_item', () => applySettlings(deps, tx, [x], now));
      } catch (itemError) {
        if (!isHouseShort(itemError)) throw itemError;
        unpaid.push(x);
      }
    }
  }
  if (unpaid.length > 0) await tellUnpaid(deps, tx, unpaid, now);
  if (settled > 0) await resolvePaid(tx, payable, now);
  return { settled, unpaid: unpaid.length };
}

/** An operator alert per order the house cannot pay, and a message to its owner (once each). */
async function tellUnpaid(deps: TDeps, tx: Transaction<TDatabase>, unpaid: TSettlingOrder[], now: number): Promise<void> {
  for (const { row } of unpaid) {
    await raiseOperatorAlert(tx, { subject: `seconds-unpaid:${row.id}`, kind: SHORTFALL, detail: `seconds order ${row.id} (${row.symbol}) won; the seconds house cannot pay it`, now });
  }
  await notifyMany(
    tx,
    unpaid.map(({ row }) => ({ userId: row.user_id, kind: 'secondsPayoutDelayed' as const, params: { orderId: String(row.id), symbol: pairOf(row.symbol) }, ref: `seconds:${row.id}:delayed`, now: BigInt(now) })),
  );
}

/** Resolves the alerts of orders that waited and are now paid (one cheap read when none waits). */
async function resolvePaid(tx: Transaction<TDatabase>, paid: TSettlingOrder[], now: number): Promise<void> {
  if (!(await secondsRepository.hasOpenAlert(tx, SHORTFALL))) return;
  const subjects = paid.map(({ row }) => `seconds-unpaid:${row.id}`);
  for (let i = 0; i < subjects.length; i += 1_000) {
    await secondsRepository.resolveAlerts(tx, subjects.slice(i, i + 1_000), now);
  }
}

const pairOf = (symbol: string) => {
  const market = findMarket(symbol);
  return market ? `${market.base}/${market.quote}` : symbol.toUpperCase();
};

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
