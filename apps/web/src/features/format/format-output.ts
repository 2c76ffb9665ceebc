import { cutDecimals, findAsset, formatUnits, LIMITS, MAX_ASSET_SCALE } from '@exchange/contracts';
import { INTL_TAGS, type TLocale } from '@exchange/i18n';

/**
 * How a number is shown (STYLE.md "One way to show a number"). Exactly one of:
 * - `decimals`: cut (never rounded, SPEC §9) to that many places and padded to them: prices at a
 *   market's precision, summary figures (4, the default);
 * - `scale`: where the user acts on the amount (an available balance that fills a form, records,
 *   fees): every decimal the value has, up to the asset's scale, cut, never padded beyond it.
 * `asset` names the asset the value is in: it follows as the unit and, without `decimals` or `scale`,
 * its own scale applies (every decimal up to it, MAX_ASSET_SCALE for an unknown asset).
 * `sign: 'always'` writes "+" before a positive value (a profit); `unit` follows after a space;
 * `empty`, when given, is shown for no value (''); without it '' reads as 0, like any junk.
 */
export type TOutputFormat = {
  asset?: string;
  decimals?: number;
  scale?: number;
  sign?: 'auto' | 'always';
  unit?: string;
  empty?: string;
};

/** A value: a decimal string or number, or bigint units of `unitsScale` places. */
export type TOutputValue = string | number | { units: bigint; unitsScale: number };

type TMarks = { group: Intl.NumberFormat; point: string; minus: string };

// Order books and trades redraw up to 10 times a second: the Intl formatters are built once per language.
const marksCache = new Map<TLocale, TMarks>();

function marksOf(lang: TLocale): TMarks {
  let marks = marksCache.get(lang);
  if (!marks) {
    const tag = INTL_TAGS[lang];
    const decimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1 });
    marks = {
      group: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      point: decimal.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.',
      minus: decimal.formatToParts(-1).find((p) => p.type === 'minusSign')?.value ?? '-',
    };
    marksCache.set(lang, marks);
  }
  return marks;
}

/** Decimals an exact amount is shown with: those it has, without trailing zeros, at most `scale`. */
function exactDecimals(value: string | number, scale: number): number {
  const fraction = /\.(\d+)$/.exec(String(value).trim())?.[1]?.replace(/0+$/, '') ?? '';
  return Math.min(fraction.length, scale);
}

/**
 * The one number formatter of the web: cut per `format` (see TOutputFormat), then grouped and
 * punctuated the way the user's language writes numbers. The digits come from the decimal text, so a
 * large amount never loses precision to floating point.
 */
export function formatOutput(value: TOutputValue, lang: TLocale, format: TOutputFormat = {}): string {
  if (value === '' && format.empty !== undefined) return format.empty;
  const text = typeof value === 'object' ? formatUnits(value.units, value.unitsScale) : value;
  const scale = format.scale ?? (format.asset !== undefined && format.decimals === undefined ? (findAsset(format.asset)?.scale ?? MAX_ASSET_SCALE) : undefined);
  const decimals = scale !== undefined ? exactDecimals(text, scale) : (format.decimals ?? LIMITS.moneyDisplayDecimals);
  const cut = cutDecimals(text, decimals, { pad: true });
  const negative = cut.startsWith('-');
  const [int = '0', fraction] = cut.replace('-', '').split('.');
  const marks = marksOf(lang);
  const grouped = marks.group.format(BigInt(int) as unknown as number);
  const sign = negative ? marks.minus : format.sign === 'always' && /[1-9]/.test(cut) ? '+' : '';
  const number = `${sign}${grouped}${fraction ? `${marks.point}${fraction}` : ''}`;
  const unit = format.unit ?? format.asset;
  return unit ? `${number} ${unit}` : number;
}

/*
 * The rules of SPEC §9 by name, each one formatOutput call (the screens use <Output> or formatOutput
 * directly; these name the rules the format tests pin down).
 */

/** Where a user acts on an amount: every decimal it has up to `scale`, unpadded, cut never rounded. */
export const formatExact = (value: string, lang: TLocale, scale: number = MAX_ASSET_SCALE): string => formatOutput(value, lang, { scale });

/** A summary figure (total value, an overview's list): cut to 4 decimals, padded. */
export const formatSummary = (value: string, lang: TLocale): string => formatOutput(value, lang);

/** Money cut to `decimals` (4 by default), padded. */
export const formatMoney = (value: string | number, lang: TLocale, decimals: number = LIMITS.moneyDisplayDecimals): string =>
  formatOutput(value, lang, { decimals });

/** A price or quantity with exactly `decimals` places, cut; market data are numbers, read by their shortest decimal text. */
export const formatFixed = (value: number | string, decimals: number, lang: TLocale): string => formatOutput(value, lang, { decimals });
