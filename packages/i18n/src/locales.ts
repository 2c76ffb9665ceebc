/** The 14 languages of SPEC §1, in the order the product lists them. */
export const LOCALES = [
  'zh-CN',
  'en-US',
  'ko-KR',
  'ja-JP',
  'fr-FR',
  'es-ES',
  'pt-PT',
  'zh-CNT',
  'ar-AE',
  'hi',
  'de-DE',
  'tr-TR',
  'ru-RU',
  'ms',
] as const;

export type TLocale = (typeof LOCALES)[number];

/** SPEC §9: the default language. */
export const DEFAULT_LOCALE: TLocale = 'en-US';

/** Right-to-left locales (SPEC: Arabic). */
export const RTL_LOCALES: readonly TLocale[] = ['ar-AE'];

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<TLocale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'ko-KR': '한국어',
  'ja-JP': '日本語',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'pt-PT': 'Português',
  'zh-CNT': '繁體中文',
  'ar-AE': 'العربية',
  hi: 'हिन्दी',
  'de-DE': 'Deutsch',
  'tr-TR': 'Türkçe',
  'ru-RU': 'Русский',
  ms: 'Bahasa Melayu',
};

/** The BCP 47 tag the Intl APIs understand for each locale (zh-CNT is the product's own name). */
export const INTL_TAGS: Record<TLocale, string> = {
  'zh-CN': 'zh-CN',
  'en-US': 'en-US',
  'ko-KR': 'ko-KR',
  'ja-JP': 'ja-JP',
  'fr-FR': 'fr-FR',
  'es-ES': 'es-ES',
  'pt-PT': 'pt-PT',
  'zh-CNT': 'zh-TW',
  'ar-AE': 'ar-AE',
  hi: 'hi-IN',
  'de-DE': 'de-DE',
  'tr-TR': 'tr-TR',
  'ru-RU': 'ru-RU',
  ms: 'ms-MY',
};

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const TRADITIONAL = /^zh-(cnt|tw|hk|mo|hant)/i;

/**
 * Picks the best of the 14 locales for one language tag: exact match first, then traditional
 * Chinese variants, then the primary subtag (fr-CA → fr-FR). Null when nothing fits.
 */
export function matchLocale(tag: string): TLocale | null {
  const clean = tag.trim();
  if (!clean) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === clean.toLowerCase());
  if (exact) return exact;
  if (TRADITIONAL.test(clean)) return 'zh-CNT';
  const primary = clean.split(/[-_]/)[0].toLowerCase();
  if (primary === 'zh') return 'zh-CN';
  return LOCALES.find((l) => l.split('-')[0].toLowerCase() === primary) ?? null;
}

/**
 * Resolves an Accept-Language header (quality values honoured) to one of the 14 locales,
 * falling back to en-US.
 */
export function resolveLocale(header: string | undefined | null): TLocale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const match = matchLocale(entry.tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
