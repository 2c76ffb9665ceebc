/**
 * The market-data calls' paths apart from their schemas (calls.ts): the first page's market list
 * asks for the tickers, and that page must not carry the schema library.
 */
export const MARKET_DATA_PATHS = {
  tickers: '/huobi/getHuobiDetailsByQuoteCoin',
} as const;
