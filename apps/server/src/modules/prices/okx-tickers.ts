import { feedPriceText } from './feed-decimal.js';
import { epochMsOf, marketsByFeedName, objectRows, type TFeedQuote } from './feed-quote.js';

/** OKX names spot instruments base-dash-quote in capitals (`BTC-USDT`). */
const OKX_MARKETS = marketsByFeedName((market) => `${market.base}-${market.quote}`);

/** OKX's public tickers of every spot instrument (documented at okx.com/docs-v5, "Get tickers"). */
export const OKX_TICKERS_URL = 'https://www.okx.com/api/v5/market/tickers?instType=SPOT';

/**
 * Reads OKX's `GET /api/v5/market/tickers?instType=SPOT` answer
 * (`{ code: "0", msg: "", data: [{ instType: "SPOT", instId, last, ts, … }] }`): each listed
 * market's last traded price, at the row's own `ts` ("ticker data generation time"). Everything
 * is a string; prices are read exactly. A failed answer (`code` other than "0") yields nothing;
 * rows of other instrument types, unknown instruments, malformed rows and non-positive prices are
 * dropped.
 */
export function parseOkxTickers(body: unknown): TFeedQuote[] {
  const answer = body as { code?: unknown; data?: unknown } | null;
  if (!answer || answer.code !== '0') return [];
  const quotes: TFeedQuote[] = [];
  for (const row of objectRows(answer.data)) {
    if (row.instType !== undefined && row.instType !== 'SPOT') continue;
    const market = typeof row.instId === 'string' ? OKX_MARKETS.get(row.instId) : undefined;
    const price = typeof row.last === 'string' ? feedPriceText(row.last) : null;
    const time = typeof row.ts === 'string' ? epochMsOf(row.ts) : null;
    if (market && price && time !== null) quotes.push({ symbol: market.symbol, price, time });
  }
  return quotes;
}
