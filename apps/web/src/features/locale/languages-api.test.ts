import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectSameVerdict } from '../api/same-verdict.test-support';
import { REFERENCE_PATHS, languageListCall } from '@exchange/contracts';
import { readLanguageRows } from './languages-api';

const flag = fc.oneof(fc.constantFrom(0, 1), fc.constantFrom(2, -1, '1', true, 0.5, null));
const row = fc.record(
  {
    id: fc.oneof(fc.integer({ min: -3, max: 20 }), fc.constantFrom(1.5, '2', Number.NaN)),
    lang: fc.oneof(fc.constantFrom('en-US', 'ar-AE', 'xx'), fc.integer()),
    name: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(null)),
    defaultFlag: flag,
    rtl: flag,
  },
  { requiredKeys: [] },
);
const extra = fc.option(fc.record({ extra: fc.string({ maxLength: 2 }) }), { nil: undefined });
const validRow = fc.record({
  id: fc.integer({ min: 0, max: 20 }),
  lang: fc.constantFrom('en-US', 'ar-AE', 'zh-CN', 'xx'),
  name: fc.string({ maxLength: 6 }),
  defaultFlag: fc.constantFrom(0, 1),
  rtl: fc.constantFrom(0, 1),
});
const answer = fc.oneof(
  fc.array(validRow, { maxLength: 4 }),
  fc.array(fc.tuple(row, extra).map(([r, e]) => ({ ...r, ...e })), { maxLength: 3 }),
  fc.anything(),
);

describe('the language list read at start-up without zod', () => {
  it('is the declared call', () => {
    expect(REFERENCE_PATHS.languages).toBe(languageListCall.path);
    expect(languageListCall.method).toBe('POST');
  });

  it('accepts exactly what the declared schema accepts', () => {
    expectSameVerdict(languageListCall.response, readLanguageRows, answer);
  });
});
