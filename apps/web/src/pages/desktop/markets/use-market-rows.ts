import { useMemo } from 'react';
import { useTickers } from '../../../features/market/use-tickers';

/**
 * The live tickers of one quote coin that match a search: the base coin or the pair, without case
 * and without the slash ("btc", "BTC/US" and "btcus" all find BTC/USDT).
 */
export function useMarketRows(quoteCoin: string, search: string) {
  const tickers = useTickers(quoteCoin);
  const wanted = search.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const rows = useMemo(
    () => (tickers.data ?? []).filter((t) => !wanted || t.symbol.includes(wanted) || t.baseCoin.toLowerCase().includes(wanted)),
    [tickers.data, wanted],
  );
  return { rows, isLoading: tickers.isLoading, error: tickers.error, hasData: Boolean(tickers.data) };
}
