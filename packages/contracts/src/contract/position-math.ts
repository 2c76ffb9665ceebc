/**
 * The exact arithmetic of leveraged contracts (issue 13; ARCHITECTURE.md "Money", "Products, the
 * house and promises"). A pure engine: no I/O, no clock, no JS number ever holds an amount.
 *
 * Units (all bigint):
 * - margin, fees, P/L, equity and balances: units of USDT at USDT's own scale (scaleOf('USDT'));
 * - prices: ticks of the market's pricePrecision; quantities: lots of its quantityPrecision;
 * - rates: integer parts per million (TRatePpm, 5000n = 0.5 %), read from decimal text by rateToPpm.
 * The value of lots × ticks is lots·ticks·10^(S − p − q) USDT units (S the USDT scale); every formula
 * below keeps that factor as a fraction valueUp/valueDown of whole powers of ten, so nothing is
 * rounded before the single rounding each function documents.
 *
 * Rounding never creates value for the user: what the user receives rounds down (quantity, P/L
 * toward −∞), what the user pays rounds up (fees). Comparisons are cross-multiplied, never divided
 * first, so a threshold is exact to the unit.
 */
import type { TMarket } from '../markets.js';
import { scaleOf } from '../money/bounds.js';
import { decimalsOf, parseUnits, pow10 } from '../money/units.js';

export type TRatePpm = bigint;
export type TContractDirection = 'up' | 'down';
export type TRounding = 'down' | 'up';
/** An open position: the margin it holds, its quantity in lots and its opening price in ticks. */
export type TContractPosition = { direction: TContractDirection; marginUnits: bigint; lots: bigint; openTicks: bigint };

/** One whole in parts per million. */
export const PPM = 1_000_000n;
/** The asset every contract is margined and settled in. */
export const CONTRACT_MARGIN_ASSET = 'USDT';

const RATE = /^\d+(\.\d+)?$/;

/**
 * Reads a rate written as a decimal fraction ("0.005" → 5000n, "0.0005" → 500n, "1" → 1_000_000n).
 * Returns null for anything but a plain non-negative decimal, or one with more than 6 significant
 * decimals: a rate finer than one ppm is refused, never rounded silently.
 */
export function rateToPpm(text: string): TRatePpm | null {
  const trimmed = text.trim();
  if (trimmed.length > 30 || !RATE.test(trimmed) || decimalsOf(trimmed) > 6) return null;
  return parseUnits(trimmed, 6);
}

/** Prints a ppm rate as its decimal fraction (5000n → "0.005"), the inverse of rateToPpm. */
export function ppmToRate(ppm: TRatePpm): string {
  const whole = ppm / PPM;
  const rest = (ppm % PPM).toString().padStart(6, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : `${whole}`;
}

/** n / d rounded toward −∞, for d > 0 (BigInt division truncates toward zero). */
export function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/** n / d rounded toward +∞, for d > 0. */
export function ceilDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n > 0n ? q + 1n : q;
}

/** The USDT value of one tick-lot as the fraction up/down (one of them is 1). */
type TValueFactor = { up: bigint; down: bigint };
const factors = new WeakMap<TMarket, TValueFactor>();

function valueFactor(market: TMarket): TValueFactor {
  let factor = factors.get(market);
  if (!factor) {
    if (market.quote.toUpperCase() !== CONTRACT_MARGIN_ASSET) throw new Error(`contract: ${market.symbol} is not margined in ${CONTRACT_MARGIN_ASSET}`);
    const exponent = scaleOf(CONTRACT_MARGIN_ASSET) - market.pricePrecision - market.quantityPrecision;
    factor = exponent >= 0 ? { up: pow10(exponent), down: 1n } : { up: 1n, down: pow10(-exponent) };
    factors.set(market, factor);
  }
  return factor;
}

function assertPositive(value: bigint, what: string): void {
  if (value <= 0n) throw new RangeError(`contract: ${what} must be positive, got ${value}`);
}

