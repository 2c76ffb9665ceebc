import type { TLocale } from '@exchange/i18n';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { formatOutput } from '../format/format-output';

/** A rate as a percentage (0.2 → "20%"), at most one decimal. */
export function ratioPercent(ratio: string): string {
  return `${Math.round(Number(ratio) * 1000) / 10}%`;
}

/** Amounts in several assets on one line ("0.2 USDT · 0.0001 BTC"); "0" when there is none. */
export function earnedText(list: readonly { asset: string; amount: string }[], lang: TLocale): string {
  if (list.length === 0) return '0';
  return list.map((e) => formatOutput(e.amount, lang, { scale: MAX_ASSET_SCALE, unit: e.asset })).join(' · ');
}
