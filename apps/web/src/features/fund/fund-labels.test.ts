import { describe, expect, it } from 'vitest';
import type { TFund } from './fund-api';
import { formatOutput } from '../format/format-output';
import { utcDay } from '../format/format-date';
import { earningKindKey, fundStatusKey, fundTone, holdingStateKey } from './fund-labels';

const NOW = Date.UTC(2026, 10, 25, 12);
const fund = (over: Partial<TFund> = {}): TFund => ({
  id: 1,
  name: 'F',
  currency: 'USDT',
  dailyRate: '0.001',
  cycleDays: 7,
  price: '10',
  buyLimit: 5,
  totalShares: 100,
  soldShares: 10,
  totalAmount: '1000',
  participants: 1,
  rebateRates: ['0.1', '0', '0'],
  startTime: NOW - 1000,
  endTime: NOW + 1000,
  status: 0,
  reserve: '8',
  totalReturn: '0.07',
  ...over,
});

describe('what the fund screens print', () => {
  it("names a fund's state the way a buyer needs it: not started, open, sold out, expired, stopped", () => {
    expect(fundStatusKey(fund({ startTime: NOW + 1 }), NOW)).toBe('fund.status.upcoming');
    expect(fundStatusKey(fund(), NOW)).toBe('fund.status.s0');
    expect(fundStatusKey(fund({ soldShares: 100 }), NOW)).toBe('fund.status.soldOut');
    expect(fundStatusKey(fund({ endTime: NOW }), NOW)).toBe('fund.status.s1');
    expect(fundStatusKey(fund({ status: 1 }), NOW)).toBe('fund.status.s1');
    expect(fundStatusKey(fund({ status: 2 }), NOW)).toBe('fund.status.s2');
    expect([fundTone(fund(), NOW), fundTone(fund({ soldShares: 100 }), NOW), fundTone(fund({ status: 2 }), NOW)]).toEqual(['open', 'closed', 'closed']);
  });

  it('prints amounts with every decimal, grouped in the language, and the currency', () => {
    expect(formatOutput('1234.5', 'en-US', { asset: 'USDT' })).toBe('1,234.5 USDT');
    expect(formatOutput('0.00000001', 'en-US', { asset: 'USDT' })).toBe('0.00000001 USDT');
    expect(formatOutput('1234.5', 'de-DE', { asset: 'USDT' })).toBe('1.234,5 USDT');
  });

  it('labels holdings, earnings and UTC days', () => {
    expect([holdingStateKey('active'), earningKindKey('rebate'), earningKindKey('all')]).toEqual(['fund.holding.state.active', 'fund.earning.kind.rebate', 'fund.earning.kind.all']);
    expect(utcDay(Date.UTC(2026, 0, 2, 23, 59))).toBe('2026-01-02');
  });
});
