import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';

const dir = path.resolve(import.meta.dirname, '../locales/web/auth-forms');

describe('the credit score hint beside every score', () => {
  it('takes the starting score from the rules in every language, never a number of its own', () => {
    for (const lang of LOCALES) {
      const hint = (JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as { creditScoreInfo: { hint: string } }).creditScoreInfo.hint;
      expect(hint, lang).toContain('{{initial}}');
      // A figure written into the text (it said 100 while accounts start at 95) could disagree with the rules.
      expect(hint.replace('{{initial}}', ''), lang).not.toMatch(/[0-9٠-٩]/);
    }
  });
});
