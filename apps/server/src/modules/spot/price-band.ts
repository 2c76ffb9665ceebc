import type { TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { paramsRepository } from '../params/params.repository.js';

/** The operator parameter: how far (basis points) a limit price may stray from the index; 1000 = 10 %. */
export const PRICE_BAND_PARAM = 'spot_price_band_bps';
export const DEFAULT_PRICE_BAND_BPS = 1000n;
/** An index tick older than this is not "recent": the band then centres on the last trade. */
export const BAND_INDEX_MAX_AGE_MS = 60_000;

/** The band's centre in ticks: the recent recorded index, else the last trade, else none (a newly listed market). */
function centreOf(deps: Pick<TDeps, 'priceTicks' | 'spot' | 'clock'>, market: TMarket): bigint | null {
  const tick = deps.priceTicks.latest(market.symbol);
  if (tick && deps.clock.now() - tick.observedAt <= BAND_INDEX_MAX_AGE_MS) return tick.price;
  const last = deps.spot.market(market.symbol)?.lastTrade;
  return last && last.ticks > 0 ? BigInt(last.ticks) : null;
}

/** A read of the parameter is reused this long (by the app's clock): a change applies within it. */
export const BAND_TTL_MS = 2_000;
const cache = new WeakMap<object, { bps: bigint; readAt: number }>();

/**
 * The band in basis points: the parameter when it is a positive whole number, else the default.
 * Synchronous while the last read is fresh, so a limit order does not wait on the database (and
 * orders sent together still reach the market's writer in the order they were sent).
 */
export function bandBps(deps: Pick<TDeps, 'db' | 'clock'>): bigint | Promise<bigint> {
  const now = deps.clock.now();
  const held = cache.get(deps.db);
  if (held && now >= held.readAt && now - held.readAt < BAND_TTL_MS) return held.bps;
  return paramsRepository.get(deps.db, PRICE_BAND_PARAM).then((text) => {
    const value = text?.trim() ?? '';
    const bps = /^\d{1,6}$/.test(value) && BigInt(value) > 0n ? BigInt(value) : DEFAULT_PRICE_BAND_BPS;
    cache.set(deps.db, { bps, readAt: now });
    return bps;
  });
}

function refuseOutside(centre: bigint, ticks: bigint, bps: bigint): void {
  const gap = ticks > centre ? ticks - centre : centre - ticks;
  if (gap * 10_000n <= centre * bps) return;
  const percent = `${bps / 100n}${bps % 100n === 0n ? '' : `.${String(bps % 100n).padStart(2, '0').replace(/0$/, '')}`}`;
  throw new AppError('priceOutsideBand', { vars: { percent } });
}

/**
 * Refuses a limit price further than the band from the market's index (ARCHITECTURE.md "Market
 * data and prices"), so that nobody, a user or the market maker, prints an absurd last price. The
 * centre is the recent recorded index, else the last trade; a market with neither is not banded.
 * Exact: compared in ticks, no float. Returns nothing when it could decide at once, else a
 * promise (the parameter had to be read): callers await only a promise.
 * @throws AppError priceOutsideBand (with the band as a percentage)
 */
export function checkPriceBand(deps: Pick<TDeps, 'db' | 'priceTicks' | 'spot' | 'clock'>, market: TMarket, ticks: bigint): void | Promise<void> {
  const centre = centreOf(deps, market);
  if (centre === null) return;
  const bps = bandBps(deps);
  return typeof bps === 'bigint' ? refuseOutside(centre, ticks, bps) : bps.then((read) => refuseOutside(centre, ticks, read));
}
