import { INTL_TAGS, type TLocale } from '@exchange/i18n';

/**
 * What an amount or price field understood of what was typed. `value` is the canonical decimal the
 * API takes ("1000.5": ASCII digits, "." as the point, no grouping), null while the field is empty
 * or unreadable; `error` is the web catalog key saying why it is unreadable, with its `params`.
 */
export type TAmountInput = {
  value: string | null;
  error: TAmountInputError | null;
  params?: Record<string, string>;
};

export type TAmountInputError = 'amounts.noGrouping' | 'amounts.ambiguousPoint' | 'amounts.notANumber' | 'amounts.tooManyDecimals';

export type TNumberSymbols = { decimal: string; group: string };

const symbolsCache = new Map<TLocale, TNumberSymbols>();

/** The language's decimal mark and thousands separator, as Intl writes them (cached per language). */
export function numberSymbols(lang: TLocale): TNumberSymbols {
  let found = symbolsCache.get(lang);
  if (!found) {
    const parts = new Intl.NumberFormat(INTL_TAGS[lang]).formatToParts(1234567.5);
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    symbolsCache.set(lang, found);
  }
  return found;
}

/** Arabic-Indic, Persian and Devanagari digits read as 0–9 (a phone keypad may type them). */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf));
}

/**
 * The one rule of every amount and price field, in every language:
 * - the decimal mark is the language's own (",": German, French, …) or "." (always accepted);
 * - thousands separators are never typed: a "," where it is not the decimal mark, a space, or a
 *   second decimal mark is refused with `amounts.noGrouping`, never dropped (dropping turned
 *   "1,000" into 1 before);
 * - where "." is also the language's thousands separator (de-DE, es-ES, tr-TR), a "." that reads as
 *   one ("1.000", "12.500": 1–3 leading digits, then exactly 3) is refused as ambiguous rather than
 *   guessed; "0.001", "1.5" and "1234.567" mean one thing only and are read;
 * - more decimals than `scale` are refused (never cut or rounded).
 * Never throws. The caller checks the amount's business rules (minimum, balance) on `value`.
 */
export function parseAmountInput(text: string, lang: TLocale, scale?: number): TAmountInput {
  const { decimal, group } = numberSymbols(lang);
  const typed = asciiDigits(text).trim();
  if (!typed) return { value: null, error: null };
  const params = { point: decimal };
  const marks = [...typed].filter((c) => !/\d/.test(c));
  const isMark = (c: string) => c === '.' || c === decimal;
  if (marks.some((c) => !isMark(c) && !/[\s,'’]/.test(c) && c !== group)) return { value: null, error: 'amounts.notANumber', params };
  if (marks.length > 1 || marks.some((c) => !isMark(c))) return { value: null, error: 'amounts.noGrouping', params };
  const [whole = '', fraction = ''] = typed.split(marks[0] ?? '\u0000');
  if (!whole && !fraction) return { value: null, error: 'amounts.notANumber', params };
  if (group === '.' && marks[0] === '.' && /^[1-9]\d{0,2}$/.test(whole) && /^\d{3}$/.test(fraction)) {
    return { value: null, error: 'amounts.ambiguousPoint', params: { ...params, whole: `${whole}${fraction}`, decimal: `${whole}${decimal}${fraction}` } };
  }
  if (scale !== undefined && fraction.replace(/0+$/, '').length > scale) return { value: null, error: 'amounts.tooManyDecimals', params: { ...params, decimals: String(scale) } };
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  return { value: fraction ? `${int}.${fraction}` : int, error: null };
}

/**
 * A canonical decimal ("67927.59") as a field shows it to edit: the language's decimal mark, no
 * grouping ("67927,59" in de-DE), so that parseAmountInput reads it back to the same value. Text
 * that is not a plain decimal comes back unchanged.
 */
export function toAmountInput(value: string, lang: TLocale): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  return value.replace('.', numberSymbols(lang).decimal);
}
