import { DEFAULT_BASE_COIN, DEFAULT_QUOTE_COIN, findMarket, MARKETS, QUOTE_COINS, type TMarket } from '@exchange/contracts';

/** SPEC §9: the default pair, BTC against USDT. */
export const DEFAULT_SYMBOL = `${DEFAULT_BASE_COIN}${DEFAULT_QUOTE_COIN}`.toLowerCase();

/** The quote tabs of the market list (SPEC §9 table order: USDT, BTC, ETH). */
export const QUOTE_TABS: readonly string[] = QUOTE_COINS;

/** A market from a symbol in any spelling (BTC/USDT, btc_usdt), or the default pair when unknown. */
export function marketOrDefault(symbol: string | null | undefined): TMarket {
  return (symbol && findMarket(symbol)) || findMarket(DEFAULT_SYMBOL)!;
}

/** The markets of one quote coin, in the SPEC §9 order. */
export function marketsOf(quoteCoin: string): TMarket[] {
  return MARKETS.filter((m) => m.quote === quoteCoin.toUpperCase());
}

/** "BTC/USDT". */
export function pairLabel(market: Pick<TMarket, 'base' | 'quote'>): string {
  return `${market.base}/${market.quote}`;
}
