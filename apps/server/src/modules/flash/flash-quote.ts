import { FLASH_QUOTE_VALID_MS, FLASH_TOLERANCE_BPS, decimalsOf, readAmountOf, shiftByBps, type TFlashQuote, type TFlashQuoteRequest } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError, tooMany } from '../../platform/errors.js';
import type { TLimit } from '../../platform/rate-limiter.js';
import { available } from '../ledger/accounts.js';
import { balanceOf } from '../ledger/ledger.repository.js';
import { marketUnits } from '../spot/units.js';
import { flashDecimals } from './flash-coins.js';
import { presentQuote } from './flash-present.js';
import { flashRepository, type TNewQuote } from './flash.repository.js';
import { flashRoute, type TFlashLeg } from './flash-route.js';
import { walkLeg, type TLegWalk } from './walk-leg.js';

/** Quotes a user may ask for: a quote is a row, and a screen refreshes one every 10 s at most. */
export const FLASH_QUOTE_LIMIT: TLimit = { limit: 30, windowMs: 60_000 };

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Checks a leg's size before its walk: a sell gives a positive whole number of lots (within the
 * engine's safe integers); a buy spends a budget within the market's order value bounds.
 * @throws AppError quantityPrecision, amountAboveMaximum, belowMinimumLimit
 */
function checkSize(leg: TFlashLeg, size: bigint): void {
  const units = marketUnits(leg.market);
  if (leg.side === 'sell') {
    const lots = units.lotsOf(size);
    if (units.baseOf(lots) !== size) throw new AppError('quantityPrecision');
    if (lots > MAX_SAFE) throw new AppError('amountAboveMaximum');
  } else checkValue(leg, size);
}

/** The leg's order value (quote units) within its market's bounds. */
function checkValue(leg: TFlashLeg, value: bigint): void {
  const units = marketUnits(leg.market);
  if (value < units.minOrderValue || value === 0n) throw new AppError('belowMinimumLimit', { vars: { min: leg.market.minOrderValue, coin: leg.market.quote } });
  if (value > units.maxOrderValue) throw new AppError('amountAboveMaximum');
}

/**
 * Walks one leg in the live book of its market and checks it: the market is not paused, the size
 * fits it, the book takes all of it (flashNoLiquidity, also when the caller's own order stops the
 * walk), and a sell is worth the market's minimum order value.
 */
function quoteLeg(deps: TDeps, leg: TFlashLeg, size: bigint, userId: bigint): TLegWalk {
  const spot = deps.spot.market(leg.market.symbol);
  if (!spot) throw new AppError('flashPairNotSupported');
  if (spot.isPaused) throw new AppError('marketPaused');
  checkSize(leg, size);
  const walk = walkLeg(spot.book, leg, size, userId);
  if (!walk.isComplete) throw new AppError('flashNoLiquidity');
  if (leg.side === 'sell') checkValue(leg, walk.gross);
  if (walk.net <= 0n) throw new AppError('belowMinimumLimit', { vars: { min: leg.market.minOrderValue, coin: leg.market.quote } });
  return walk;
}

/**
 * Reads the amount of `from`: required and positive (enterExchangeAmount), a plain decimal of the
 * coin's scale (invalidAmount), bounded (amountAboveMaximum), with at most the decimals
 * /flash/coins gives (quantityPrecision).
 */
function readFlashAmount(from: string, text: string): bigint {
  const read = readAmountOf(text, from);
  if (read.problem === 'enterAmount' || read.units === 0n) throw new AppError('enterExchangeAmount');
  if (read.problem) throw new AppError(read.problem);
  if (decimalsOf(text.trim()) > flashDecimals(from)) throw new AppError('quantityPrecision');
  return read.units;
}

/**
 * The worst price a leg's order may trade at: the worst its walk touched, moved against the caller
 * by the tolerance (a sell lower, a buy higher), never below one tick.
 */
function toleratedLimit(leg: TFlashLeg, walk: TLegWalk): bigint {
  if (leg.side === 'buy') return shiftByBps(walk.limitTicks, FLASH_TOLERANCE_BPS, 'up');
  const lower = shiftByBps(walk.limitTicks, FLASH_TOLERANCE_BPS, 'down');
  return lower > 0n ? lower : 1n;
}

/**
 * /flash/quote: what `amount` of `from` gets in `to` now, walking each leg through its live book
 * exactly as its order would trade (walk-leg.ts), the second leg spending what the first nets.
 * Stored as a quote row valid for FLASH_QUOTE_VALID_MS that promises that expected receive less
 * FLASH_TOLERANCE_BPS, with each leg's limit (the worst price it touched, moved by the tolerance),
 * so that executing it (execute-flash.ts) gives at least the promise or nothing. A quote reserves
 * nothing: the tolerance is what lets a quote confirmed a few seconds later still execute while
 * the books move, and it is published in the quote.
 * @throws AppError for every refusal of the declared call (flashQuoteCall's errors)
 */
export async function quoteFlash(deps: TDeps, userId: bigint, input: TFlashQuoteRequest): Promise<TFlashQuote> {
  // Every try counts, refused or not: each walks books, and each success is a row.
  if (!(await deps.limiter.hit(`flash:quote:${userId}`, FLASH_QUOTE_LIMIT))) throw tooMany();
  const { from, to } = input;
  if (from === to) throw new AppError('flashSameCoin');
  const route = flashRoute(from, to);
  if (!route) throw new AppError('flashPairNotSupported');
  if (!input.amount) throw new AppError('enterExchangeAmount');
  const amount = readFlashAmount(from, input.amount);

  const legs: TNewQuote['legs'] = [];
  let size = amount;
  for (const leg of route.legs) {
    const walk = quoteLeg(deps, leg, size, userId);
    legs.push({ leg, size, walk, limit: toleratedLimit(leg, walk) });
    size = walk.net;
  }
  const receive = shiftByBps(size, FLASH_TOLERANCE_BPS, 'down');
  if (receive <= 0n) throw new AppError('belowMinimumLimit', { vars: { min: route.legs[0].market.minOrderValue, coin: route.legs[0].market.quote } });
  if ((await balanceOf(deps.db, available(userId), from)) < amount) throw new AppError('insufficientBalance');
  const row = await flashRepository.insertQuote(deps.db, { userId, from, to, amount, coins: route.coins, legs, receive, now: deps.clock.now(), validMs: FLASH_QUOTE_VALID_MS });
  return presentQuote(row);
}
