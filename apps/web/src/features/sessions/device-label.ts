import type { TLoginLogEntry } from './sessions-api';

/** "Chrome 131 · Windows", or what is known of it; null when nothing is (the page says "unknown device"). */
export function deviceLabel(entry: Pick<TLoginLogEntry, 'browser' | 'os'>): string | null {
  const parts = [entry.browser, entry.os].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' · ');
}
