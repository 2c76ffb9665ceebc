import type { TSecondsConfig, TSecondsOrder } from '../../../features/seconds/seconds-api';

/**
 * What the mobile seconds screens derive from an order or the config for display: its direction,
 * pair and symbol, and the market the screen shows. Every figure itself is shown through <Output> /
 * formatOutput (features/format), from the server's decimal strings.
 */

export type TSecondsMarket = TSecondsConfig['markets'][number];

/** 'up' for tradeType 0, 'down' for 1. */
export const directionOf = (order: Pick<TSecondsOrder, 'tradeType'>): 'up' | 'down' => (order.tradeType === 0 ? 'up' : 'down');

/** "BTC/USDT". */
export const pairOf = (item: { baseCoin: string; quoteCoin: string }): string => `${item.baseCoin}/${item.quoteCoin}`;

/** The symbol of an order ("btcusdt"), as the markets and the price ticks name it. */
export const symbolOf = (order: Pick<TSecondsOrder, 'baseCoin' | 'quoteCoin'>): string => `${order.baseCoin}${order.quoteCoin}`.toLowerCase();

/** The market the screen shows: the one asked for when offered, else the first offered (BTC/USDT). */
export function marketOf(config: TSecondsConfig | undefined, symbol: string): TSecondsMarket | undefined {
  return config?.markets.find((m) => m.symbol === symbol) ?? config?.markets[0];
}
