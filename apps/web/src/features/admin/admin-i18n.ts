import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console's own i18next instance and catalogs (packages/i18n/locales/admin/<area>/<lang>.json):
 * English and Chinese (issue 18 asks for at least these two). Each area (shell, access, ops, config,
 * content) owns its top-level key; all are small and load with the console. Messages the server
 * sends come already in the console's language (Accept-Language).
 */
export const ADMIN_LANGUAGES = ['en-US', 'zh-CN'] as const;
export type TAdminLanguage = (typeof ADMIN_LANGUAGES)[number];
const LANG_KEY = 'admin.lang';

const files = import.meta.glob<Record<string, unknown>>('../../../../../packages/i18n/locales/admin/*/*.json', { eager: true, import: 'default' });

function catalogOf(lang: TAdminLanguage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, catalog] of Object.entries(files)) if (path.endsWith(`/${lang}.json`)) Object.assign(out, catalog);
  return out;
}

export function storedAdminLanguage(): TAdminLanguage {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    if (stored && (ADMIN_LANGUAGES as readonly string[]).includes(stored)) return stored as TAdminLanguage;
  } catch {
    // no storage
  }
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export const adminI18n = i18next.createInstance();

export async function initAdminI18n(): Promise<void> {
  await adminI18n.use(initReactI18next).init({
    resources: Object.fromEntries(ADMIN_LANGUAGES.map((lang) => [lang, { translation: catalogOf(lang) }])),
    lng: storedAdminLanguage(),
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = adminI18n.language;
}

export async function setAdminLanguage(lang: TAdminLanguage): Promise<void> {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // no storage
  }
  await adminI18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}
