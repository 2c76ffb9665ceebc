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
import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, type TLocale } from './locales.js';

/** A risk disclosure as the user reads it before accepting it. */
export type TDisclosureText = { title: string; text: string };

/**
 * One locale's product texts: each product's name, and its risk disclosures by product and
 * version ("1", "2"…). A version's text never changes once users have accepted it: a new wording
 * is a new version, which every user accepts again. A text may hold placeholders ({{breakEven}})
 * for figures an operator can change, filled when the server serves it (fillDisclosure); `formats`
 * says how the language writes those figures.
 */
export type TProductTexts = {
  names: Record<string, string>;
  disclosures: Record<string, Record<string, TDisclosureText>>;
  formats: {
    /** One duration's break-even win rate: {{seconds}} and {{percent}} (digits only, the language places the sign). */
    breakEvenItem: string;
    /** Between two items of a list. */
    listSeparator: string;
  };
};

/**
 * The placeholders a disclosure text may hold, each filled by the server from live settings:
 * `breakEven`, the break-even win rate of every offered seconds-contract duration (breakEvenList).
 */
export const DISCLOSURE_PLACEHOLDERS = ['breakEven'] as const;
export type TDisclosurePlaceholder = (typeof DISCLOSURE_PLACEHOLDERS)[number];
export type TDisclosureVars = Partial<Record<TDisclosurePlaceholder, string>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

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

/** The placeholders ({{name}}) a text holds, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/**
 * A disclosure as served: its placeholders filled. A text keeps each placeholder in a paragraph
 * (line) of its own with nothing a user must read besides the figure, so a paragraph whose value
 * is missing or empty (the settings cannot be read) is left out, and the rest still reads whole.
 */
export function fillDisclosure(text: TDisclosureText, vars: TDisclosureVars): TDisclosureText {
  const value = (name: string) => vars[name as TDisclosurePlaceholder] ?? '';
  const paragraphs = text.text.split('\n').filter((paragraph) => placeholdersOf(paragraph).every((name) => value(name) !== ''));
  return { title: text.title, text: paragraphs.map((paragraph) => paragraph.replace(PLACEHOLDER, (_, name: string) => value(name))).join('\n') };
}

/** The decimal mark of a locale as Intl writes it ("," in de-DE, "." in en-US). */
function decimalMark(locale: TLocale): string {
  const parts = new Intl.NumberFormat(INTL_TAGS[locale], { minimumFractionDigits: 1 }).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * The {{breakEven}} list in a locale: "30 s: 55.56 %, 60 s: 54.06 %" in en-US. `percent` is a
 * decimal written with "." ("55.56"), printed as given but with the locale's decimal mark: the
 * rounding is the caller's (the server rounds up, the figure being a share one must exceed).
 */
export function breakEvenList(locale: TLocale, rates: readonly { second: number; percent: string }[]): string {
  const formats = PRODUCT_TEXTS[locale]?.formats ?? PRODUCT_TEXTS[DEFAULT_LOCALE].formats;
  const mark = decimalMark(locale);
  return rates
    .map(({ second, percent }) => {
      const vars: Record<string, string> = { seconds: String(second), percent: percent.replace('.', mark) };
      return formats.breakEvenItem.replace(PLACEHOLDER, (_, name: string) => vars[name] ?? '');
    })
    .join(formats.listSeparator);
}
