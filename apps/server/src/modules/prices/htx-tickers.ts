import { decimalOfNumber, feedPriceText } from './feed-decimal.js';
import { epochMsOf, marketsByFeedName, objectRows, type TFeedQuote } from './feed-quote.js';

/** HTX (Huobi) names markets as we do: lower-case base and quote (`btcusdt`). */
const HTX_MARKETS = marketsByFeedName((market) => market.symbol);

/** HTX's public all-market ticker call (documented at huobiapi.github.io/docs/spot/v1, "Get all Tickers"). */
export const HTX_TICKERS_URL = 'https://api.huobi.pro/market/tickers';

/**
 * Reads HTX/Huobi's `GET /market/tickers` answer (`{ status: "ok", ts, data: [{ symbol, close, … }] }`):
 * the close (last trade price) of each market this exchange lists, at the answer's `ts`. HTX sends
 * prices as JSON numbers; each is taken at its exact shortest text (decimalOfNumber). Unknown
 * markets, malformed rows and non-positive prices are dropped; a failed answer yields nothing.
 */
export function parseHtxTickers(body: unknown): TFeedQuote[] {
  const answer = body as { status?: unknown; ts?: unknown; data?: unknown } | null;
  const time = epochMsOf(answer?.ts);
  if (!answer || answer.status !== 'ok' || time === null) return [];
  const quotes: TFeedQuote[] = [];
  for (const row of objectRows(answer.data)) {
    const market = typeof row.symbol === 'string' ? HTX_MARKETS.get(row.symbol) : undefined;
    const text = typeof row.close === 'number' ? decimalOfNumber(row.close) : null;
    const price = text === null ? null : feedPriceText(text);
    if (market && price) quotes.push({ symbol: market.symbol, price, time });
  }
  return quotes;
}
