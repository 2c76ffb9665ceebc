import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';
import {
  breakEvenList,
  DISCLOSURE_PLACEHOLDERS,
  disclosureText,
  fillDisclosure,
  hasDisclosureEverywhere,
  latestDisclosureVersion,
  placeholdersOf,
  PRODUCT_TEXTS,
  productName,
} from './products.js';

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
    expect(latestDisclosureVersion('seconds')).toBe(2);
    expect(hasDisclosureEverywhere('seconds', 2)).toBe(true);
  });

  it.each(LOCALES)('%s holds the same known placeholders as en-US, each in a paragraph of its own', (locale) => {
    for (const [code, versions] of Object.entries(reference.disclosures)) {
      for (const [version, english] of Object.entries(versions)) {
        const text = PRODUCT_TEXTS[locale].disclosures[code][version].text;
        expect(placeholdersOf(text), `${locale} ${code} v${version}`).toEqual(placeholdersOf(english.text));
        for (const name of placeholdersOf(text)) expect(DISCLOSURE_PLACEHOLDERS).toContain(name);
        // Left out when its value is missing, a placeholder's paragraph must not carry anything else a user must read.
        for (const paragraph of text.split('\n').filter((p) => placeholdersOf(p).length)) {
          expect(paragraph, `${locale} ${code} v${version}`).not.toContain('1/(1+r)');
        }
        expect(text, `${locale} ${code} v${version}: no empty paragraph`).not.toMatch(/^\s*$|\n\s*\n|\n\s*$/);
      }
    }
    expect(placeholdersOf(PRODUCT_TEXTS[locale].formats.breakEvenItem).sort()).toEqual(['percent', 'seconds']);
    expect(PRODUCT_TEXTS[locale].formats.listSeparator.trim(), locale).not.toBe('');
  });

  it.each(LOCALES)('%s seconds disclosure v2 keeps v1 and adds the break-even rule and the list of rates', (locale) => {
    const v1 = PRODUCT_TEXTS[locale].disclosures.seconds['1'];
    const v2 = PRODUCT_TEXTS[locale].disclosures.seconds['2'];
    expect(placeholdersOf(v1.text)).toEqual([]);
    expect(v2.title).toBe(v1.title);
    const paragraphs = v2.text.split('\n');
    expect(paragraphs).toHaveLength(4);
    const [bet, rule, list, regulators] = paragraphs;
    expect(v1.text.startsWith(bet), locale).toBe(true);
    expect(v1.text, locale).toContain(regulators.slice(1));
    expect(rule, locale).toContain('1/(1+r)');
    expect(placeholdersOf(list)).toEqual(['breakEven']);
  });

  it('fills a served disclosure, and leaves out a paragraph whose value is missing', () => {
    const text = disclosureText('en-US', 'seconds', 2)!;
    const filled = fillDisclosure(text, { breakEven: '30 s: 55.56 %' });
    expect(filled.title).toBe(text.title);
    expect(filled.text).toContain('at the current payout rates: 30 s: 55.56 %.');
    expect(filled.text).toContain('more than 1/(1+r) of your orders just to break even, before fees');
    expect(filled.text).not.toContain('{{');
    const without = fillDisclosure(text, {});
    expect(without.text.split('\n')).toHaveLength(3);
    expect(without.text).toContain('1/(1+r)');
    expect(without.text).not.toMatch(/\{\{|current payout rates/);
    expect(fillDisclosure(text, { breakEven: '' }).text).toBe(without.text);
    // A value with "$" is inserted as it is.
    expect(fillDisclosure({ title: 't', text: 'a {{breakEven}}' }, { breakEven: "$& $1 $'" }).text).toBe("a $& $1 $'");
  });

  it('writes the break-even list the way each language writes it', () => {
    const rates = [
      { second: 30, percent: '55.56' },
      { second: 60, percent: '54.06' },
    ];
    expect(breakEvenList('en-US', rates)).toBe('30 s: 55.56 %, 60 s: 54.06 %');
    expect(breakEvenList('de-DE', rates)).toBe('30 Sek.: 55,56 %; 60 Sek.: 54,06 %');
    expect(breakEvenList('fr-FR', rates)).toBe('30 s : 55,56 % ; 60 s : 54,06 %');
    expect(breakEvenList('tr-TR', rates)).toBe('30 sn: %55,56; 60 sn: %54,06');
    expect(breakEvenList('zh-CN', rates)).toBe('30秒 55.56%，60秒 54.06%');
    expect(breakEvenList('ar-AE', rates)).toBe('30 ثانية: 55.56٪، 60 ثانية: 54.06٪');
    expect(breakEvenList('en-US', [])).toBe('');
    for (const locale of LOCALES) expect(breakEvenList(locale, rates), locale).toMatch(/^30\D.*55.56.*60\D.*54.06/u);
  });
});
