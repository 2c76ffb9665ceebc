import type { TKlineTimer } from '@exchange/contracts';

/** TanStack Query keys of the market data, so that any page can read or refresh the same cache. */
export const marketKeys = {
  all: ['market'] as const,
  tickers: (quoteCoin: string) => ['market', 'tickers', quoteCoin] as const,
  depth: (symbol: string, rows: number) => ['market', 'depth', symbol, rows] as const,
  trades: (symbol: string) => ['market', 'trades', symbol] as const,
  klines: (symbol: string, timer: TKlineTimer) => ['market', 'klines', symbol, timer] as const,
  generatedHistory: (symbol: string) => ['market', 'generatedHistory', symbol] as const,
};

/** The socket topics of docs/api.md §5. */
export const topics = {
  depth: (symbol: string) => `market.${symbol}.depth.step0`,
  trades: (symbol: string) => `market.${symbol}.trade.detail`,
  ticker: (symbol: string) => `market.${symbol}.detail`,
  kline: (symbol: string, timer: TKlineTimer) => `market.${symbol}.kline.${timer}`,
  orders: 'orders',
  accounts: 'accounts',
  /** Private: the user's contract positions every second while holding, and each order's state changes. */
  contract: 'contract',
};
