import { INTL_TAGS, RTL_LOCALES, type TLocale } from '@exchange/i18n';
import { writeStoredLanguage } from './stored-language';
import { areasInUse, markAreasLoaded, setSwitchingTo } from './areas';
import { loadCatalogs } from './catalogs';
import { i18n, initI18n } from './i18n';
import { useLocaleStore } from './locale-store';

type TKitLocaleLoader = (lang: TLocale) => Promise<unknown>;

let loadKitLocale: TKitLocaleLoader = async () => undefined;
/** Whether the kit locale is loaded with each language (else only once needKitLocale is called). */
let isKitLocaleNeeded = true;

/**
 * Each interface registers how to load its UI kit's locale (antd or antd-mobile). `isNeededAtStart`
 * false: the first page does without the kit, which calls needKitLocale when it comes in.
 */
export function setKitLocaleLoader(loader: TKitLocaleLoader, isNeededAtStart = true): void {
  loadKitLocale = loader;
  isKitLocaleNeeded = isNeededAtStart;
}

/** Loads the current language's kit locale if it is not in yet; later switches load it too. */
export async function needKitLocale(): Promise<void> {
  isKitLocaleNeeded = true;
  const { lang, kitLocale } = useLocaleStore.getState();
  if (kitLocale !== undefined) return;
  const loaded = await loadKitLocale(lang);
  // A switch that finished meanwhile has loaded its own language's (isKitLocaleNeeded was set).
  const now = useLocaleStore.getState();
  if (now.lang === lang && now.kitLocale === undefined) useLocaleStore.setState({ kitLocale: loaded });
}

export function isRtl(lang: TLocale): boolean {
  return RTL_LOCALES.includes(lang);
}

/**
 * Switches the whole UI to a language at once: both catalogs (with the lazy areas pages have asked
 * for so far) and the kit locale are loaded first, then i18next, the store, and <html lang/dir>
 * change together (no half-translated frame).
 */
export async function applyLanguage(lang: TLocale): Promise<void> {
  await initI18n();
  setSwitchingTo(lang);
  try {
    const areas = areasInUse();
    const [{ web, msg }, kitAtStart] = await Promise.all([loadCatalogs(lang, areas), isKitLocaleNeeded ? loadKitLocale(lang) : undefined]);
    // The kit may have been asked for while the catalogs loaded.
    const kitLocale = kitAtStart ?? (isKitLocaleNeeded ? await loadKitLocale(lang) : undefined);
    i18n.addResourceBundle(lang, 'translation', web, true, true);
    markAreasLoaded(lang, areas);
    i18n.addResourceBundle(lang, 'msg', msg, true, true);
    await i18n.changeLanguage(lang);
    useLocaleStore.setState({ lang, kitLocale });
  } finally {
    // Until the store has the new language, a page asking for an area must get it in both languages.
    setSwitchingTo(null, lang);
  }
  const html = document.documentElement;
  html.lang = INTL_TAGS[lang];
  html.dir = isRtl(lang) ? 'rtl' : 'ltr';
  document.title = i18n.t('brand');
}

/** The user's choice (SPEC §4): applied, then stored under User-Lang; calls carry it as Accept-Language. */
export async function changeLanguage(lang: TLocale): Promise<void> {
  await applyLanguage(lang);
  writeStoredLanguage(lang);
}
