import { trendOf } from '../../../features/market/format-market';
import { useTicker } from '../../../features/market/use-tickers';
import { useTrades } from '../../../features/market/use-trades';

export type TLastPrice = { price: number; trend: 'up' | 'down' | 'flat' };

/**
 * The market's last traded price: the newest trade (pushed at once) coloured by its taker's side,
 * else the 24 h ticker's close (pushed at most once a second); null before the first trade.
 */
export function useLastPrice(symbol: string): TLastPrice | null {
  const trades = useTrades(symbol);
  const ticker = useTicker(symbol);
  const newest = trades.data?.[0];
  if (newest) return { price: newest.price, trend: newest.direction === 'buy' ? 'up' : 'down' };
  const tick = ticker.data?.tick;
  if (tick && tick.close > 0) return { price: tick.close, trend: trendOf(tick.open, tick.close) };
  return null;
}
