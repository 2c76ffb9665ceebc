import { describe, expect, it } from 'vitest';
import { utcDay } from '../format/format-date';
import { earnedText, ratioPercent } from './invite-text';

describe('invite figures', () => {
  it('shows ratios as percentages without float noise', () => {
    expect(ratioPercent('0.2')).toBe('20%');
    expect(ratioPercent('0.05')).toBe('5%');
    expect(ratioPercent('0.125')).toBe('12.5%');
    expect(ratioPercent('0')).toBe('0%');
  });

  it('lists earnings per asset with every decimal they have, and 0 when there are none', () => {
    expect(earnedText([], 'en-US')).toBe('0');
    expect(earnedText([{ asset: 'BTC', amount: '0.000002' }, { asset: 'USDT', amount: '1234.5' }], 'en-US')).toBe('0.000002 BTC · 1,234.5 USDT');
  });

  it('names a payout day by its UTC date, whatever the time zone of the viewer', () => {
    expect(utcDay(Date.UTC(2026, 10, 25))).toBe('2026-11-25');
    expect(utcDay(Date.UTC(2026, 10, 25, 23, 59))).toBe('2026-11-25');
  });
});
