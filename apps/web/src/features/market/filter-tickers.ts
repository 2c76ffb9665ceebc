import type { TTicker } from './market-types';

/**
 * The longest pair search a field takes: a market symbol's length (the contracts' `symbol: text(16)`).
 * The search never reaches the server; packages/contracts' LIMITS has no symbol length yet.
 */
export const PAIR_SEARCH_MAX_LENGTH = 16;

/**
 * The one market filter of both interfaces (market lists and pair pickers): the tickers whose pair
 * matches a search. "eth", "ETH/USDT", "eth usdt" and "ethusdt" all find ETH/USDT; letters and
 * digits only are compared, so separators and case never matter. A ticker matches on its symbol,
 * its base coin or its base and quote coins together.
 */
export function filterTickers(tickers: readonly TTicker[], search: string): TTicker[] {
  const wanted = search.replace(/[^a-z0-9]/gi, '').toLowerCase();
  if (!wanted) return [...tickers];
  return tickers.filter((t) => t.symbol.includes(wanted) || `${t.baseCoin}${t.quoteCoin}`.toLowerCase().includes(wanted));
}

/**
 * The top `count` tickers by 24 h quote turnover, or the gainers: only markets whose price rose
 * in 24 h, highest rise first (a coin that fell is no gainer, however few rose).
 */
export function topTickers(tickers: readonly TTicker[], by: 'gainers' | 'volume', count: number): TTicker[] {
  const change = (t: TTicker) => (t.tick.open ? (t.tick.close - t.tick.open) / t.tick.open : 0);
  const candidates = by === 'gainers' ? tickers.filter((t) => change(t) > 0) : [...tickers];
  const score = by === 'gainers' ? change : (t: TTicker) => t.tick.amount;
  return candidates.sort((a, b) => score(b) - score(a)).slice(0, count);
}
