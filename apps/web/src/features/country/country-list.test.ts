import { describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/i18n';
import { COUNTRY_CODES } from '@exchange/contracts';
import { countryList, countryName, searchCountries } from './country-list';

const codes = (list: { code: string }[]) => list.map((c) => c.code);

describe('country list', () => {
  it.each(LOCALES)('names every country in %s (never the bare code) and sorts by that name', (lang) => {
    const list = countryList(lang);
    expect(codes(list).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(list.filter((c) => c.name === c.code)).toEqual([]);
    const collator = new Intl.Collator(lang === 'zh-CNT' ? 'zh-TW' : lang);
    for (let i = 1; i < list.length; i++) expect([list[i - 1].name, collator.compare(list[i - 1].name, list[i].name) <= 0]).toEqual([list[i - 1].name, true]);
  });

  it('uses each language\'s own names and alphabet', () => {
    expect(countryName('DE', 'ar-AE')).toBe('ألمانيا');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('JP', 'ja-JP')).toBe('日本');
    expect(countryName('TW', 'zh-CNT')).toBe('台灣');
    // German collation files Ö with O: Austria sits between Oman and Pakistan, not after Z.
    const de = codes(countryList('de-DE'));
    expect(de.indexOf('AT')).toBeGreaterThan(de.indexOf('OM'));
    expect(de.indexOf('AT')).toBeLessThan(de.indexOf('PK'));
  });

  it('finds a country by its name in the language, in English, without accents, or by code', () => {
    expect(codes(searchCountries(countryList('de-DE'), 'deutsch', 'de-DE'))).toEqual(['DE']);
    expect(codes(searchCountries(countryList('ar-AE'), 'Germany', 'ar-AE'))).toEqual(['DE']);
    expect(codes(searchCountries(countryList('en-US'), 'turkiye', 'en-US'))).toEqual(['TR']);
    expect(codes(searchCountries(countryList('fr-FR'), 'COTE D', 'fr-FR'))).toContain('CI');
    expect(codes(searchCountries(countryList('en-US'), 'ch', 'en-US'))[0]).toBe('CH');
    expect(searchCountries(countryList('en-US'), '  ', 'en-US')).toHaveLength(COUNTRY_CODES.length);
    expect(searchCountries(countryList('en-US'), 'qqq', 'en-US')).toEqual([]);
  });

  it('puts the country the query names first, so that Enter picks it', () => {
    expect(codes(searchCountries(countryList('en-US'), 'India', 'en-US'))[0]).toBe('IN');
    expect(codes(searchCountries(countryList('en-US'), 'indi', 'en-US'))[0]).toBe('IN');
    expect(codes(searchCountries(countryList('de-DE'), 'Indien', 'de-DE'))[0]).toBe('IN');
    expect(codes(searchCountries(countryList('de-DE'), 'india', 'de-DE'))[0]).toBe('IN');
    expect(codes(searchCountries(countryList('en-US'), 'niger', 'en-US'))[0]).toBe('NE');
    expect(codes(searchCountries(countryList('en-US'), 'guinea', 'en-US'))[0]).toBe('GN');
    expect(codes(searchCountries(countryList('en-US'), 'in', 'en-US'))[0]).toBe('IN');
  });

  it('lists names that begin with the query before names that merely contain it', () => {
    const found = searchCountries(countryList('en-US'), 'ni', 'en-US').map((c) => c.name);
    expect(found.indexOf('Nigeria')).toBeLessThan(found.indexOf('Benin'));
    expect(found.indexOf('Niger')).toBeLessThan(found.indexOf('Benin'));
    expect(found).toContain('Benin');
  });
});
