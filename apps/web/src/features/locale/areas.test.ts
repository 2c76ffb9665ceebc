import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TLocale } from '@exchange/i18n';
import { applyLanguage } from './change-language';
import { i18n } from './i18n';
import { loadAreas, withAreas } from './areas';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../../packages/i18n/locales');

/** The first message of a catalog file, as [dotted key, text]. */
function firstMessage(file: string): [string, string] {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8'));
  const keys: string[] = [];
  while (typeof node === 'object' && node !== null) {
    const [key, value] = Object.entries(node)[0];
    keys.push(key);
    node = value;
  }
  return [keys.join('.'), node as string];
}

const text = (lang: TLocale, key: string) => i18n.getResource(lang, 'translation', key) as string | undefined;
const message = (lang: TLocale, key: string) => i18n.getResource(lang, 'msg', key) as string | undefined;

describe('catalog areas at run time', () => {
  const [assetsKey] = firstMessage('web/assets/en-US.json');
  const [tradeKey] = firstMessage('web/trade/en-US.json');
  const [coreKey, coreText] = firstMessage('web/auth-forms/en-US.json');
  const formMessage = 'passwordIncorrect';

  beforeAll(async () => {
    // applyLanguage sets <html lang/dir> and the title: enough of a document for that.
    globalThis.document = { documentElement: {}, title: '' } as unknown as Document;
    await applyLanguage('en-US');
  });

  it('starts with the core areas and messages only', () => {
    expect(text('en-US', 'brand')).toBe('Exchange');
    expect(text('en-US', coreKey)).toBe(coreText);
    expect(message('en-US', 'error')).toBeTruthy();
    expect(text('en-US', assetsKey)).toBeUndefined();
    expect(message('en-US', formMessage)).toBeUndefined();
  });

  it('loads a page with its areas in, so the page never shows their raw keys', async () => {
    const load = withAreas(['assets', 'msg'], async () => {
      // The module may come first: the page renders only once both are in.
      return 'page';
    });
    expect(await load()).toBe('page');
    expect(text('en-US', assetsKey)).toBe(firstMessage('web/assets/en-US.json')[1]);
    expect(message('en-US', formMessage)).toBe('Password is incorrect');
  });

  it('switching language loads the areas in use in the new language, before it applies', async () => {
    await applyLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(text('zh-CN', assetsKey)).toBe(firstMessage('web/assets/zh-CN.json')[1]);
    expect(message('zh-CN', formMessage)).toBeTruthy();
    expect(message('zh-CN', formMessage)).not.toBe('Password is incorrect');
    expect(text('zh-CN', tradeKey)).toBeUndefined();
  });

  it('an area asked for during a switch is there in the language switched to', async () => {
    const switching = applyLanguage('ar-AE');
    const loading = loadAreas(['trade']);
    await Promise.all([switching, loading]);
    expect(i18n.language).toBe('ar-AE');
    expect(text('ar-AE', tradeKey)).toBe(firstMessage('web/trade/ar-AE.json')[1]);
    expect(text('ar-AE', assetsKey)).toBe(firstMessage('web/assets/ar-AE.json')[1]);
  });
});
