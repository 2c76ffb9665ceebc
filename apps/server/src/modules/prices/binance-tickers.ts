import { feedPriceText } from './feed-decimal.js';
import { epochMsOf, marketsByFeedName, objectRows, type TFeedQuote } from './feed-quote.js';

/** Binance names markets in capitals without a separator (`BTCUSDT`). */
const BINANCE_MARKETS = marketsByFeedName((market) => `${market.base}${market.quote}`);

/**
 * Binance's latest price of every symbol (`GET /api/v3/ticker/price`, weight 4) on its documented
 * market-data-only host. All symbols, because one unknown name in `symbols` fails the whole call.
 */
export const BINANCE_TICKERS_URL = 'https://data-api.binance.vision/api/v3/ticker/price';

/**
 * Reads Binance's spot ticker answers, both documented shapes: `GET /api/v3/ticker/price`
 * (`[{ symbol, price }]`, no time: the quote's time is when the answer arrived) and
 * `GET /api/v3/ticker/24hr` (`[{ symbol, lastPrice, closeTime, … }]`: the time is `closeTime`).
 * Prices are decimal strings ("68011.37000000"), read exactly. A single object (one `symbol`
 * asked for) counts as one row; an error answer (`{ code, msg }`) yields nothing, as do unknown
 * symbols, malformed rows and non-positive prices.
 */
export function parseBinanceTickers(body: unknown, receivedAt: number): TFeedQuote[] {
  const rows = objectRows(Array.isArray(body) ? body : [body]);
  const quotes: TFeedQuote[] = [];
  for (const row of rows) {
    const market = typeof row.symbol === 'string' ? BINANCE_MARKETS.get(row.symbol) : undefined;
    const text = typeof row.price === 'string' ? row.price : row.lastPrice;
    const price = typeof text === 'string' ? feedPriceText(text) : null;
    const time = 'closeTime' in row ? epochMsOf(row.closeTime) : receivedAt;
    if (market && price && time !== null) quotes.push({ symbol: market.symbol, price, time });
  }
  return quotes;
}
