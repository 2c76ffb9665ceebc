import { describe, expect, it } from 'vitest';
import { LOCALES, matchLocale, resolveLocale } from './locales.js';
import { MESSAGES, translate } from './messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server message catalogs', () => {
  const reference = MESSAGES['en-US'];

  it.each(LOCALES)('%s has every key, with the same placeholders, and nothing empty', (locale) => {
    const catalog = MESSAGES[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, english] of Object.entries(reference)) {
      const text = catalog[key as keyof typeof reference];
      expect(text.trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not English left in place', (locale) => {
    const same = Object.entries(reference).filter(
      ([key, english]) => english.length > 8 && MESSAGES[locale][key as keyof typeof reference] === english,
    );
    expect(same).toEqual([]);
  });

  it('fills placeholders', () => {
    expect(translate('en-US', 'codeWait', { seconds: 42 })).toBe('Please wait 42 seconds before requesting a new code');
  });
});

describe('locale resolution', () => {
  it('honours quality values and falls back to en-US', () => {
    expect(resolveLocale('de-CH;q=0.5, ja;q=0.9')).toBe('ja-JP');
    expect(resolveLocale('xx-YY')).toBe('en-US');
    expect(resolveLocale(undefined)).toBe('en-US');
    expect(resolveLocale('*')).toBe('en-US');
  });

  it('maps variants onto the 14 locales', () => {
    expect(matchLocale('zh-TW')).toBe('zh-CNT');
    expect(matchLocale('zh-Hant-HK')).toBe('zh-CNT');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('pt-BR')).toBe('pt-PT');
    expect(matchLocale('ar')).toBe('ar-AE');
    expect(matchLocale('hi-IN')).toBe('hi');
    expect(matchLocale('ms-MY')).toBe('ms');
    expect(matchLocale('ZH-cnt')).toBe('zh-CNT');
  });
});
