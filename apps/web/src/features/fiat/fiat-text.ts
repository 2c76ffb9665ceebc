import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../format/format-output';
import { USDT_SCALE } from './use-fiat-trade';

/** A rate as notation the same in every language: "1 USDT ≈ 88.5 INR" (8 decimals at most, cut). */
export function fiatRateText(of: { fiat: string }, rate: string, lang: TLocale): string {
  return `1 USDT ≈ ${formatOutput(rate, lang, { scale: 8 })} ${of.fiat}`;
}

/** A channel's limits: "10 – 5,000 USDT". */
export function fiatLimitsText(c: { minUsdt: string; maxUsdt: string }, lang: TLocale): string {
  return `${formatOutput(c.minUsdt, lang, { scale: USDT_SCALE })} – ${formatOutput(c.maxUsdt, lang, { scale: USDT_SCALE })} USDT`;
}
