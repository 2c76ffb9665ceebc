import type { Transaction } from 'kysely';
import { formatAmount, formatUnits, pnl, settle, type TSettleReason } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TContractStatus } from '../../platform/db/schema-contract.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { LedgerBatch } from '../ledger/ledger-batch.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';
import { marketOf, positionOf, type TContractOrderRow } from './contract-orders.js';
import { moveExposure, HOUSE, INSURANCE } from './house.js';
import { ASSET, postings } from './contract-ledger.js';
import { notifyMany, type TNotification } from '../messages/notify.js';
import { contractRepository, inSavepoint } from './contract.repository.js';

const STATUS_OF: Record<TSettleReason, TContractStatus> = { manual: 'closed', stopLoss: 'finished', takeProfit: 'finished', liquidation: 'liquidated' };

/** One holding position to settle at a tick, and why. */
export type TSettleItem = { row: TContractOrderRow; reason: TSettleReason };

/** What a settlement pass did: the rows it settled, and the items the house could not pay yet (left holding). */
export type TSettleResult = { settled: TContractOrderRow[]; unpaid: TSettleItem[] };

/** Whether an error is the house refusing a payout (house.ts's guard or this module's check). */
export const isHouseShort = (error: unknown) => error instanceof AppError && error.key === 'contractHouseCapital';

/** Liquidations first, then by the position's result at the tick, worst first: the house collects before it pays. */
function housePaysLast(items: TSettleItem[], tick: TRecordedTick): TSettleItem[] {
  const rank = ({ row, reason }: TSettleItem) => (reason === 'liquidation' ? -(1n << 120n) : pnl(marketOf(row), row.direction, row.quantity, row.open_price!, tick.price));
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.item.row.id < b.item.row.id ? -1 : 1))
    .map((x) => x.item);
}

/**
 * Settles holding positions at one recorded tick, each isolated from the others' payouts
 * (issue 24, "one shortfall freezes a whole batch"): liquidations and losing positions first, then
 * the winners while the house can pay them; a winner the house cannot pay is left holding and
 * returned in `unpaid` (the caller makes it wait), and nobody else waits for it. When the house's
 * own guard refuses the batch anyway (its balance moved meanwhile), each position is settled in a
 * savepoint of its own. Runs in the caller's transaction; see settleBatch for the flows.
 */
export async function settleMany(deps: TDeps, tx: Transaction<TDatabase>, items: TSettleItem[], tick: TRecordedTick): Promise<TSettleResult> {
  if (items.length === 0) return { settled: [], unpaid: [] };
  const ordered = housePaysLast(items, tick);
  try {
    return await inSavepoint(tx, 'contract_settle_batch', () => settleBatch(deps, tx, ordered, tick));
  } catch (error) {
    if (!isHouseShort(error)) throw error;
  }
  const result: TSettleResult = { settled: [], unpaid: [] };
  for (const item of ordered) {
    try {
      const one = await inSavepoint(tx, 'contract_settle_item', () => settleBatch(deps, tx, [item], tick));
      result.settled.push(...one.settled);
      result.unpaid.push(...one.unpaid);
    } catch (error) {
      if (!isHouseShort(error)) throw error;
      result.unpaid.push(item);
    }
  }
  return result;
}

/**
 * Settles holding positions at one recorded tick (math's settle decides each one's flows), in the
 * caller's transaction: for each, the status guard first, so a position settles once whoever comes
 * second (a manual close racing a trigger, two jobs of two ticks), then its own balanced ledger
 * transaction (reference `contract:<id>:settle`). The ledger transactions are written together
 * (LedgerBatch: a few statements for the lot), the insurance fund's running balance deciding what
 * it can pay of each gap in turn, the house's running balance which winners it can pay (the others
 * are `unpaid`, untouched); the house may not end below zero.
 */
