import { describe, expect, it } from 'vitest';
import { cutDecimals } from './units';

describe('cutDecimals: the one display cut of web and server', () => {
  it('cuts, never rounds, dropping trailing zeros unless padded', () => {
    expect(cutDecimals('1.99999')).toBe('1.9999');
    expect(cutDecimals('12.34000000', 4)).toBe('12.34');
    expect(cutDecimals('5', 8)).toBe('5');
    expect(cutDecimals('2', 4, { pad: true })).toBe('2.0000');
    expect(cutDecimals('0.00072126', 8, { pad: true })).toBe('0.00072126');
  });
  it('reads numbers by their decimal text, signs and junk', () => {
    expect(cutDecimals(1e-7, 8)).toBe('0.0000001');
    expect(cutDecimals(0.123456)).toBe('0.1234');
    expect(cutDecimals('-1.23456')).toBe('-1.2345');
    expect(cutDecimals('-0.00001')).toBe('0');
    expect(cutDecimals('abc')).toBe('0');
    expect(cutDecimals('5.9', 0, { pad: true })).toBe('5');
  });
});
