import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The app's i18next instance. Two namespaces per language: `translation` (the web UI catalog,
 * packages/i18n/locales/web) and `msg` (the server's message catalog, so a rule the form checks
 * reads exactly as the same rule checked by the server). Catalogs load lazily, one language at a time.
 */
export const i18n = i18next.createInstance();

export async function initI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: undefined,
    fallbackLng: false,
    ns: ['translation', 'msg'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}
