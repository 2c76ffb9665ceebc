import { describe, expect, it } from 'vitest';
import { formatExact, formatSummary } from './format-output';

describe('formatExact: where a user acts on an amount', () => {
  it('shows every decimal up to the asset scale, unpadded', () => {
    expect(formatExact('0.00072126', 'en-US', 8)).toBe('0.00072126');
    expect(formatExact('849.04405979', 'en-US', 8)).toBe('849.04405979');
    expect(formatExact('9900.00000000', 'en-US', 8)).toBe('9,900');
    expect(formatExact('20', 'en-US')).toBe('20');
  });
  it('cuts (never rounds) beyond the scale', () => {
    expect(formatExact('1.999999999', 'en-US', 8)).toBe('1.99999999');
    expect(formatExact('1.99999', 'en-US', 2)).toBe('1.99');
  });
  it('writes numbers the language way', () => {
    expect(formatExact('1234.5', 'de-DE', 8)).toBe('1.234,5');
    expect(formatExact('-0.0003', 'en-US', 8)).toBe('-0.0003');
  });
});

describe('formatSummary: totals and overview lists (SPEC §9)', () => {
  it('cuts to 4 decimals, padded', () => {
    expect(formatSummary('0.00072126', 'en-US')).toBe('0.0007');
    expect(formatSummary('850.04405979', 'de-DE')).toBe('850,0440');
  });
});
