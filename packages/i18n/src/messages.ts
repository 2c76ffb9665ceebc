import en from '../locales/en-US.json' with { type: 'json' };
import zhCN from '../locales/zh-CN.json' with { type: 'json' };
import koKR from '../locales/ko-KR.json' with { type: 'json' };
import jaJP from '../locales/ja-JP.json' with { type: 'json' };
import frFR from '../locales/fr-FR.json' with { type: 'json' };
import esES from '../locales/es-ES.json' with { type: 'json' };
import ptPT from '../locales/pt-PT.json' with { type: 'json' };
import zhCNT from '../locales/zh-CNT.json' with { type: 'json' };
import arAE from '../locales/ar-AE.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };
import deDE from '../locales/de-DE.json' with { type: 'json' };
import trTR from '../locales/tr-TR.json' with { type: 'json' };
import ruRU from '../locales/ru-RU.json' with { type: 'json' };
import ms from '../locales/ms.json' with { type: 'json' };
import { DEFAULT_LOCALE, type TLocale } from './locales.js';

/** A key of the server's message catalog; en-US is the reference every other catalog must match. */
export type TMessageKey = keyof typeof en;

export const MESSAGES: Record<TLocale, Record<TMessageKey, string>> = {
  'en-US': en,
  'zh-CN': zhCN,
  'ko-KR': koKR,
  'ja-JP': jaJP,
  'fr-FR': frFR,
  'es-ES': esES,
  'pt-PT': ptPT,
  'zh-CNT': zhCNT,
  'ar-AE': arAE,
  hi,
  'de-DE': deDE,
  'tr-TR': trTR,
  'ru-RU': ruRU,
  ms,
};

export type TMessageVars = Record<string, string | number>;

/**
 * The message for a key in a locale, with {{name}} placeholders filled. Falls back to en-US only
 * if a catalog lacks the key, which the catalog test forbids.
 */
export function translate(locale: TLocale, key: TMessageKey, vars?: TMessageVars): string {
  const template = MESSAGES[locale]?.[key] ?? MESSAGES[DEFAULT_LOCALE][key] ?? key;
  if (!vars) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
