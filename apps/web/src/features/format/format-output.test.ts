import { describe, expect, it } from 'vitest';
import { formatOutput } from './format-output';

describe('formatOutput: the one number formatter', () => {
  it('cuts to `decimals` (4 by default), padded, never rounded', () => {
    expect(formatOutput('1234567.891239', 'en-US')).toBe('1,234,567.8912');
    expect(formatOutput('2', 'en-US')).toBe('2.0000');
    expect(formatOutput(67927.5, 'de-DE', { decimals: 2 })).toBe('67.927,50');
    expect(formatOutput('1.99999', 'en-US', { decimals: 0 })).toBe('1');
  });
  it('shows every decimal up to `scale` where the user acts on the amount', () => {
    expect(formatOutput('0.00072126', 'en-US', { scale: 8 })).toBe('0.00072126');
    expect(formatOutput('9900.00000000', 'en-US', { scale: 8 })).toBe('9,900');
    expect(formatOutput('1.999999999', 'en-US', { scale: 8 })).toBe('1.99999999');
    expect(formatOutput('1.10000000001', 'en-US', { scale: 8 })).toBe('1.10000000');
  });
  it("shows an asset's amount at the asset's own scale, with its name", () => {
    expect(formatOutput('1234.123456789', 'en-US', { asset: 'USDC' })).toBe('1,234.123456 USDC');
    expect(formatOutput('0.00000001', 'en-US', { asset: 'BTC' })).toBe('0.00000001 BTC');
    expect(formatOutput('2', 'en-US', { asset: 'USDT', decimals: 2 })).toBe('2.00 USDT');
  });
  it('takes bigint units at their scale', () => {
    expect(formatOutput({ units: 123456789n, unitsScale: 8 }, 'en-US', { scale: 8 })).toBe('1.23456789');
    expect(formatOutput({ units: -5n, unitsScale: 2 }, 'en-US', { decimals: 2 })).toBe('-0.05');
  });
  it('writes the sign, the unit and the empty value', () => {
    expect(formatOutput('12.5', 'en-US', { sign: 'always', unit: 'USDT' })).toBe('+12.5000 USDT');
    expect(formatOutput('-12.5', 'en-US', { sign: 'always', decimals: 1 })).toBe('-12.5');
    expect(formatOutput('0.00001', 'en-US', { sign: 'always' })).toBe('0.0000');
    expect(formatOutput('', 'en-US', { empty: '--' })).toBe('--');
    expect(formatOutput('', 'en-US')).toBe('0.0000');
  });
  it('keeps every digit of large amounts, in the language marks', () => {
    expect(formatOutput('98765432109876543.21', 'en-US', { decimals: 2 })).toBe('98,765,432,109,876,543.21');
    expect(formatOutput('1234567.5', 'fr-FR').replace(/\s/g, ' ')).toBe('1 234 567,5000');
  });
});