function assertRate(ppm: TRatePpm, what: string, below = PPM + 1n): void {
  if (ppm < 0n || ppm >= below) throw new RangeError(`contract: ${what} out of range, got ${ppm} ppm`);
}

function assertPosition(position: TContractPosition): void {
  assertPositive(position.lots, 'lots');
  assertPositive(position.openTicks, 'open price');
  if (position.marginUnits < 0n) throw new RangeError('contract: margin must not be negative');
}

const signOf = (direction: TContractDirection): bigint => (direction === 'up' ? 1n : -1n);

/**
 * The quantity a margin buys at a leverage and price: floor(M·L/P) in lots of the market's quantity
 * precision, exact across the three scales (rounded down: the user never holds more than the margin
 * covers at that leverage). 0n means the margin is too small for one lot; the caller refuses it.
 * Throws RangeError for a negative margin, or a leverage or price that is not positive.
 */
export function contractQuantity(market: TMarket, marginUnits: bigint, leverage: bigint, priceTicks: bigint): bigint {
  if (marginUnits < 0n) throw new RangeError('contract: margin must not be negative');
  assertPositive(leverage, 'leverage');
  assertPositive(priceTicks, 'price');
  const f = valueFactor(market);
  return (marginUnits * leverage * f.down) / (priceTicks * f.up);
}

/**
 * Q·P in USDT units, rounded as asked ('down' for what is shown or received, 'up' for a bound the
 * user must meet). For the USDT markets of SPEC §9 the value is exact and both roundings agree.
 */
export function positionValue(market: TMarket, lots: bigint, priceTicks: bigint, rounding: TRounding): bigint {
  const f = valueFactor(market);
  const raw = lots * priceTicks * f.up;
  return rounding === 'up' ? ceilDiv(raw, f.down) : floorDiv(raw, f.down);
}

/** A fee at a ppm rate on a value in USDT units, rounded up (the user pays). */
export function feeOf(valueUnits: bigint, ratePpm: TRatePpm): bigint {
  assertRate(ratePpm, 'fee rate');
  if (valueUnits < 0n) throw new RangeError('contract: fee on a negative value');
  return ceilDiv(valueUnits * ratePpm, PPM);
}

/**
 * The fee on a position's value Q·P at a ppm rate, rounded up once from the exact value (never a
 * rounded value rounded again): what opening, closing and liquidation charge.
 */
export function positionFee(market: TMarket, lots: bigint, priceTicks: bigint, ratePpm: TRatePpm): bigint {
  assertRate(ratePpm, 'fee rate');
  const f = valueFactor(market);
  return ceilDiv(lots * priceTicks * f.up * ratePpm, f.down * PPM);
}

/**
 * The profit or loss s·Q·(mark − P_open) in USDT units (s = +1 up, −1 down), rounded toward −∞:
 * a profit rounds down and a loss rounds up in size, so rounding never creates value for the user.
 */
export function pnl(market: TMarket, direction: TContractDirection, lots: bigint, openTicks: bigint, markTicks: bigint): bigint {
  const f = valueFactor(market);
  return floorDiv(signOf(direction) * lots * (markTicks - openTicks) * f.up, f.down);
}

/** The position's equity M + P/L in USDT units (negative past a gap: the loss exceeds the margin). */
export function equity(marginUnits: bigint, pnlUnits: bigint): bigint {
  return marginUnits + pnlUnits;
}

/**
 * Whether a position is liquidated at a mark: equity ≤ mmr·Q·mark, with the exact (unrounded)
 * equity, cross-multiplied: PPM·(M·down + s·Q·(mark − open)·up) ≤ mmr·Q·mark·up. Exact, so the
 * answer is a pure function of public ticks that anyone can check.
 * Throws RangeError for a mark or quantity that is not positive, or mmr outside [0, 100 %).
 */
