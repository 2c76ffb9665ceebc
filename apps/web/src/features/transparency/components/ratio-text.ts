import { INTL_TAGS, type TLocale } from '@exchange/i18n';
import { formatOutput } from '../../format/format-output';
import { RATIO_DECIMALS } from '../checkpoint-rows';

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign', 'plusSign']);
const patterns = new Map<TLocale, [string, string]>();

/** What a language writes before and after a percentage's number ("", "%"; "%", ""; "", " %"), from Intl. */
function percentPattern(lang: TLocale): [string, string] {
  let pattern = patterns.get(lang);
  if (!pattern) {
    const parts = new Intl.NumberFormat(INTL_TAGS[lang], { style: 'percent' }).formatToParts(0.5);
    const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
    const last = parts.findLastIndex((p) => NUMBER_PARTS.has(p.type));
    const text = (from: number, to: number) => parts.slice(from, to).map((p) => p.value).join('');
    pattern = [text(0, first), text(last + 1, parts.length)];
    patterns.set(lang, pattern);
  }
  return pattern;
}

/**
 * A ratio in hundredths of a percent as the reader's language writes a percentage ("102.35%",
 * "%102,35", "102,35 %"): the digits from the exact bigint (formatOutput, never a float), the
 * percent sign where Intl puts it for that language.
 */
export function ratioText(ratio: bigint, lang: TLocale): string {
  const [before, after] = percentPattern(lang);
  return `${before}${formatOutput({ units: ratio, unitsScale: RATIO_DECIMALS }, lang, { decimals: RATIO_DECIMALS })}${after}`;
}
