import { ceilDiv, PPM } from '@exchange/contracts';
import { breakEvenList, fillDisclosure, placeholdersOf, type TDisclosureText, type TDisclosureVars, type TLocale } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import { loadDurations } from '../seconds/seconds-settings.js';
import { readDisclosureText } from './disclosure-texts.js';
import type { TProductRule } from './product-rules.js';

/**
 * The break-even win rate 1/(1+r) of income rate r (in ppm) as a percent with 2 decimals,
 * computed exactly and rounded UP ("55.56" for 0.8): it is a share one must exceed, so the figure
 * shown is never below the true one.
 */
export function breakEvenPercent(incomeRatePpm: bigint): string {
  const hundredths = ceilDiv(10_000n * PPM, PPM + incomeRatePpm);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** Whether a query failed because its table does not exist (a database before migration 0014). */
function isMissingTable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '42P01' || (typeof message === 'string' && /^no such table\b/.test(message));
}

/**
 * Each offered (enabled) seconds duration with its break-even win rate, read now: an operator's
 * change of a rate shows in the next disclosure served. Null when the seconds tables do not exist.
 */
export async function offeredBreakEven(deps: Pick<TDeps, 'db'>): Promise<{ second: number; percent: string }[] | null> {
  try {
    const durations = await loadDurations(deps.db);
    return durations.filter((d) => d.isEnabled).map((d) => ({ second: d.second, percent: breakEvenPercent(d.incomeRatePpm) }));
  } catch (error) {
    if (isMissingTable(error)) return null;
    throw error;
  }
}

/**
 * A product's current risk disclosure in a locale as the user reads it, its placeholders filled
 * from the live settings ({{breakEven}}: the offered seconds durations), or null when it has none.
 * The text is the console-published version's when the database has it, else the catalog's
 * (readDisclosureText).
 * The settings are read only when the text holds a placeholder; a value that cannot be had (no
 * seconds tables, no duration offered) leaves its paragraph out (fillDisclosure).
 */
export async function servedDisclosure(deps: Pick<TDeps, 'db'>, rule: TProductRule, locale: TLocale): Promise<TDisclosureText | null> {
  const text = rule.disclosureVersion > 0 ? await readDisclosureText(deps.db, locale, rule.code, rule.disclosureVersion) : null;
  if (!text) return null;
  const names = placeholdersOf(text.text);
  if (names.length === 0) return text;
  const vars: TDisclosureVars = {};
  if (names.includes('breakEven')) {
    const rates = await offeredBreakEven(deps);
    if (rates?.length) vars.breakEven = breakEvenList(locale, rates);
  }
  return fillDisclosure(text, vars);
}
