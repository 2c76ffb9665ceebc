import { INTL_TAGS, type TLocale } from '@exchange/i18n';

/**
 * A date and time (SPEC §9: to the minute, optionally the second) in the user's language's own
 * order and digits, on a 24-hour clock.
 */
export function formatDateTime(value: number | string | Date, lang: TLocale, options: { seconds?: boolean } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_TAGS[lang], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(date);
}

export function formatDate(value: number | string | Date, lang: TLocale): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_TAGS[lang], { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A UTC day as YYYY-MM-DD, whatever the viewer's time zone: the days interest and payouts are counted in (SPEC §9 statistics use UTC+0). */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
