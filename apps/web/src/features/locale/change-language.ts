import { INTL_TAGS, RTL_LOCALES, type TLocale } from '@exchange/i18n';
import { writeStoredLanguage } from '../session/session-storage';
import { loadCatalogs } from './catalogs';
import { i18n, initI18n } from './i18n';
import { useLocaleStore } from './locale-store';

type TKitLocaleLoader = (lang: TLocale) => Promise<unknown>;

let loadKitLocale: TKitLocaleLoader = async () => undefined;

/** Each interface registers how to load its UI kit's locale (antd or antd-mobile). */
export function setKitLocaleLoader(loader: TKitLocaleLoader): void {
  loadKitLocale = loader;
}

export function isRtl(lang: TLocale): boolean {
  return RTL_LOCALES.includes(lang);
}

/**
 * Switches the whole UI to a language at once: both catalogs and the kit locale are loaded first,
 * then i18next, the store, and <html lang/dir> change together (no half-translated frame).
 */
export async function applyLanguage(lang: TLocale): Promise<void> {
  await initI18n();
  const [{ web, msg }, kitLocale] = await Promise.all([loadCatalogs(lang), loadKitLocale(lang)]);
  i18n.addResourceBundle(lang, 'translation', web, true, true);
  i18n.addResourceBundle(lang, 'msg', msg, true, true);
  await i18n.changeLanguage(lang);
  useLocaleStore.setState({ lang, kitLocale });
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
