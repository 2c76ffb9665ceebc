import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No screen promises what is not there: every product of SPEC §1 works, so no text may tell a user
 * that a feature is "coming soon" or "not open yet" (the desktop account pages once showed such a
 * frame, and the transfer screens such a note about contracts). Read over every English catalog,
 * the one every other language translates key for key.
 */
const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
const PROMISE = /coming soon|not (?:open|available|built|ready) yet|in a (?:later|future) (?:release|version)|under construction/i;

function englishCatalogs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return englishCatalogs(full);
    return entry.name === 'en-US.json' ? [full] : [];
  });
}

function strings(node: unknown, at: string): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => strings(value, at ? `${at}.${key}` : key));
  return [];
}

describe('texts that promise a feature later', () => {
  const catalogs = englishCatalogs(LOCALES_DIR);

  it('reads the English catalogs of the server, the web areas, the products and the console', () => {
    expect(catalogs.length).toBeGreaterThan(20);
  });

  it('finds none: no "coming soon", no "not open yet", no key named for it', () => {
    const found = catalogs.flatMap((file) =>
      strings(JSON.parse(fs.readFileSync(file, 'utf8')), '')
        .filter(([key, text]) => PROMISE.test(text) || /(?:^|\.)(?:soon|comingSoon)$/.test(key))
        .map(([key, text]) => `${path.relative(LOCALES_DIR, file)} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
