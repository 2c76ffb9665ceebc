import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUnits, parseUnits, type TLaunchProject } from '@exchange/contracts';
import {
  allocationEstimate,
  badgeHue,
  costOf,
  countdownOf,
  initialLaunchForm,
  launchErrors,
  launchFieldError,
  launchFormReducer,
  launchRequestOf,
  launchSummary,
  oversubscription,
  poolPercent,
  timeLeft,
  tokensFor,
  type TLaunchFormContext,
} from './launch-form';

const NOW = 1_800_000_000_000;
const PROJECT: TLaunchProject = {
  id: 7,
  symbol: 'NOVA',
  name: 'Nova',
  summary: 'A new coin',
  scale: 4,
  supply: '1000',
  price: '0.3',
  minCommit: '10',
  buyLimit: '500',
  startTime: NOW - 60_000,
  endTime: NOW + 60_000,
  lockDays: 1,
  unlockTime: NOW + 60_000 + 86_400_000,
  state: 'subscribing',
  committed: '150',
  participants: 3,
  hardCap: '300',
  allocated: '0',
  market: null,
  images: [],
};
const ctx = (over: Partial<TLaunchFormContext> = {}): TLaunchFormContext => ({ project: PROJECT, mine: '0', available: '1000', hasFundPassword: true, now: NOW, ...over });
const form = (amount: string, fundPwd = '123456') => ({ ...initialLaunchForm(amount), fundPwd });
const keys = (amount: string, over: Partial<TLaunchFormContext> = {}, fundPwd = '123456') => launchErrors(form(amount, fundPwd), ctx(over)).map((e) => e.key);

describe('the subscription form', () => {
  it('summarizes a commitment: what it buys at most, the limit left, the pool and an estimate', () => {
    expect(launchSummary(form('100'), ctx({ mine: '50' }))).toEqual({
      commitment: '100',
      committedBefore: '50',
      limitLeft: '450',
      maxAmount: '450',
      // 100 / 0.3 = 333.3333… → 333.3333 at the token's 4 decimals.
      maxTokens: '333.3333',
      ratio: '0.5',
      // The pool would be 250 ≤ 300: the whole 150 committed buys 500 tokens, all of it spent.
      estimate: { tokens: '500', cost: '150', refund: '0', isProRata: false },
    });
  });

  it('estimates a pro-rata share once the pool is above the hard cap, and refunds the rest', () => {
    // Pool 150 + 450 = 600 > 300: 1000 × 450 / 600 = 750 tokens, costing 225; 225 back.
    expect(launchSummary(form('450'), ctx()).estimate).toEqual({ tokens: '750', cost: '225', refund: '225', isProRata: true });
    expect(oversubscription('600', '300')).toBe('2');
    expect(oversubscription('1000', '300')).toBe('3.33');
    expect(oversubscription('1', '0')).toBeNull();
    expect(poolPercent('150', '300')).toBe(50);
    expect(poolPercent('900', '300')).toBe(100);
  });

  it('rounds a cost up, never above the commitment', () => {
    // 0.0001 NOVA × 0.3 = 0.00003 USDT exactly; 1 unit of a 0.33333333 price token costs 0.00003334 (up).
    expect(formatUnits(costOf(1n, PROJECT), 8)).toBe('0.00003');
    const odd = { ...PROJECT, price: '0.33333333' };
    expect(formatUnits(costOf(1n, odd), 8)).toBe('0.00003334');
    expect(formatUnits(tokensFor(100n * 10n ** 8n, odd), 4)).toBe('300');
  });

  it("gives the server's messages in the server's order", () => {
    expect(keys('')).toEqual(['enterAmount']);
    expect(keys('0')).toEqual(['enterAmount']);
    expect(keys('abc')).toEqual(['invalidAmount']);
    expect(keys('1.123456789')).toEqual(['invalidAmount']);
    expect(keys('5')).toEqual(['launchBelowMinimum']);
    expect(keys('501')).toEqual(['launchAboveLimit']);
    expect(keys('400', { mine: '200' })).toEqual(['launchAboveLimit']);
    expect(keys('200', { available: '199.99' })).toEqual(['insufficientBalance']);
    expect(keys('200', { available: undefined })).toEqual([]);
    expect(keys('200', {}, '')).toEqual(['enterFundPassword']);
    expect(keys('200', {}, '12a')).toEqual(['fundPasswordError']);
    expect(keys('200', { hasFundPassword: false }, '')).toEqual(['fundPasswordNotSet']);
    expect(keys('200', { now: PROJECT.endTime })).toEqual(['launchNotOpen']);
    expect(keys('200', { project: { ...PROJECT, state: 'upcoming' } })).toEqual(['launchNotOpen']);
  });

  it('caps the maximum by the limit left and the balance', () => {
    expect(launchSummary(form(''), ctx({ available: '120.5' })).maxAmount).toBe('120.5');
    expect(launchSummary(form(''), ctx({ mine: '480' })).maxAmount).toBe('20');
    expect(launchSummary(form(''), ctx({ mine: '600' })).limitLeft).toBe('0');
    expect(launchSummary(form(''), ctx({ available: undefined })).maxAmount).toBe('500');
  });

  it('shows a field error only after a try, forgets the password once sent, and builds the request', () => {
    const state = form('5', '');
    const errors = launchErrors(state, ctx());
    expect(launchFieldError(state, errors, 'amount')).toBeNull();
    const checked = launchFormReducer(state, { type: 'checked' });
    expect(launchFieldError(checked, errors, 'amount')?.key).toBe('launchBelowMinimum');
    expect(launchFieldError(checked, errors, 'fundPwd')?.key).toBe('enterFundPassword');
    expect(launchFormReducer(form('20'), { type: 'sent' })).toEqual(initialLaunchForm());
    expect(launchRequestOf(form(' 20 ', ' 123456 '), PROJECT)).toEqual({ id: 7, amount: '20', fundPwd: '123456' });
  });

  it('never estimates more than a commitment buys, never charges above it, and never gives out more than the supply', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 8 }), (commitments, scale) => {
        const project = { ...PROJECT, scale, supply: '1234' };
        const supply = parseUnits(project.supply, scale)!;
        const pool = commitments.reduce((a, b) => a + b, 0n);
        let given = 0n;
        for (const c of commitments) {
          const e = allocationEstimate(c, pool, project);
          const tokens = parseUnits(e.tokens, scale)!;
          const cost = parseUnits(e.cost, 8)!;
          expect(tokens <= tokensFor(c, project)).toBe(true);
          expect(cost <= c).toBe(true);
          expect(cost + parseUnits(e.refund, 8)!).toBe(c);
          given += tokens;
        }
        if (pool > parseUnits(project.hardCap, 8)!) expect(given <= supply).toBe(true);
      }),
    );
  });

  it('counts down to the start, the end or the unlock by the state', () => {
    expect(countdownOf({ ...PROJECT, state: 'upcoming' })).toEqual({ kind: 'start', at: PROJECT.startTime });
    expect(countdownOf(PROJECT)).toEqual({ kind: 'end', at: PROJECT.endTime });
    expect(countdownOf({ ...PROJECT, state: 'locked' })).toEqual({ kind: 'unlock', at: PROJECT.unlockTime });
    expect(countdownOf({ ...PROJECT, state: 'ended' })).toBeNull();
    expect(timeLeft(NOW + 90_061_000, NOW)).toEqual({ d: 1, h: 1, m: 1, s: 1 });
    expect(timeLeft(NOW - 5, NOW)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
    expect(badgeHue('NOVA')).toBe(badgeHue('nova'));
  });
});
