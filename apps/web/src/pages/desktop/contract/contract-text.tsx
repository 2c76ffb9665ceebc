import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { CONTRACT_QUOTE, findContractMarket, MAX_ASSET_SCALE } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { isLoss } from '../../../features/contract/contract-stops';
import { formatNumber } from '../../../features/format/format-number';
import { formatDateTime } from '../../../features/format/format-date';
import { formatOutput } from '../../../features/format/format-output';
import { LtrNumber } from '../../../features/market/ltr-number';

/**
 * How the contract screens show their figures (one way to show a number): prices at the market's
 * decimals, USDT cut to 4 (SPEC §9), rates as exact percentages, P/L signed and coloured, times in
 * the language's order. Every figure is the server's decimal string, never recomputed here.
 */

/** What an empty figure shows: a price not known yet, a stop not set, a time not reached. */
export const NONE = '—';

/** A price at the market's decimals, '—' when empty. */
export function priceText(value: string, symbol: string, lang: TLocale): string {
  if (value === '') return NONE;
  return formatOutput(value, lang, { decimals: findContractMarket(symbol)?.pricePrecision ?? 2 });
}

/** A USDT amount, cut to 4 decimals and grouped, '—' when empty. */
export function usdtText(value: string, lang: TLocale): string {
  return value === '' ? NONE : formatOutput(value, lang);
}

/** A rate ("0.0005") as a percentage ("0.05"), exactly: the decimal point moves two places. */
export function percentOf(rate: string): string {
  const [int, fraction = ''] = rate.trim().split('.');
  const padded = fraction.padEnd(2, '0');
  const whole = `${int}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}

/** A rate as "0.05%", in the language's digits and decimal mark, left to right. */
export function RateText({ rate, lang }: { rate: string; lang: TLocale }) {
  return <LtrNumber>{`${formatOutput(percentOf(rate), lang, { scale: MAX_ASSET_SCALE })}%`}</LtrNumber>;
}

/** A date and time to the second, isolated in its own direction (an Arabic date carries its own marks). */
export function DateText({ time, lang }: { time: number | null; lang: TLocale }) {
  return time === null ? <>{NONE}</> : <bdi>{formatDateTime(time, lang, { seconds: true })}</bdi>;
}

/** How long a position was held ("3 min 12 s"), in the language's words and digits. */
export function durationText(seconds: number, t: TFunction, lang: TLocale): string {
  const n = (value: number) => formatNumber(value, lang);
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = seconds % 60;
  if (d > 0) return t('contract.duration.days', { d: n(d), h: n(h) });
  if (h > 0) return t('contract.duration.hours', { h: n(h), m: n(m) });
  if (m > 0) return t('contract.duration.minutes', { m: n(m), s: n(s) });
  return t('contract.duration.seconds', { s: n(s) });
}

/** The trend of a signed amount, for its colour: a loss, a gain or nothing. */
export function trendOfAmount(value: string): 'up' | 'down' | 'flat' {
  if (value === '' || /^[-+]?0*(\.0*)?$/.test(value.trim())) return 'flat';
  return isLoss(value) ? 'down' : 'up';
}

/** A profit or loss in USDT: signed, with its unit ("+12.5000 USDT"), green for a gain and red for a loss. */
export function ProfitText({ value, lang, testId }: { value: string; lang: TLocale; testId?: string }) {
  if (value === '') return <>{NONE}</>;
  const trend = trendOfAmount(value);
  return (
    <LtrNumber className={`pcc-pnl is-${trend}`}>
      <span data-testid={testId} data-trend={trend}>
        {trend === 'up' ? '+' : ''}
        {usdtText(value, lang)}
      </span>{' '}
      {CONTRACT_QUOTE}
    </LtrNumber>
  );
}

/**
 * A translated sentence whose {{placeholders}} are numbers: each value is its own left-to-right
 * element (<bdi dir="ltr">), so "0.05%" never turns into "%0.05" inside Arabic text.
 */
export function sentenceWithNumbers(t: TFunction, key: string, values: Record<string, string>): ReactNode {
  const marks = Object.fromEntries(Object.keys(values).map((name) => [name, `\u0000${name}\u0000`]));
  const parts = t(key, marks).split('\u0000');
  // Odd parts are the placeholders' names (the text splits around each marked value).
  return parts.map((part, i) =>
    i % 2 === 1 && part in values ? (
      <bdi key={i} dir="ltr">
        {values[part]}
      </bdi>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
