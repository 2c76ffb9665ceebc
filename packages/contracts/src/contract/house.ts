/**
 * The house's worst case (issue 13, ARCHITECTURE.md "The house"): an opening is refused when the
 * contract house could not pay its exposure's loss on an adverse move (20 % by default, an
 * operator parameter). Units as in math.ts.
 *
 * The house reserves on the GROSS worst case (issue 24): each open position counts on its own,
 * never netted against the other side, since a loser pays at most its margin (a 100x short
 * liquidated early pays the house ~1 % while the long it "offsets" is owed the whole move).
 * positionWorstCase is one position's bound; the house sums it over every open position of every
 * market. houseWorstCaseLoss and canHouseCover compute |lots|·P·X for a given lot count.
 */
import type { TMarket } from '../markets.js';
import { scaleOf } from '../money/bounds.js';
import { pow10 } from '../money/units.js';
import { CONTRACT_MARGIN_ASSET, ceilDiv, PPM, type TContractDirection, type TRatePpm } from './position-math.js';

function tickLotUnits(market: TMarket): { up: bigint; down: bigint } {
  const exponent = scaleOf(CONTRACT_MARGIN_ASSET) - market.pricePrecision - market.quantityPrecision;
  return exponent >= 0 ? { up: pow10(exponent), down: 1n } : { up: 1n, down: pow10(-exponent) };
}

function checkInputs(priceTicks: bigint, movePpm: TRatePpm): void {
  if (priceTicks <= 0n) throw new RangeError('contract: price must be positive');
  if (movePpm < 0n) throw new RangeError('contract: move must not be negative');
}

/**
 * The house's loss, in USDT units rounded up (the bound is never understated by rounding), if the
 * price moved by movePpm against it from priceTicks. Summing it over markets stays a safe bound.
 * Throws RangeError for a price that is not positive or a negative move.
 */
export function houseWorstCaseLoss(market: TMarket, exposureLots: bigint, priceTicks: bigint, movePpm: TRatePpm): bigint {
  checkInputs(priceTicks, movePpm);
  const f = tickLotUnits(market);
  const lots = exposureLots < 0n ? -exposureLots : exposureLots;
  return ceilDiv(lots * priceTicks * movePpm * f.up, PPM * f.down);
}

/**
 * Whether houseUnits covers that loss, compared exactly by cross-multiplication:
 * houseUnits·PPM·down ≥ |exposure|·P·X·up. Throws as houseWorstCaseLoss does.
 */
export function canHouseCover(market: TMarket, exposureLots: bigint, priceTicks: bigint, movePpm: TRatePpm, houseUnits: bigint): boolean {
  checkInputs(priceTicks, movePpm);
  const f = tickLotUnits(market);
  const lots = exposureLots < 0n ? -exposureLots : exposureLots;
  return houseUnits * PPM * f.down >= lots * priceTicks * movePpm * f.up;
}

/** What positionWorstCase needs of an open position: its side, its lots and its opening price in ticks. */
export type TWorstCasePosition = { direction: TContractDirection; lots: bigint; openTicks: bigint };

/**
 * One open position's worst case for the house, in USDT units rounded up: the profit it already
 * shows at `priceTicks` (never below zero) plus its value there times the adverse move X,
 * max(0, s·Q·(P − P_open)) + Q·P·X, rounded once. Without a known price (null) the position's own
 * terms bound it: P = its opening price, so Q·P_open·X ≤ margin·leverage·X, never zero.
 * Throws RangeError for an opening price or lots that are not positive, or a negative move.
 */
export function positionWorstCase(market: TMarket, position: TWorstCasePosition, priceTicks: bigint | null, movePpm: TRatePpm): bigint {
  if (position.lots <= 0n) throw new RangeError('contract: lots must be positive');
  const price = priceTicks ?? position.openTicks;
  checkInputs(position.openTicks, movePpm);
  checkInputs(price, movePpm);
  const f = tickLotUnits(market);
  const moved = (position.direction === 'up' ? 1n : -1n) * position.lots * (price - position.openTicks);
  const profit = moved > 0n ? moved : 0n;
  return ceilDiv((profit * PPM + position.lots * price * movePpm) * f.up, PPM * f.down);
}
