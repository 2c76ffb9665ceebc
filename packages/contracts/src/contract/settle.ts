/**
 * Settling a contract position (issue 13): the flows of one balanced ledger transaction. Pure; the
 * server posts the flows, this module only decides them. Units as in math.ts.
 *
 * Flows (each row an entry of one transaction; the margin M was frozen on the user's contract
 * account at opening, and the opening fee was charged then):
 *
 * | entry                     | amount            | sign and meaning                                      |
 * |---------------------------|-------------------|-------------------------------------------------------|
 * | user contract, frozen     | −M                | the held margin is released into the settlement        |
 * | user contract, available  | +toUser           | ≥ 0: what equity remains after the fee                |
 * | fee account               | +closeFee         | manual, stop loss, take profit (0 for a liquidation)   |
 * | insurance fund            | +liquidationFee   | liquidation only                                      |
 * | insurance fund            | −fromInsurance    | ≥ 0: a gap (loss beyond the margin) paid to the house  |
 * | contract house            | −fromHouse        | > 0 the house pays the user's profit; < 0 it receives  |
 *
 * so M + fromHouse + fromInsurance = toUser + closeFee + liquidationFee, always (the entries sum to
 * zero). With E = M + pnl (pnl rounded toward −∞) and F the nominal fee, rounded up:
 * - E ≥ F: the user gets E − F, pays F; the house pays pnl (or receives −pnl).
 * - 0 ≤ E < F: the fee takes what is left (E), the user gets 0: never pays beyond the margin.
 * - E < 0 (a gap): no fee, the user gets 0; the house still receives the whole loss −pnl, of which
 *   the margin covers M and the insurance fund the gap −E. Never the user's other balances.
 *   If the fund holds less than the gap (insuranceAvailableUnits), the house receives that much less.
 */
import type { TMarket } from '../markets.js';
import { isLiquidatable, pnl, positionFee, type TContractDirection, type TContractPosition, type TRatePpm } from './position-math.js';

export type TSettleReason = 'manual' | 'stopLoss' | 'takeProfit' | 'liquidation';
export type TStopKind = 'stopLoss' | 'takeProfit';
export type TSettleRates = { closeFeePpm: TRatePpm; liquidationFeePpm: TRatePpm };

export type TSettlement = {
  /** s·Q·(mark − open), rounded toward −∞. */
  pnl: bigint;
  closeFee: bigint;
  liquidationFee: bigint;
  toUser: bigint;
  fromHouse: bigint;
  fromInsurance: bigint;
  /** What the user got back against the margin put in: toUser − M (the opening fee excluded). */
  profit: bigint;
  /** win when profit > 0 (a break-even is not a win). */
  outcome: 'win' | 'lose';
};

/**
 * The settlement of a position closed at a mark for a reason (see the flow table above). The fee
 * is on the position value at the mark: closeFeePpm for manual, stop loss and take profit,
 * liquidationFeePpm for a liquidation (which charges no closing fee). The result always satisfies
 * margin + fromHouse + fromInsurance = toUser + closeFee + liquidationFee, toUser ≥ 0, fees ≥ 0,
 * fromInsurance ≥ 0. Throws RangeError for an invalid position, mark or rate.
 */
export function settle(
  market: TMarket,
  position: TContractPosition,
  markTicks: bigint,
  reason: TSettleReason,
  rates: TSettleRates,
  insuranceAvailableUnits?: bigint,
): TSettlement {
  if (position.lots <= 0n || position.openTicks <= 0n || markTicks <= 0n || position.marginUnits < 0n) throw new RangeError('contract: invalid position or mark');
  const profitOrLoss = pnl(market, position.direction, position.lots, position.openTicks, markTicks);
  const isLiquidation = reason === 'liquidation';
  const nominalFee = positionFee(market, position.lots, markTicks, isLiquidation ? rates.liquidationFeePpm : rates.closeFeePpm);
  const remaining = position.marginUnits + profitOrLoss;
  const fee = remaining <= 0n ? 0n : remaining < nominalFee ? remaining : nominalFee;
  const toUser = remaining > fee ? remaining - fee : 0n;
  const gap = remaining < 0n ? -remaining : 0n;
  const fromInsurance = insuranceAvailableUnits === undefined || insuranceAvailableUnits >= gap ? gap : insuranceAvailableUnits > 0n ? insuranceAvailableUnits : 0n;
  // What the fund cannot cover, the house goes without: it receives the loss less that shortfall.
  const fromHouse = profitOrLoss + (gap - fromInsurance);
  const profit = toUser - position.marginUnits;
  return {
    pnl: profitOrLoss,
    closeFee: isLiquidation ? 0n : fee,
    liquidationFee: isLiquidation ? fee : 0n,
    toUser,
    fromHouse,
    fromInsurance,
    profit,
    outcome: profit > 0n ? 'win' : 'lose',
  };
}

/**
 * Why a holding position closes at a mark, or null: liquidation first (the rule of the product:
 * a position at or under its maintenance margin is liquidated, whatever its stops say), then the
 * stop loss, then the take profit. One answer per position and tick, so a tick that crosses
 * several of a position's triggers still settles it once, for one documented reason.
 */
export function closeReasonAt(
  market: TMarket,
  position: TContractPosition,
  markTicks: bigint,
  mmrPpm: TRatePpm,
  stops: { stopLossTicks?: bigint | null; takeProfitTicks?: bigint | null },
): TSettleReason | null {
  if (isLiquidatable(market, position, markTicks, mmrPpm)) return 'liquidation';
  const isUp = position.direction === 'up';
  const { stopLossTicks: sl, takeProfitTicks: tp } = stops;
  if (sl != null && (isUp ? markTicks <= sl : markTicks >= sl)) return 'stopLoss';
  if (tp != null && (isUp ? markTicks >= tp : markTicks <= tp)) return 'takeProfit';
  return null;
}

/**
 * Whether a stop loss or take profit is on the right side of the current price: up, the stop loss
 * below and the take profit above; down, the reverse. Strict, so a stop never fires on the tick
 * that set it.
 */
export function isStopOnRightSide(direction: TContractDirection, kind: TStopKind, stopTicks: bigint, markTicks: bigint): boolean {
  const isBelow = (direction === 'up') === (kind === 'stopLoss');
  return isBelow ? stopTicks < markTicks : stopTicks > markTicks;
}
