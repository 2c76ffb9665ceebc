import { fetchTrades } from './market-api';
import { marketKeys, topics } from './market-keys';
import { mergeTrades } from './live-merge';
import type { TTrade } from './market-types';
import { useLiveQuery } from './use-live-query';

/** A market's recent trades, newest first (50), with each new trade pushed on top. */
export function useTrades(symbol: string) {
  return useLiveQuery<TTrade[]>({
    queryKey: marketKeys.trades(symbol),
    queryFn: () => fetchTrades(symbol),
    topics: [topics.trades(symbol)],
    merge: (current, tick) => mergeTrades(current, tick as { data: Omit<TTrade, 'key'>[] }),
  });
}
