import { useSearchParams } from 'react-router';

/** The seconds-contract screens' addresses. */
export const secondsUrls = {
  trade: (symbol?: string) => (symbol ? `/seconds?symbol=${symbol}` : '/seconds'),
  orders: (tab?: 'settled') => (tab ? `/seconds/orders?tab=${tab}` : '/seconds/orders'),
  detail: (id: number) => `/seconds/order/${id}`,
  /** Where USDT comes into the contract account (the stake and fee come from it) from the coin account. */
  transfer: () => '/assets/transfer?coin=USDT',
};

/** The default market (SPEC §9: BTC against USDT). */
export const DEFAULT_SECONDS_SYMBOL = 'btcusdt';

/**
 * The symbol the screen asks for (?symbol=, any spelling), or BTC/USDT. Whether the server offers it
 * is known only once getConfig answers: the screen then falls back to the first market offered.
 */
export function useSecondsSymbol(): string {
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toLowerCase();
  return /^[a-z0-9]{2,20}$/.test(symbol) ? symbol : DEFAULT_SECONDS_SYMBOL;
}

/** The order id of a path segment, or null when it is not one. */
export function orderIdOf(text: string | undefined): number | null {
  return text && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}
