import { INTL_TAGS, type TLocale } from '@exchange/i18n';

type TFormatters = { compact: Intl.NumberFormat };

// The order book and trades redraw up to 10 times a second: building Intl formatters per cell would
// cost more than the rendering, so they are built once per language.
const cache = new Map<TLocale, TFormatters>();

function formatters(lang: TLocale): TFormatters {
  let f = cache.get(lang);
  if (!f) {
    f = { compact: new Intl.NumberFormat(INTL_TAGS[lang], { notation: 'compact', maximumFractionDigits: 2 }) };
    cache.set(lang, f);
  }
  return f;
}

/** A large volume, shortened the language's way (1.2K, 1.2万). */
export function formatCompact(value: number, lang: TLocale): string {
  return formatters(lang).compact.format(Number.isFinite(value) ? value : 0);
}

/** The 24 h change in percent, 2 decimals, signed ("+1.25", "-0.40", "0.00"); 0 without an open. */
export function changePercent(open: number, close: number): string {
  if (!open || !close) return '0.00';
  const pct = ((close - open) / open) * 100;
  const text = Math.abs(pct).toFixed(2);
  if (text === '0.00') return text;
  return `${pct > 0 ? '+' : '-'}${text}`;
}

/** The direction of a change, for its colour. */
export function trendOf(open: number, close: number): 'up' | 'down' | 'flat' {
  if (!open || !close || open === close) return 'flat';
  return close > open ? 'up' : 'down';
}

const clocks = new Map<TLocale, Intl.DateTimeFormat>();

/** A trade's time of day, HH:mm:ss on a 24-hour clock, in the language's digits (cached formatter). */
export function formatClock(ts: number, lang: TLocale): string {
  let f = clocks.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_TAGS[lang], { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clocks.set(lang, f);
  }
  return f.format(ts);
}
