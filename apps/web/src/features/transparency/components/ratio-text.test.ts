import { describe, expect, it } from 'vitest';
import { ratioText } from './ratio-text';

describe('ratioText: an exact ratio written as each language writes a percentage', () => {
  it('puts the exact digits where the language puts the number', () => {
    expect(ratioText(10_235n, 'en-US')).toBe('102.35%');
    expect(ratioText(10_235n, 'de-DE')).toBe('102,35\u00a0%');
    expect(ratioText(10_235n, 'tr-TR')).toBe('%102,35');
    expect(ratioText(123_456_789n, 'en-US')).toBe('1,234,567.89%');
    expect(ratioText(0n, 'fr-FR')).toMatch(/^0,00\s%$/);
  });
});
