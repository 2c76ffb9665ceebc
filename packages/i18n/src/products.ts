import en from '../locales/products/en-US.json' with { type: 'json' };
import zhCN from '../locales/products/zh-CN.json' with { type: 'json' };
import koKR from '../locales/products/ko-KR.json' with { type: 'json' };
import jaJP from '../locales/products/ja-JP.json' with { type: 'json' };
import frFR from '../locales/products/fr-FR.json' with { type: 'json' };
import esES from '../locales/products/es-ES.json' with { type: 'json' };
import ptPT from '../locales/products/pt-PT.json' with { type: 'json' };
import zhCNT from '../locales/products/zh-CNT.json' with { type: 'json' };
import arAE from '../locales/products/ar-AE.json' with { type: 'json' };
import hi from '../locales/products/hi.json' with { type: 'json' };
import deDE from '../locales/products/de-DE.json' with { type: 'json' };
import trTR from '../locales/products/tr-TR.json' with { type: 'json' };
import ruRU from '../locales/products/ru-RU.json' with { type: 'json' };
import ms from '../locales/products/ms.json' with { type: 'json' };
import { DEFAULT_LOCALE, LOCALES, type TLocale } from './locales.js';

/** A risk disclosure as the user reads it before accepting it. */
export type TDisclosureText = { title: string; text: string };

/**
 * One locale's product texts: each product's name, and its risk disclosures by product and
 * version ("1", "2"…). A version's text never changes once users have accepted it: a new wording
 * is a new version, which every user accepts again.
 */
export type TProductTexts = {
  names: Record<string, string>;
  disclosures: Record<string, Record<string, TDisclosureText>>;
};

export const PRODUCT_TEXTS: Record<TLocale, TProductTexts> = {
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

/**
 * A product's name in a locale, for messages such as "Contracts is not available in your
 * country". Falls back to en-US, then to the code, only if a catalog lacks it (the catalog test
 * forbids that).
 */
export function productName(locale: TLocale, code: string): string {
  return PRODUCT_TEXTS[locale]?.names[code] ?? PRODUCT_TEXTS[DEFAULT_LOCALE].names[code] ?? code;
}

/**
 * A product's risk disclosure of one version in a locale, or null when en-US has no such
 * version (the product has none, or the version does not exist).
 */
export function disclosureText(locale: TLocale, code: string, version: number): TDisclosureText | null {
  const key = String(version);
  const reference = PRODUCT_TEXTS[DEFAULT_LOCALE].disclosures[code]?.[key];
  if (!reference) return null;
  return PRODUCT_TEXTS[locale]?.disclosures[code]?.[key] ?? reference;
}

/**
 * Whether every one of the 14 locales has a title and a text for this version: an operator may
 * only make a version current once every user can read it in their own language.
 */
export function hasDisclosureEverywhere(code: string, version: number): boolean {
  const key = String(version);
  return LOCALES.every((locale) => {
    const text = PRODUCT_TEXTS[locale].disclosures[code]?.[key];
    return Boolean(text?.title.trim() && text.text.trim());
  });
}

/** The newest disclosure version en-US has for a product, 0 when it has none. */
export function latestDisclosureVersion(code: string): number {
  const versions = Object.keys(PRODUCT_TEXTS[DEFAULT_LOCALE].disclosures[code] ?? {}).map(Number);
  return versions.length ? Math.max(...versions) : 0;
}