export function isLiquidatable(market: TMarket, position: TContractPosition, markTicks: bigint, mmrPpm: TRatePpm): boolean {
  assertPosition(position);
  assertPositive(markTicks, 'mark price');
  assertRate(mmrPpm, 'maintenance margin rate', PPM);
  const f = valueFactor(market);
  const left = PPM * (position.marginUnits * f.down + signOf(position.direction) * position.lots * (markTicks - position.openTicks) * f.up);
  return left <= mmrPpm * position.lots * markTicks * f.up;
}

/**
 * The exact liquidation threshold in whole ticks, such that for every mark ≥ 1 tick:
 * isLiquidatable ⇔ (up: mark ≤ trigger; down: mark ≥ trigger).
 * Up solves Q·up·(PPM − mmr)·mark ≤ PPM·(Q·up·open − M·down) and rounds down (floor); down solves
 * Q·up·(PPM + mmr)·mark ≥ PPM·(M·down + Q·up·open) and rounds up (ceil): the trigger is the last
 * whole tick at which the condition holds. Returns null for an up position whose threshold is below
 * one tick: no positive price can liquidate it (e.g. leverage 1). A down position always has one.
 * Throws as isLiquidatable does.
 */
export function liquidationTriggerTicks(market: TMarket, position: TContractPosition, mmrPpm: TRatePpm): bigint | null {
  assertPosition(position);
  assertRate(mmrPpm, 'maintenance margin rate', PPM);
  const f = valueFactor(market);
  const perTick = position.lots * f.up;
  const margin = position.marginUnits * f.down;
  if (position.direction === 'up') {
    const trigger = floorDiv(PPM * (perTick * position.openTicks - margin), perTick * (PPM - mmrPpm));
    return trigger >= 1n ? trigger : null;
  }
  return ceilDiv(PPM * (margin + perTick * position.openTicks), perTick * (PPM + mmrPpm));
}

/**
 * The liquidation price SPEC/issue 13 shows before and while holding: up P·(1 − 1/L)/(1 − mmr),
 * down P·(1 + 1/L)/(1 + mmr), in ticks. It ignores the rounding of the quantity (which only moves
 * the real threshold away from the open price), and is rounded toward the side that warns earlier:
 * up rounds up (the shown price is reached no later than the real one), down rounds down.
 * Up with leverage 1 shows 0n: no positive price liquidates it.
 * Throws RangeError for a leverage or price that is not positive, or mmr outside [0, 100 %).
 */
export function displayLiquidationPrice(direction: TContractDirection, openTicks: bigint, leverage: bigint, mmrPpm: TRatePpm): bigint {
  assertPositive(openTicks, 'open price');
  assertPositive(leverage, 'leverage');
  assertRate(mmrPpm, 'maintenance margin rate', PPM);
  if (direction === 'up') return ceilDiv(openTicks * (leverage - 1n) * PPM, leverage * (PPM - mmrPpm));
  return floorDiv(openTicks * (leverage + 1n) * PPM, leverage * (PPM + mmrPpm));
}

/**
 * The margin ratio shown while holding: maintenance margin mmr·Q·mark over equity, in ppm, rounded
 * up (it warns earlier). At or above 1_000_000n the position is at its liquidation level (display
 * only: isLiquidatable is the rule). Null when the equity is zero or negative (beyond any ratio).
 * Throws as isLiquidatable does.
 */
export function marginRatioPpm(market: TMarket, position: TContractPosition, markTicks: bigint, mmrPpm: TRatePpm): bigint | null {
  assertPosition(position);
  assertPositive(markTicks, 'mark price');
  assertRate(mmrPpm, 'maintenance margin rate', PPM);
  const f = valueFactor(market);
  const exactEquity = position.marginUnits * f.down + signOf(position.direction) * position.lots * (markTicks - position.openTicks) * f.up;
  if (exactEquity <= 0n) return null;
  return ceilDiv(mmrPpm * position.lots * markTicks * f.up, exactEquity);
}
