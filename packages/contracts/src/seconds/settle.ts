/**
 * The seconds-contract rule (issue 14), as a pure function: the outcome of an order is decided by
 * the order's own terms and two recorded index ticks, and by nothing else (no clock, no database,
 * no configuration, no operator). Anyone holding an order's proof (GET /bb/market/priceTicks gives
 * the ticks) can run it again and get the same answer. A new wording of the rule is a new
 * SECONDS_RULE_VERSION; every order keeps the version it was settled by.
 */

/** The version of the rule below; stored on every order. */
export const SECONDS_RULE_VERSION = 1;

/** Parts per million: income rates are kept as ppm (800000 = 80 %). */
const PPM = 1_000_000n;

export type TSecondsTradeType = 0 | 1;
export type TSecondsOutcome = 'win' | 'lose' | 'draw';

/** What the rule reads of an order: its market, side, stake, rate and the two instants it names. */
export type TSecondsTerms = {
  symbol: string;
  /** 0 up (wins when the settlement price is higher), 1 down (wins when it is lower). */
  tradeType: TSecondsTradeType;
  /** The stake in USDT units (the fee is not part of it). */
  stakeUnits: bigint;
  /** The income rate in ppm: a win pays stake × rate on top of the stake. */
  incomeRatePpm: bigint;
  /** When the server accepted the order (ms): the opening tick is the first at or after it. */
  acceptedAt: number;
  /** acceptedAt + positionTime seconds (ms): the settlement tick is the first at or after it. */
  expiresAt: number;
};

/** What the rule reads of a recorded tick. */
export type TSecondsTick = { id: bigint; symbol: string; price: bigint; observedAt: number };

export type TSecondsSettlement = {
  outcome: TSecondsOutcome;
  /** What returns to the owner's available balance: stake + profit on a win, the stake on a draw, 0 on a loss. */
  toUserUnits: bigint;
  /** The house's change: −profit on a win, +stake on a loss, 0 on a draw. */
  houseUnits: bigint;
  /** The owner's result: +profit, −stake or 0. */
  profitUnits: bigint;
};

/** The most a win pays from the house: stake × rate, cut to the unit (the house never pays a fraction it did not promise). */
export function secondsPayoutMax(stakeUnits: bigint, incomeRatePpm: bigint): bigint {
  return (stakeUnits * incomeRatePpm) / PPM;
}

/** The win rate at which the expected result is zero for income rate r: 1 / (1 + r), as ppm rounded up. */
export function breakEvenPpm(incomeRatePpm: bigint): bigint {
  const denominator = PPM + incomeRatePpm;
  return (PPM * PPM + denominator - 1n) / denominator;
}

/** Up or down, from the two prices only: higher wins up, lower wins down, equal is a draw. */
export function secondsOutcome(tradeType: TSecondsTradeType, openPrice: bigint, settlementPrice: bigint): TSecondsOutcome {
  if (settlementPrice === openPrice) return 'draw';
  const isHigher = settlementPrice > openPrice;
  return (tradeType === 0) === isHigher ? 'win' : 'lose';
}

/**
 * Settles an order at its two ticks. Refuses (throws RangeError) ticks that cannot be the order's:
 * another market, an opening tick before the order was accepted, a settlement tick before expiry
 * or before the opening tick. Choosing the FIRST tick at or after each instant is the caller's
 * part, and can be checked by anyone against the public tick list.
 */
export function settleSeconds(order: TSecondsTerms, openTick: TSecondsTick, closeTick: TSecondsTick): TSecondsSettlement {
  if (openTick.symbol !== order.symbol || closeTick.symbol !== order.symbol) throw new RangeError('seconds: a tick of another market');
  if (openTick.observedAt < order.acceptedAt) throw new RangeError('seconds: opening tick before the order was accepted');
  if (closeTick.observedAt < order.expiresAt) throw new RangeError('seconds: settlement tick before expiry');
  if (closeTick.observedAt < openTick.observedAt) throw new RangeError('seconds: settlement tick before the opening tick');
  if (order.stakeUnits <= 0n || order.incomeRatePpm < 0n) throw new RangeError('seconds: invalid terms');
  const outcome = secondsOutcome(order.tradeType, openTick.price, closeTick.price);
  if (outcome === 'draw') return { outcome, toUserUnits: order.stakeUnits, houseUnits: 0n, profitUnits: 0n };
  if (outcome === 'lose') return { outcome, toUserUnits: 0n, houseUnits: order.stakeUnits, profitUnits: -order.stakeUnits };
  const profit = secondsPayoutMax(order.stakeUnits, order.incomeRatePpm);
  return { outcome, toUserUnits: order.stakeUnits + profit, houseUnits: -profit, profitUnits: profit };
}
