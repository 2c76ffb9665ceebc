import { describe, expect, it } from 'vitest';
import { cutDecimals as cut } from '@exchange/contracts';
import { formatNumber } from './format-number';
import { formatMoney } from './format-output';
import { formatDateTime } from './format-date';

/** The display cut of SPEC §9 as the web uses it: the contracts' cutDecimals, padded, 4 decimals by default. */
const cutDecimals = (value: string | number, decimals = 4) => cut(value, decimals, { pad: true });

describe('cutDecimals', () => {
  it('cuts, never rounds, to 4 decimals by default', () => {
    expect(cutDecimals('1.99999')).toBe('1.9999');
    expect(cutDecimals(0.123456)).toBe('0.1234');
    expect(cutDecimals('2')).toBe('2.0000');
    expect(cutDecimals('123456789012345678.123456789', 2)).toBe('123456789012345678.12');
  });
  it('handles exponent form, signs and junk', () => {
    expect(cutDecimals(1e-7, 8)).toBe('0.00000010');
    expect(cutDecimals('-0.00001')).toBe('0.0000');
    expect(cutDecimals('-1.23456')).toBe('-1.2345');
    expect(cutDecimals('abc')).toBe('0.0000');
    expect(cutDecimals('5', 0)).toBe('5');
  });
});

describe('formatMoney', () => {
  it('groups and punctuates per language', () => {
    expect(formatMoney('1234567.891239', 'en-US')).toBe('1,234,567.8912');
    expect(formatMoney('1234567.891239', 'de-DE')).toBe('1.234.567,8912');
    expect(formatMoney('1234567.5', 'fr-FR').replace(/\s/g, ' ')).toBe('1 234 567,5000');
    expect(formatMoney('-12.34567', 'en-US')).toBe('-12.3456');
  });
  it('keeps every digit of large amounts', () => {
    expect(formatMoney('98765432109876543.21', 'en-US', 2)).toBe('98,765,432,109,876,543.21');
  });
  it('uses the language digits', () => {
    expect(formatNumber(100, 'en-US')).toBe('100');
    expect(formatNumber(1000, 'hi')).toBe('1,000');
  });
});

describe('formatDateTime', () => {
  it('writes dates in the language order, 24-hour', () => {
    const date = new Date(2024, 0, 31, 13, 5, 9);
    expect(formatDateTime(date, 'en-US')).toBe('01/31/2024, 13:05');
    expect(formatDateTime(date, 'de-DE')).toBe('31.01.2024, 13:05');
    expect(formatDateTime(date, 'zh-CN', { seconds: true })).toBe('2024/01/31 13:05:09');
  });
});
