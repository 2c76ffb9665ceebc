import type { TLocale } from '@exchange/i18n';
import { CORE_AREAS, loadAreaCatalogs } from './catalogs';
import { i18n } from './i18n';
import { useLocaleStore } from './locale-store';

/** The lazy catalog areas some page has asked for: a language switch loads them too (change-language.ts). */
const inUse = new Set<string>();
/** The areas in i18next, as `<lang>/<area>`. */
const loaded = new Set<string>();
/** The language a switch under way is loading (null when none is). */
let switchingTo: TLocale | null = null;

const isLoaded = (lang: TLocale, area: string) => loaded.has(`${lang}/${area}`);

export function areasInUse(): string[] {
  return [...inUse];
}

/** Marks a switch to `lang` under way; `setSwitchingTo(null, lang)` ends it (unless a later one started). */
export function setSwitchingTo(lang: TLocale | null, ending?: TLocale): void {
  if (lang === null && switchingTo !== ending) return;
  switchingTo = lang;
}

/**
 * Puts the catalogs of `areas` (web UI areas, or MESSAGES: the whole server catalog) in i18next for
 * the current language, and for the language a switch is
 * loading if it started before they were asked for (a switch that starts later loads them itself).
 */
export async function loadAreas(areas: readonly string[]): Promise<void> {
  const lazy = areas.filter((area) => !CORE_AREAS.includes(area));
  if (lazy.length === 0) return;
  for (const area of lazy) inUse.add(area);
  const langs = new Set([useLocaleStore.getState().lang, ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all(
    [...langs].map(async (lang) => {
      const missing = lazy.filter((area) => !isLoaded(lang, area));
      if (missing.length === 0) return;
      const { web, msg } = await loadAreaCatalogs(lang, missing);
      i18n.addResourceBundle(lang, 'translation', web, true, true);
      i18n.addResourceBundle(lang, 'msg', msg, true, true);
      for (const area of missing) loaded.add(`${lang}/${area}`);
    }),
  );
}

/** Records areas a language switch has put in i18next (so that loadAreas does not fetch them again). */
export function markAreasLoaded(lang: TLocale, areas: readonly string[]): void {
  for (const area of areas) loaded.add(`${lang}/${area}`);
}

/**
 * A lazy page's loader that also loads the catalog areas the page uses: React.lazy suspends until
 * both are in, so the page never shows a raw key. page-areas.test.ts checks each page's keys against
 * the core areas and the ones declared here.
 */
export function withAreas<T>(areas: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}
