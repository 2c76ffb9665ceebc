import { describe, expect, it } from 'vitest';
import { INTL_TAGS, LOCALES } from '@exchange/i18n';
import { numberSymbols, parseAmountInput, toAmountInput } from './parse-amount-input';

/** Each language's marks as Intl writes them, found independently of the code under test. */
function intlSymbols(tag: string) {
  const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5);
  return { decimal: parts.find((p) => p.type === 'decimal')!.value, group: parts.find((p) => p.type === 'group')!.value };
}

describe('parseAmountInput, in every language', () => {
  for (const lang of LOCALES) {
    const { decimal, group } = intlSymbols(INTL_TAGS[lang]);
    describe(lang, () => {
      it('knows the language marks', () => {
        expect(numberSymbols(lang)).toEqual({ decimal, group });
      });
      it('reads the language decimal mark and "." as the point', () => {
        expect(parseAmountInput(`12${decimal}5`, lang)).toEqual({ value: '12.5', error: null });
        expect(parseAmountInput('0.00072126', lang)).toEqual({ value: '0.00072126', error: null });
        expect(parseAmountInput('1234.5', lang).value).toBe('1234.5');
        expect(parseAmountInput(' 1000 ', lang).value).toBe('1000');
      });
      it('never turns a thousands separator into a point: a thousand is never read as 1', () => {
        for (const text of [`1${group}000`, `1${group}000${decimal}50`, '1 000', `1${decimal}000${decimal}5`]) {
          const read = parseAmountInput(text, lang);
          expect([text, read.value]).toEqual([text, null]);
          expect(read.error === 'amounts.noGrouping' || read.error === 'amounts.ambiguousPoint').toBe(true);
        }
      });
      it('says what the point is in the message', () => {
        expect(parseAmountInput(`1${group}000${decimal}5`, lang).params?.point).toBe(decimal);
      });
      it('gives back what a field shows, in the language format, unchanged', () => {
        const shown = toAmountInput('67927.59', lang);
        expect(shown).toBe(`67927${decimal}59`);
        expect(parseAmountInput(shown, lang).value).toBe('67927.59');
      });
    });
  }
});

describe('parseAmountInput, the rule in examples', () => {
  it('refuses "1,000" in English rather than reading 1 (the reported bug)', () => {
    expect(parseAmountInput('1,000', 'en-US')).toEqual({ value: null, error: 'amounts.noGrouping', params: { point: '.' } });
    expect(parseAmountInput('1,5', 'en-US').error).toBe('amounts.noGrouping');
  });
  it('reads German decimal commas, refuses "1.000" as ambiguous, reads unambiguous points', () => {
    expect(parseAmountInput('1,5', 'de-DE').value).toBe('1.5');
    expect(parseAmountInput('67927,59', 'de-DE').value).toBe('67927.59');
    expect(parseAmountInput('1.000', 'de-DE')).toMatchObject({ value: null, error: 'amounts.ambiguousPoint', params: { whole: '1000', decimal: '1,000' } });
    expect(parseAmountInput('12.500', 'tr-TR').error).toBe('amounts.ambiguousPoint');
    expect(parseAmountInput('0.001', 'de-DE').value).toBe('0.001');
    expect(parseAmountInput('1.5', 'de-DE').value).toBe('1.5');
    expect(parseAmountInput('1234.567', 'de-DE').value).toBe('1234.567');
    expect(parseAmountInput('1.000.000', 'de-DE').error).toBe('amounts.noGrouping');
  });
  it('"1.000" is one in languages whose thousands separator is not a point', () => {
    expect(parseAmountInput('1.000', 'fr-FR').value).toBe('1.000');
    expect(parseAmountInput('1.000', 'en-US').value).toBe('1.000');
  });
  it('refuses spaces as separators (French, Russian)', () => {
    expect(parseAmountInput('1\u202f000', 'fr-FR').error).toBe('amounts.noGrouping');
    expect(parseAmountInput('1\u00a0000,5', 'ru-RU').error).toBe('amounts.noGrouping');
  });
  it('is empty without error while nothing is typed', () => {
    expect(parseAmountInput('', 'en-US')).toEqual({ value: null, error: null });
    expect(parseAmountInput('   ', 'de-DE')).toEqual({ value: null, error: null });
  });
  it('refuses what is not a number', () => {
    for (const text of ['abc', '-5', '1e5', '.', '+1', '5 USDT']) expect([text, parseAmountInput(text, 'en-US').error]).toEqual([text, 'amounts.notANumber']);
  });
  it('normalises to the plain decimal the API takes', () => {
    expect(parseAmountInput('.5', 'en-US').value).toBe('0.5');
    expect(parseAmountInput('1.', 'en-US').value).toBe('1');
    expect(parseAmountInput('007,25', 'de-DE').value).toBe('7.25');
    expect(parseAmountInput('١٢٫٥'.replace('٫', '.'), 'ar-AE').value).toBe('12.5');
  });
  it('refuses more decimals than the asset has, never cuts them', () => {
    expect(parseAmountInput('0.123456789', 'en-US', 8)).toMatchObject({ value: null, error: 'amounts.tooManyDecimals', params: { decimals: '8' } });
    expect(parseAmountInput('0.12345678', 'en-US', 8).value).toBe('0.12345678');
    expect(parseAmountInput('1.50', 'en-US', 1).value).toBe('1.50');
  });
});
