import { CONTRACT_QUOTE, findContractMarket, formatUnits, MAX_ASSET_SCALE, parseUnits, scaleOf, type TMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TChartLine } from '../../../features/contract/index-chart-model';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { isLoss } from '../../../features/contract/contract-stops';
import { cutDecimals } from '../../../features/format/cut-decimals';
import { formatOutput } from '../../../features/format/format-output';

/**
 * Display helpers of the mobile contract screens: every figure goes through the format helpers
 * (features/format), from the server's decimal strings, never through a Number.
 */

const USDT_SCALE = scaleOf(CONTRACT_QUOTE);

/** The catalog key and values of a held time (contract.duration.*): seconds, min + s, h + min, d + h. */
export function durationOf(seconds: number): { key: string; values: Record<string, number> } {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return { key: 'contract.duration.seconds', values: { s } };
  if (s < 3600) return { key: 'contract.duration.minutes', values: { m: Math.floor(s / 60), s: s % 60 } };
  if (s < 86_400) return { key: 'contract.duration.hours', values: { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) } };
  return { key: 'contract.duration.days', values: { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600) } };
}

/** A price at the market's decimals in the user's format, or '--' when there is none (''). */
export function priceText(value: string, market: Pick<TMarket, 'pricePrecision'> | undefined, lang: TLocale): string {
  return value === '' ? '--' : formatOutput(value, lang, { decimals: market?.pricePrecision ?? 8 });
}

/** A USDT amount as a summary figure (SPEC §9: cut to 4 decimals). */
export function usdtText(value: string, lang: TLocale): string {
  return value === '' ? '--' : formatOutput(value, lang);
}

/** A USDT amount the user acts on (margin, fees, the balance): every decimal it has. */
export function usdtExact(value: string, lang: TLocale): string {
  return value === '' ? '--' : formatOutput(value, lang, { scale: USDT_SCALE });
}

/** A profit or loss with its sign ("+12.3400", "−3.1000"), cut to 4 decimals. */
export function signedUsdt(value: string, lang: TLocale): string {
  if (value === '') return '--';
  const text = formatOutput(value, lang);
  return trendOfProfit(value) === 'up' ? `+${text}` : text;
}

/** 'up' for a gain, 'down' for a loss, 'flat' for none or what shows as zero: the colour of a P/L. */
export function trendOfProfit(value: string): 'up' | 'down' | 'flat' {
  if (value === '' || !/[1-9]/.test(cutDecimals(value))) return 'flat';
  return isLoss(value) ? 'down' : 'up';
}

/** A position's size in its base coin. */
export function quantityText(order: Pick<TContractOrder, 'openQuantity' | 'symbol'>, lang: TLocale): string {
  const market = findContractMarket(order.symbol);
  return formatOutput(order.openQuantity, lang, { decimals: market?.quantityPrecision ?? 8 });
}

/**
 * The chart's levels of the user's holding positions on one market: entry, stop loss, take profit
 * and liquidation of each, those that are set. The same price twice is drawn once.
 */
export function chartLinesOf(orders: readonly TContractOrder[], symbol: string): TChartLine[] {
  const lines: TChartLine[] = [];
  const seen = new Set<string>();
  const add = (kind: TChartLine['kind'], price: string) => {
    if (price === '' || seen.has(`${kind}:${price}`)) return;
    seen.add(`${kind}:${price}`);
    lines.push({ kind, price });
  };
  for (const order of orders) {
    if (order.symbol !== symbol || order.status !== 'holding') continue;
    add('entry', order.openPrice);
    add('stopLoss', order.stopLoss);
    add('takeProfit', order.takeProfit);
    add('liquidation', order.liquidationPrice);
  }
  return lines;
}

/** Whether a decimal amount is zero (the empty contract account that asks for a transfer). */
export const isZeroAmount = (value: string): boolean => !/[1-9]/.test(value);

/** A rate ("0.0005") as a percent in the user's format ("0.05%"), exactly: the point moves two places. */
export function ratePercent(rate: string, lang: TLocale): string {
  const units = parseUnits(rate, 8);
  return units === null ? '--' : `${formatOutput(formatUnits(units, 6), lang, { scale: MAX_ASSET_SCALE })}%`;
}
