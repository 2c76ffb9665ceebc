import { describe, expect, it } from 'vitest';
import { divideDecimals } from './money-text';

describe('divideDecimals', () => {
  it('divides exactly and cuts, never rounds, to 8 decimals', () => {
    expect(divideDecimals('123400', '68000')).toBe('1.81470588');
    expect(divideDecimals('68000', '68000')).toBe('1');
    expect(divideDecimals('0.00000001', '3')).toBe('0');
    expect(divideDecimals('2', '3', 4)).toBe('0.6666');
  });
  it('refuses a zero divisor and text that is not a decimal', () => {
    expect(divideDecimals('1', '0')).toBeNull();
    expect(divideDecimals('abc', '1')).toBeNull();
  });
});
