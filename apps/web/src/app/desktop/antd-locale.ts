import type { TLocale } from '@exchange/i18n';

type TLoader = () => Promise<{ default: unknown }>;

/** antd's own strings per language: zh-CNT uses zh_TW, ar-AE ar_EG, hi hi_IN, ms ms_MY, pt-PT pt_PT. */
const LOADERS: Record<TLocale, TLoader> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'en-US': () => import('antd/es/locale/en_US'),
  'ko-KR': () => import('antd/es/locale/ko_KR'),
  'ja-JP': () => import('antd/es/locale/ja_JP'),
  'fr-FR': () => import('antd/es/locale/fr_FR'),
  'es-ES': () => import('antd/es/locale/es_ES'),
  'pt-PT': () => import('antd/es/locale/pt_PT'),
  'zh-CNT': () => import('antd/es/locale/zh_TW'),
  'ar-AE': () => import('antd/es/locale/ar_EG'),
  hi: () => import('antd/es/locale/hi_IN'),
  'de-DE': () => import('antd/es/locale/de_DE'),
  'tr-TR': () => import('antd/es/locale/tr_TR'),
  'ru-RU': () => import('antd/es/locale/ru_RU'),
  ms: () => import('antd/es/locale/ms_MY'),
};

export async function loadAntdLocale(lang: TLocale): Promise<unknown> {
  return (await LOADERS[lang]()).default;
}
