import { useMemo } from 'react';
import { marketOrDefault, marketsOf } from './market-info';
import { fetchTickers } from './tickers-api';
import { marketKeys, topics } from './market-keys';
import { mergeTicker, symbolOfTopic } from './live-merge';
import type { TTick, TTicker } from './market-types';
import { useLiveQuery } from './use-live-query';

/**
 * The 24 h tickers of every market of one quote coin (USDT, BTC, ETH), live: each market's
 * `detail` push (at most once a second, after trades) replaces its tick.
 */
export function useTickers(quoteCoin: string) {
  const quote = quoteCoin.toUpperCase();
  const topicList = useMemo(() => marketsOf(quote).map((m) => topics.ticker(m.symbol)), [quote]);
  return useLiveQuery<TTicker[]>({
    queryKey: marketKeys.tickers(quote),
    queryFn: () => fetchTickers(quote),
    topics: topicList,
    merge: (current, tick, topic) => mergeTicker(current, symbolOfTopic(topic), tick as TTick),
  });
}

/** One market's live 24 h ticker (shares the quote coin's list, so it costs no extra call). */
export function useTicker(symbol: string): { data: TTicker | undefined; isLoading: boolean; error: Error | null } {
  const market = marketOrDefault(symbol);
  const list = useTickers(market.quote);
  return { data: list.data?.find((t) => t.symbol === market.symbol), isLoading: list.isLoading, error: list.error };
}
