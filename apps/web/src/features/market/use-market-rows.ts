import { useMemo } from 'react';
import { filterTickers } from './filter-tickers';
import { useTickers } from './use-tickers';

/**
 * The live tickers of one quote coin that match a search (the one market filter, filter-tickers.ts),
 * for every market list and pair picker of both interfaces.
 */
export function useMarketRows(quoteCoin: string, search: string) {
  const tickers = useTickers(quoteCoin);
  const rows = useMemo(() => filterTickers(tickers.data ?? [], search), [tickers.data, search]);
  return {
    rows,
    isLoading: tickers.isLoading,
    error: tickers.error,
    /** The first load failed (no rows to show at all). */
    hasFailed: tickers.isError && !tickers.data,
    hasData: Boolean(tickers.data),
    refetch: () => void tickers.refetch(),
  };
}
