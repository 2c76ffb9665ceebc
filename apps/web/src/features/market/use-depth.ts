import { LIMITS } from '@exchange/contracts';
import { fetchDepth } from './market-api';
import { marketKeys, topics } from './market-keys';
import { mergeDepth } from './live-merge';
import type { TDepth } from './market-types';
import { useLiveQuery } from './use-live-query';

/**
 * A market's order book, `rows` levels a side (SPEC §9: 20, or 5 in the compact view): the HTTP
 * snapshot, then every committed change pushed on market.<symbol>.depth.step0.
 */
export function useDepth(symbol: string, rows: number = LIMITS.depthRows) {
  return useLiveQuery<TDepth>({
    queryKey: marketKeys.depth(symbol, rows),
    queryFn: () => fetchDepth(symbol, rows),
    topics: [topics.depth(symbol)],
    merge: (current, tick) => mergeDepth(current, tick as TDepth, rows),
  });
}