async function settleBatch(deps: TDeps, tx: Transaction<TDatabase>, items: TSettleItem[], tick: TRecordedTick): Promise<TSettleResult> {
  const io = deps.writeIo(tx);
  const ledger = new LedgerBatch();
  await ledger.load(io, [
    { account: INSURANCE, asset: ASSET },
    { account: HOUSE, asset: ASSET },
  ]);
  const now = deps.clock.now();
  const settled: TContractOrderRow[] = [];
  const unpaid: TSettleItem[] = [];
  const exposure = new Map<string, bigint>();
  for (const item of items) {
    const { row, reason } = item;
    const market = marketOf(row);
    const insurance = ledger.balance(INSURANCE, ASSET);
    const s = settle(market, positionOf(row), tick.price, reason, { closeFeePpm: row.close_fee_ppm, liquidationFeePpm: row.liquidation_fee_ppm }, insurance > 0n ? insurance : 0n);
    if (s.fromHouse > 0n && ledger.balance(HOUSE, ASSET) < s.fromHouse) {
      unpaid.push(item);
      continue;
    }
    const updated = await contractRepository.updateIfStatus(tx, row.id, 'holding', {
      status: STATUS_OF[reason],
      reason,
      close_tick_id: tick.id,
      close_price: tick.price,
      pnl: s.pnl,
      close_fee: s.closeFee,
      liquidation_fee: s.liquidationFee,
      to_user: s.toUser,
      from_insurance: s.fromInsurance,
      outcome: s.outcome,
      frozen: 0n,
      finished_at: BigInt(now),
      updated_at: BigInt(now),
    });
    if (!updated) continue;
    ledger.add(
      {
        type: reason === 'liquidation' ? 'liquidation' : 'contract_settle',
        reference: `contract:${row.id}:settle`,
        userId: row.user_id,
        memo: `${row.symbol} ${reason} at tick ${tick.id}`,
        postings: postings([
          [frozen(row.user_id, 'contract'), -row.margin],
          [available(row.user_id, 'contract'), s.toUser],
          [system('fees'), s.closeFee],
          [INSURANCE, s.liquidationFee - s.fromInsurance],
          [HOUSE, -s.fromHouse],
        ]),
      },
      now,
    );
    exposure.set(row.symbol, (exposure.get(row.symbol) ?? 0n) + (row.direction === 'up' ? -row.quantity : row.quantity));
    settled.push(updated);
  }
  if (settled.length === 0) return { settled, unpaid };
  // The house pays profits from what it holds: never more.
  if (ledger.balance(HOUSE, ASSET) < 0n) throw new AppError('contractHouseCapital');
  await ledger.write(io);
  for (const [symbol, lots] of exposure) if (lots !== 0n) await moveExposure(tx, symbol, lots);
  await notifyMany(tx, settled.filter((row) => row.reason !== 'manual').map((row) => closedNotice(row, now)));
  return { settled, unpaid };
}

const KIND_OF = { stopLoss: 'contractStopLoss', takeProfit: 'contractTakeProfit', liquidation: 'contractLiquidated' } as const;

/** What the user is told of a position closed by a trigger (modules/messages), in the settlement's transaction. */
function closedNotice(row: TContractOrderRow, now: number): TNotification {
  const market = marketOf(row);
  const profit = (row.to_user ?? 0n) - row.margin;
  return {
    userId: row.user_id,
    kind: KIND_OF[row.reason as keyof typeof KIND_OF],
    params: {
      orderId: String(row.id),
      symbol: `${market.base}/${market.quote}`,
      price: formatUnits(row.close_price ?? 0n, market.pricePrecision),
      profit: profit < 0n ? `-${formatAmount(-profit, ASSET)}` : formatAmount(profit, ASSET),
    },
    ref: `contract:${row.id}`,
    now: BigInt(now),
  };
}

/**
 * Settles one holding position (settleMany); null when it was no longer holding.
 * @throws AppError contractHouseCapital when the house cannot pay it now
 */
export async function settleInTx(deps: TDeps, tx: Transaction<TDatabase>, row: TContractOrderRow, tick: TRecordedTick, reason: TSettleReason): Promise<TContractOrderRow | null> {
  const { settled, unpaid } = await settleMany(deps, tx, [{ row, reason }], tick);
  if (unpaid.length > 0) throw new AppError('contractHouseCapital');
  return settled[0] ?? null;
}
