import { CONTRACT_QUOTE, cutDecimals, formatUnits, MAX_ASSET_SCALE, parseUnits, scaleOf } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TChartLine } from '../../../features/contract/index-chart-model';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { isLoss } from '../../../features/contract/contract-stops';
import { formatOutput } from '../../../features/format/format-output';

/**
 * What the mobile contract screens derive from an order for display: a held time's words, a
 * profit's trend, the chart's levels, a rate as a percent. Every figure itself is shown through
 * <Output> / formatOutput (features/format), from the server's decimal strings, never through a Number.
 */

/** The scale a USDT amount the user acts on is shown at (margin, fees, the balance): every decimal it has. */
export const USDT_SCALE = scaleOf(CONTRACT_QUOTE);

/** The catalog key and values of a held time (contract.duration.*): seconds, min + s, h + min, d + h. */
export function durationOf(seconds: number): { key: string; values: Record<string, number> } {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return { key: 'contract.duration.seconds', values: { s } };
  if (s < 3600) return { key: 'contract.duration.minutes', values: { m: Math.floor(s / 60), s: s % 60 } };
  if (s < 86_400) return { key: 'contract.duration.hours', values: { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) } };
  return { key: 'contract.duration.days', values: { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600) } };
}

/** 'up' for a gain, 'down' for a loss, 'flat' for none or what shows as zero: the colour of a P/L. */
export function trendOfProfit(value: string): 'up' | 'down' | 'flat' {
  if (value === '' || !/[1-9]/.test(cutDecimals(value, 4))) return 'flat';
  return isLoss(value) ? 'down' : 'up';
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
