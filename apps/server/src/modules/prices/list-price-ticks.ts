import { findMarket, formatUnits, PRICE_TICKS_MAX_RANGE_MS, PRICE_TICKS_PAGE, type TMarket, type TPriceTick } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { priceTicksRepository, type TRecordedTick } from './price-ticks.repository.js';

export function presentTick(tick: TRecordedTick, market: TMarket): TPriceTick {
  return {
    id: String(tick.id),
    symbol: tick.symbol,
    price: formatUnits(tick.price, market.pricePrecision),
    method: tick.method,
    sources: tick.sources,
    time: tick.observedAt,
  };
}

/**
 * The recorded index prices of a market from `from` to `to` (epoch ms, both included, at most a
 * day apart), oldest first, a page at a time, so that anyone can check a settlement.
 *
 * Paging: one row past the page is read. When there is one, `next` is its time, and the page
 * ends before that time, so ticks sharing a millisecond are never split across pages (the
 * recorder writes one tick per market per millisecond, so in practice a page is exactly
 * PRICE_TICKS_PAGE). Throws marketNotFound or priceRangeInvalid.
 */
export async function listPriceTicks(
  deps: Pick<TDeps, 'db'>,
  input: { symbol: string; from: number; to: number },
): Promise<{ symbol: string; list: TPriceTick[]; next: number | null }> {
  const market = findMarket(input.symbol);
  if (!market) throw new AppError('marketNotFound');
  if (input.from > input.to || input.to - input.from > PRICE_TICKS_MAX_RANGE_MS) throw new AppError('priceRangeInvalid');
  const rows = await priceTicksRepository.range(deps.db, market.symbol, input.from, input.to, PRICE_TICKS_PAGE + 1);
  let page = rows;
  let next: number | null = null;
  if (rows.length > PRICE_TICKS_PAGE) {
    next = rows[PRICE_TICKS_PAGE].observedAt;
    page = rows.slice(0, PRICE_TICKS_PAGE).filter((tick) => tick.observedAt < next!);
    // A whole page in one millisecond cannot be split by time: give it, and continue after it.
    if (page.length === 0) {
      page = rows.slice(0, PRICE_TICKS_PAGE);
      next += 1;
    }
  }
  return { symbol: market.symbol, list: page.map((tick) => presentTick(tick, market)), next };
}
