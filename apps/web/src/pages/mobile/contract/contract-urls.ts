import { useSearchParams } from 'react-router';
import { CONTRACT_MARKETS, findContractMarket, type TMarket } from '@exchange/contracts';

/** The contract screens' addresses. */
export const contractUrls = {
  trade: (symbol?: string) => (symbol ? `/contract?symbol=${symbol}` : '/contract'),
  history: () => '/contract/orders',
  detail: (orderId: number) => `/contract/order/${orderId}`,
  /** Where USDT comes into the contract account from the coin account. */
  transfer: () => '/assets/transfer?coin=USDT',
};

/** The contract market of a symbol in any spelling, or the first (BTC/USDT) when it is not one. */
export function contractMarketOr(symbol: string | null | undefined): TMarket {
  return (symbol && findContractMarket(symbol)) || CONTRACT_MARKETS[0];
}

/** The market the contract screen shows: ?symbol= when it is a contract (USDT) market, else BTC/USDT. */
export function useContractMarket(): TMarket {
  const [params] = useSearchParams();
  return contractMarketOr(params.get('symbol'));
}
