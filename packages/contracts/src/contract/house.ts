/**
 * The house's worst case (issue 13, ARCHITECTURE.md "The house"): an opening is refused when the
 * contract house could not pay its exposure's loss on an adverse move (20 % by default, an
 * operator parameter). Units as in math.ts.
 *
 * The exposure is the signed lots the house stands against: Σ up lots − Σ down lots on the market
 * (the net exposure; the house loses when the price moves the way the larger side bet). Its
 * loss on a move of X is |exposure|·P·X. Losing users pay at most their margin, so this net figure
 * can understate a very leveraged book; a caller wanting a stricter test passes a gross figure
 * (e.g. the larger side's lots) instead: the arithmetic is the same.
 */
import type { TMarket } from '../markets.js';
import { scaleOf } from '../money/bounds.js';
import { pow10 } from '../money/units.js';
import { CONTRACT_MARGIN_ASSET, ceilDiv, PPM, type TRatePpm } from './math.js';

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
