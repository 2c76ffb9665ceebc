import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  CONTRACT_MARGIN_ASSET,
  displayLiquidationPrice,
  findContractMarket,
  formatAmount,
  formatUnits,
  marginRatioPpm,
  pnl,
  ppmToRate,
  type TContractOrder,
  type TContractPosition,
  type TMarket,
} from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { TContractOrdersTable } from '../../platform/db/schema-contract.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';
import { contractRepository } from './contract.repository.js';

export type TContractOrderRow = Selectable<TContractOrdersTable>;
type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * A recorded tick counts as fresh for this long wherever a tick opens or closes anything: the
 * feeds move every second, so an older price is one the user may already know elsewhere.
 */
export const FRESH_TICK_MS = 2_000;

/**
 * A market has an index price while its newest tick is this recent: the recorder writes every
 * market at least once per heartbeat (10 s) while it has one, so a longer gap means it has none
 * now. Used to refuse at once (nothing to wait for) and to show whether a market trades; never to
 * fill (see fill-tick.ts).
 */
export const LIVE_TICK_MS = 15_000;

/** A market as messages name it ("BTC/USDT"). */
export const pairName = (market: TMarket) => `${market.base}/${market.quote}`;

/** The newest recorded tick of a market while the market has an index price (LIVE_TICK_MS), else null. */
export function liveTick(deps: Pick<TDeps, 'priceTicks' | 'clock'>, symbol: string): TRecordedTick | null {
  const tick = deps.priceTicks.latest(symbol);
  return tick && deps.clock.now() - tick.observedAt <= LIVE_TICK_MS ? tick : null;
}

/** The name contract-config.ts still uses for liveTick (a display of whether a market has a price, never a fill). */
export const freshTick = liveTick;

/** @throws AppError contractNoPrice when the market has no index price now (no live recorded tick) */
export function requireLiveTick(deps: Pick<TDeps, 'priceTicks' | 'clock'>, market: TMarket): TRecordedTick {
  const tick = liveTick(deps, market.symbol);
  if (!tick) throw new AppError('contractNoPrice', { vars: { symbol: pairName(market) } });
  return tick;
}

export function marketOf(row: Pick<TContractOrderRow, 'symbol'>): TMarket {
  return findContractMarket(row.symbol)!;
}

/** The position math.ts works on (holding rows only). */
export function positionOf(row: TContractOrderRow): TContractPosition {
  return { direction: row.direction, marginUnits: row.margin, lots: row.quantity, openTicks: row.open_price! };
}

export async function findOwnOrder(db: TDb, userId: bigint, orderId: bigint): Promise<TContractOrderRow | undefined> {
  return contractRepository.findOwnOrder(db, userId, orderId);
}

const usdt = (units: bigint) => formatAmount(units, CONTRACT_MARGIN_ASSET);
const signed = (units: bigint) => (units < 0n ? `-${usdt(-units)}` : usdt(units));

/**
 * An order as its owner sees it (SPEC §3 "Contract order"). While holding, P/L, margin ratio and
 * the liquidation price are at `mark` (the newest recorded tick) when there is one.
 */
export function presentOrder(row: TContractOrderRow, mark: TRecordedTick | null, now: number): TContractOrder {
  const market = marketOf(row);
  const price = (ticks: bigint | null) => (ticks === null ? '' : formatUnits(ticks, market.pricePrecision));
  const isHolding = row.status === 'holding';
  const markTicks = mark && mark.symbol === row.symbol ? mark.price : null;
  let profit = 0n;
  let ratio = '';
  let liquidation = '';
  if (isHolding) {
    if (markTicks !== null) {
      profit = presentUnrealized(row, markTicks);
      const ppm = marginRatioPpm(market, positionOf(row), markTicks, row.mmr_ppm);
      ratio = ppm === null ? '1' : ppmToRate(ppm);
    }
    liquidation = price(displayLiquidationPrice(row.direction, row.open_price!, row.leverage, row.mmr_ppm)) || '0';
  } else if (row.to_user !== null) {
    profit = row.to_user - row.margin;
  }
  const openedAt = row.opened_at === null ? null : Number(row.opened_at);
  const finishedAt = row.finished_at === null ? null : Number(row.finished_at);
  const holdUntil = finishedAt ?? now;
  return {
    orderId: Number(row.id),
    symbol: row.symbol,
    base: market.base,
    quote: market.quote,
    direction: row.direction,
    type: row.type,
    multiple: Number(row.leverage),
    openAmount: usdt(row.margin),
    openQuantity: formatUnits(row.quantity, market.quantityPrecision),
    buyPrice: price(row.limit_price),
    openPrice: price(row.open_price),
    currentPrice: price(markTicks),
    openFee: usdt(row.open_fee),
    profit: signed(profit),
    marginRatio: ratio,
    liquidationPrice: liquidation,
    mmr: ppmToRate(row.mmr_ppm),
    stopLoss: price(row.stop_loss),
    takeProfit: price(row.take_profit),
    status: row.status,
    reason: row.reason,
    holdTime: openedAt === null ? 0 : Math.max(0, Math.floor((holdUntil - openedAt) / 1000)),
    time: Number(row.created_at),
    openTime: openedAt,
    finishTime: finishedAt,
    settlementPrice: price(row.close_price),
    settlementProfit: row.pnl === null ? '' : signed(row.pnl),
    closeFee: usdt(row.close_fee ?? 0n),
    liquidationFee: usdt(row.liquidation_fee ?? 0n),
    finalAmount: row.to_user === null ? '' : usdt(row.to_user),
    insurancePaid: usdt(row.from_insurance ?? 0n),
    outcome: row.outcome,
  };
}

/**
 * A holding position's unrealized P/L in USDT units at a mark (0 without one), no worse than the
 * margin: what the user can lose is the margin; a gap beyond it is the insurance fund's.
 */
export function presentUnrealized(row: TContractOrderRow, markTicks: bigint | null): bigint {
  if (markTicks === null || row.open_price === null) return 0n;
  const value = pnl(marketOf(row), row.direction, row.quantity, row.open_price, markTicks);
  return value < -row.margin ? -row.margin : value;
}

/** A recorded tick as an order's detail cites it. */
export function presentTick(tick: TRecordedTick) {
  const market = findContractMarket(tick.symbol)!;
  return { id: String(tick.id), price: formatUnits(tick.price, market.pricePrecision), method: tick.method, sources: tick.sources, time: tick.observedAt };
}
