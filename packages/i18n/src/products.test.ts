import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';
import { disclosureText, hasDisclosureEverywhere, latestDisclosureVersion, PRODUCT_TEXTS, productName } from './products.js';

const reference = PRODUCT_TEXTS['en-US'];
const disclosureKeys = (locale: (typeof LOCALES)[number]) =>
  Object.entries(PRODUCT_TEXTS[locale].disclosures).flatMap(([code, versions]) => Object.keys(versions).map((v) => `${code}.${v}`)).sort();

describe('product texts', () => {
  it.each(LOCALES)('%s names every product and has every disclosure version en-US has, none empty', (locale) => {
    const texts = PRODUCT_TEXTS[locale];
    expect(Object.keys(texts.names).sort()).toEqual(Object.keys(reference.names).sort());
    for (const [code, name] of Object.entries(texts.names)) expect(name.trim(), `${locale} name of ${code}`).not.toBe('');
    expect(disclosureKeys(locale)).toEqual(disclosureKeys('en-US'));
    for (const [code, versions] of Object.entries(reference.disclosures)) {
      for (const version of Object.keys(versions)) {
        const text = texts.disclosures[code][version];
        expect(text.title.trim(), `${locale} ${code} v${version} title`).not.toBe('');
        expect(text.text.trim(), `${locale} ${code} v${version} text`).not.toBe('');
      }
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not English left in place', (locale) => {
    for (const [code, versions] of Object.entries(reference.disclosures)) {
      for (const [version, english] of Object.entries(versions)) {
        expect(PRODUCT_TEXTS[locale].disclosures[code][version].text, `${locale} ${code} v${version}`).not.toBe(english.text);
      }
    }
  });

  it('looks texts up by locale, product and version', () => {
    expect(productName('en-US', 'contract')).toBe('Contracts');
    expect(disclosureText('en-US', 'seconds', 1)?.title).toBe('Risks of seconds contracts');
    expect(disclosureText('de-DE', 'spot', 1)).toBeNull();
    expect(disclosureText('de-DE', 'contract', 99)).toBeNull();
    expect(hasDisclosureEverywhere('contract', 1)).toBe(true);
    expect(hasDisclosureEverywhere('contract', 2)).toBe(false);
    expect(latestDisclosureVersion('fund')).toBe(1);
    expect(latestDisclosureVersion('flash')).toBe(0);
  });
});
