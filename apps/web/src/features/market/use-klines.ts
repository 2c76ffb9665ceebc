import { LIMITS, type TKlineTimer } from '@exchange/contracts';
import { fetchKlines } from './market-api';
import { marketKeys, topics } from './market-keys';
import { mergeKline } from './live-merge';
import type { TKline } from './market-types';
import { useLiveQuery } from './use-live-query';

/**
 * Candles for the chart, oldest first: the history (SPEC §9: 600) and then the live candle of the
 * current bucket, which replaces the last candle or starts the next one.
 */
export function useKlines(symbol: string, timer: TKlineTimer, size: number = LIMITS.klineSize) {
  return useLiveQuery<TKline[]>({
    queryKey: marketKeys.klines(symbol, timer),
    queryFn: () => fetchKlines(symbol, timer, size),
    topics: [topics.kline(symbol, timer)],
    merge: (current, tick) => mergeKline(current, tick as TKline),
  });
}
