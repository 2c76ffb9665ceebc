import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../../../features/format/format-output';
import type { TSecondsConfig, TSecondsOrder } from '../../../features/seconds/seconds-api';
import { trendOfProfit, usdtExact } from '../contract/contract-format';

/**
 * Display helpers of the mobile seconds screens. Every figure goes through the format helpers
 * (features/format and the contract screens' contract-format.ts), from the server's decimal strings.
 */

export type TSecondsMarket = TSecondsConfig['markets'][number];

/** 'up' for tradeType 0, 'down' for 1. */
export const directionOf = (order: Pick<TSecondsOrder, 'tradeType'>): 'up' | 'down' => (order.tradeType === 0 ? 'up' : 'down');

/** "BTC/USDT". */
export const pairOf = (item: { baseCoin: string; quoteCoin: string }): string => `${item.baseCoin}/${item.quoteCoin}`;

/** The symbol of an order ("btcusdt"), as the markets and the price ticks name it. */
export const symbolOf = (order: Pick<TSecondsOrder, 'baseCoin' | 'quoteCoin'>): string => `${order.baseCoin}${order.quoteCoin}`.toLowerCase();

/** A price at the market's decimals (8 when the market is not offered any more), or '--' when there is none (''). */
export function secondsPrice(value: string, pricePrecision: number | undefined, lang: TLocale): string {
  return value === '' ? '--' : formatOutput(value, lang, { decimals: pricePrecision ?? 8 });
}

/** The market the screen shows: the one asked for when offered, else the first offered (BTC/USDT). */
export function marketOf(config: TSecondsConfig | undefined, symbol: string): TSecondsMarket | undefined {
  return config?.markets.find((m) => m.symbol === symbol) ?? config?.markets[0];
}

/** A profit or loss with its sign and every decimal it has ("+80", "−100"), or '--' while there is none. */
export function signedExact(value: string, lang: TLocale): string {
  if (value === '') return '--';
  const text = usdtExact(value, lang);
  return trendOfProfit(value) === 'up' ? `+${text}` : text;
}
