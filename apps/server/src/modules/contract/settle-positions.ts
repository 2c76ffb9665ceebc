import type { Transaction } from 'kysely';
import { formatAmount, formatUnits, settle, type TSettleReason } from '@exchange/contracts';
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

const STATUS_OF: Record<TSettleReason, TContractStatus> = { manual: 'closed', stopLoss: 'finished', takeProfit: 'finished', liquidation: 'liquidated' };

/** One holding position to settle at a tick, and why. */
export type TSettleItem = { row: TContractOrderRow; reason: TSettleReason };

/**
 * Settles holding positions at one recorded tick (math's settle decides each one's flows), in the
 * caller's transaction: for each, the status guard first, so a position settles once whoever comes
 * second (a manual close racing a trigger, two jobs of two ticks), then its own balanced ledger
 * transaction (reference `contract:<id>:settle`). The ledger transactions are written together
 * (LedgerBatch: a few statements for the lot), the insurance fund's running balance deciding what
 * it can pay of each gap in turn; the house may not end below zero. Returns the settled rows.
 */
export async function settleMany(deps: TDeps, tx: Transaction<TDatabase>, items: TSettleItem[], tick: TRecordedTick): Promise<TContractOrderRow[]> {
  if (items.length === 0) return [];
  const io = deps.writeIo(tx);
  const ledger = new LedgerBatch();
  await ledger.load(io, [
    { account: INSURANCE, asset: ASSET },
    { account: HOUSE, asset: ASSET },
  ]);
  const now = deps.clock.now();
  const settled: TContractOrderRow[] = [];
  const exposure = new Map<string, bigint>();
  for (const { row, reason } of items) {
    const market = marketOf(row);
    const insurance = ledger.balance(INSURANCE, ASSET);
    const s = settle(market, positionOf(row), tick.price, reason, { closeFeePpm: row.close_fee_ppm, liquidationFeePpm: row.liquidation_fee_ppm }, insurance > 0n ? insurance : 0n);
    const updated = await tx
      .updateTable('contract_orders')
      .set({
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
      })
      .where('id', '=', row.id)
      .where('status', '=', 'holding')
      .returningAll()
      .executeTakeFirst();
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
  if (settled.length === 0) return [];
  // The house pays profits from what it holds: never more (the job retries; an operator sees it fail).
  if (ledger.balance(HOUSE, ASSET) < 0n) throw new AppError('contractHouseCapital');
  await ledger.write(io);
  for (const [symbol, lots] of exposure) if (lots !== 0n) await moveExposure(tx, symbol, lots);
  await notifyMany(tx, settled.filter((row) => row.reason !== 'manual').map((row) => closedNotice(row, now)));
  return settled;
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

/** Settles one holding position (settleMany); null when it was no longer holding. */
export async function settleInTx(deps: TDeps, tx: Transaction<TDatabase>, row: TContractOrderRow, tick: TRecordedTick, reason: TSettleReason): Promise<TContractOrderRow | null> {
  const [settled] = await settleMany(deps, tx, [{ row, reason }], tick);
  return settled ?? null;
}
