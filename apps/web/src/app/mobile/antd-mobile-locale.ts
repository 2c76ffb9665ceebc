import type { TLocale } from '@exchange/i18n';

type TLoader = () => Promise<unknown>;

/**
 * antd-mobile's own strings per language. It has no Hindi (ours is hi-locale.ts), no pt-PT (pt-BR is
 * the closest it has), and Arabic as ar-SA; zh-CNT uses zh-TW.
 */
const LOADERS: Record<TLocale, TLoader> = {
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'en-US': () => import('antd-mobile/es/locales/en-US'),
  'ko-KR': () => import('antd-mobile/es/locales/ko-KR'),
  'ja-JP': () => import('antd-mobile/es/locales/ja-JP'),
  'fr-FR': () => import('antd-mobile/es/locales/fr-FR'),
  'es-ES': () => import('antd-mobile/es/locales/es-ES'),
  'pt-PT': () => import('antd-mobile/es/locales/pt-BR'),
  'zh-CNT': () => import('antd-mobile/es/locales/zh-TW'),
  'ar-AE': () => import('antd-mobile/es/locales/ar-SA'),
  hi: () => import('./hi-locale'),
  'de-DE': () => import('antd-mobile/es/locales/de-DE'),
  'tr-TR': () => import('antd-mobile/es/locales/tr-TR'),
  'ru-RU': () => import('antd-mobile/es/locales/ru-RU'),
  ms: () => import('antd-mobile/es/locales/ms-MY'),
};

export async function loadAntdMobileLocale(lang: TLocale): Promise<unknown> {
  const module = (await LOADERS[lang]()) as { default: unknown };
  return module.default;
}
