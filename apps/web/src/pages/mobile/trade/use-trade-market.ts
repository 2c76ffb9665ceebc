import { useSearchParams } from 'react-router';
import type { TMarket } from '@exchange/contracts';
import { marketOrDefault } from '../../../features/market/market-info';

/** The market a trade screen shows: ?symbol= in any spelling (BTC/USDT, btcusdt), else BTC/USDT. */
export function useTradeMarket(): TMarket {
  const [params] = useSearchParams();
  return marketOrDefault(params.get('symbol'));
}

/** The trade screens' addresses for a market. */
export const tradeUrls = {
  trade: (symbol: string) => `/trade?symbol=${symbol}`,
  chart: (symbol: string) => `/trade/chart?symbol=${symbol}`,
  orders: (symbol?: string) => (symbol ? `/trade/orders?symbol=${symbol}` : '/trade/orders'),
};
