import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/i18n';

const DIR = path.resolve(import.meta.dirname, '../../../../../packages/i18n/locales/web');

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

/** The catalog folders: web/ itself and one per feature area (web/<area>/). */
const FOLDERS = [DIR, ...fs.readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.join(DIR, d.name))];

/** A language's whole web catalog: every folder's file, merged; no two folders may define one key. */
function load(lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of FOLDERS) {
    const file = path.join(folder, `${lang}.json`);
    if (!fs.existsSync(file)) continue;
    const part = flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as TTree);
    for (const key of Object.keys(part)) if (key in out) throw new Error(`${key} defined twice (${file})`);
    Object.assign(out, part);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Values that are the same word in English and in that language (checked by hand). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': ['help.detail', 'securityLog.action', 'securityLog.status.active', 'scoreLog.why', 'scoreLog.afterValue', 'apiKeys.kind', 'apiKeys.permissions', 'apiKeys.actions'], // "Article", "Action", "Active", "Cause", "Score", "Type", "Permissions", "Actions"
  'de-DE': ['securityLog.state'], // "Status"
  ms: ['pc.account.recharge', 'securityLog.state', 'apiKeys.label'], // "Deposit", "Status", "Label"
};

const en = load('en-US');

describe('web UI catalogs', () => {
  it('exist for exactly the 14 languages in every folder', () => {
    for (const folder of FOLDERS) {
      const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
      expect([folder, files.sort()]).toEqual([folder, [...LOCALES].sort()]);
    }
  });

  for (const lang of LOCALES.filter((l) => l !== 'en-US')) {
    describe(lang, () => {
      const catalog = load(lang);

      it('has exactly the keys of en-US', () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      });

      it('keeps the {{placeholders}} of each message', () => {
        for (const key of Object.keys(en)) expect([key, placeholders(catalog[key] ?? '')]).toEqual([key, placeholders(en[key])]);
      });

      it('has no empty message and no English left behind', () => {
        const allowed = new Set(['brand', ...(SAME_AS_ENGLISH[lang] ?? [])]);
        for (const [key, value] of Object.entries(catalog)) {
          expect([key, value.trim().length > 0]).toEqual([key, true]);
          if (!allowed.has(key)) expect([key, value]).not.toEqual([key, en[key]]);
        }
      });
    });
  }
});
