import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../../../../packages/i18n/locales/admin');
type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const areas = fs.readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const read = (area: string, lang: string) => flatten(JSON.parse(fs.readFileSync(path.join(DIR, area, `${lang}.json`), 'utf8')) as TTree);

/** The operator console's catalogs (issue 18: English and Chinese at least). */
describe('operator console catalogs', () => {
  for (const area of areas) {
    it(`${area}: English and Chinese have the same keys, under the area's own top-level key, none empty`, () => {
      const en = read(area, 'en-US');
      const zh = read(area, 'zh-CN');
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(en).every((key) => key.startsWith(`${area}.`))).toBe(true);
      for (const [key, value] of Object.entries(zh)) {
        expect([key, value.trim().length > 0]).toEqual([key, true]);
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect([key, placeholders(value)]).toEqual([key, placeholders(en[key]!)]);
      }
    });
  }
});
