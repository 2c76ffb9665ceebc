import { decimalsOf, findAsset, formatUnits, fundInterestThrough, LIMITS, MAX_ASSET_SCALE, parseUnits, pow10, rateToPpm } from '@exchange/contracts';
import type { TFund } from './fund-api';

/**
 * The fund purchase form as data (STYLE.md, the dYdX model): input state and a reducer, a summary
 * (what the shares cost, what a day and the whole cycle pay) and an errors function, with no UI in
 * it. One hook (use-fund-purchase.ts) serves the desktop dialog and the mobile popup. The
 * arithmetic is the server's, exact in bigint units of the fund's currency: the amount is
 * shares × price; a day pays floor(principal × dailyRate), the cycle floor(principal × dailyRate ×
 * cycleDays) (the remainder is carried from day to day, so the cycle's total is exactly that).
 */
export type TFundFormState = {
  /** Whole shares as typed (digits only are valid). */
  shares: string;
  fundPwd: string;
  /** Set once the user tried to confirm: errors show beside their fields from then on. */
  isChecked: boolean;
};

export type TFundFormAction =
  | { type: 'shares'; value: string }
  | { type: 'step'; by: 1 | -1; max: number }
  | { type: 'fundPwd'; value: string }
  | { type: 'checked' }
  | { type: 'reset' };

export const INITIAL_FUND_FORM: TFundFormState = { shares: '1', fundPwd: '', isChecked: false };

export function fundFormReducer(state: TFundFormState, action: TFundFormAction): TFundFormState {
  switch (action.type) {
    case 'shares':
      return { ...state, shares: action.value.trim() };
    case 'step': {
      // The stepper moves within 1 … max (the most the user may still buy), from a readable count only.
      const now = readShares(state.shares) ?? 0;
      const next = Math.min(Math.max(now + action.by, 1), Math.max(action.max, 1));
      return { ...state, shares: String(next) };
    }
    case 'fundPwd':
      return { ...state, fundPwd: action.value };
    case 'checked':
      return { ...state, isChecked: true };
    case 'reset':
      return INITIAL_FUND_FORM;
  }
}

export type TFundFormContext = {
  fund: TFund | undefined;
  /** The most shares the caller may still buy (detail's canBuy); undefined until known. */
  canBuy: number | undefined;
  /** Shares the caller already holds in the fund (detail's myShares); null without a session. */
  myShares: number | null;
  /** The coin wallet's available balance of the fund's currency; undefined while loading or logged out. */
  available: string | undefined;
  hasFundPassword: boolean;
  now: number;
};

export type TFundField = 'shares' | 'fundPwd' | 'form';
/** A problem as data: an i18next key (server messages under `msg:`), its values and the field it belongs to. */
export type TFundFormError = { key: string; values?: Record<string, string>; field: TFundField };

export type TFundSummary = {
  shares: number | null;
  /** shares × price: what leaves the coin wallet (the principal). */
  amount: string | null;
  /** What one day pays, before the carried remainder. */
  daily: string | null;
  /** What the whole cycle pays. */
  cycle: string | null;
  days: number | null;
  /** The last UTC day that earns (the first is today); the principal returns in the next maintenance window. */
  lastDay: number | null;
};

const DAY_MS = 86_400_000;

/** The currency's own decimals (the finest of the catalogue for one the client does not know yet). */
export function fundScale(currency: string): number {
  return findAsset(currency)?.scale ?? MAX_ASSET_SCALE;
}
const scaleOf = fundScale;
/** More digits than any pool could hold: read as "above the limit", never as a number. */
const MAX_DIGITS = 10;

/** A whole share count ≥ 0 from the field, or null when it is not digits only. */
export function readShares(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return trimmed.replace(/^0+(?=\d)/, '').length > MAX_DIGITS ? Number.MAX_SAFE_INTEGER : Number(trimmed);
}

/** A decimal rate as an exact fraction: units over 10^decimals ("0.005" → 5 / 1000). */
function rateOf(rate: string): { units: bigint; base: bigint } | null {
  const decimals = decimalsOf(rate);
  const units = parseUnits(rate, decimals);
  return units === null ? null : { units, base: pow10(decimals) };
}

/**
 * SPEC §3 "Fund": floor(principal × dailyRate × days), in the principal's units: the server's own
 * formula (contracts fund/interest.ts, rates in parts per million). A rate it could not read pays 0.
 */
export function fundInterest(principal: bigint, dailyRate: string, days: number): bigint {
  const ppm = rateToPpm(dailyRate);
  return ppm === null ? 0n : fundInterestThrough(principal, ppm, days);
}

/** The principal of `shares` shares, in units of the fund's currency. */
export function fundPrincipal(fund: Pick<TFund, 'price' | 'currency'>, shares: number): bigint | null {
  const price = parseUnits(fund.price, scaleOf(fund.currency));
  return price === null ? null : price * BigInt(shares);
}

/** The UTC midnight of the day `at` falls in. */
export function utcDay(at: number): number {
  return at - (((at % DAY_MS) + DAY_MS) % DAY_MS);
}

export function fundSummary(state: TFundFormState, ctx: Pick<TFundFormContext, 'fund' | 'now'>): TFundSummary {
  const fund = ctx.fund;
  const shares = readShares(state.shares);
  const none: TFundSummary = { shares, amount: null, daily: null, cycle: null, days: fund?.cycleDays ?? null, lastDay: null };
  if (!fund || shares === null || shares < 1 || shares > 1_000_000_000) return none;
  const principal = fundPrincipal(fund, shares);
  if (principal === null) return none;
  const scale = scaleOf(fund.currency);
  return {
    ...none,
    amount: formatUnits(principal, scale),
    daily: formatUnits(fundInterest(principal, fund.dailyRate, 1), scale),
    cycle: formatUnits(fundInterest(principal, fund.dailyRate, fund.cycleDays), scale),
    lastDay: utcDay(ctx.now) + (fund.cycleDays - 1) * DAY_MS,
  };
}

/** Whether shares can be bought now: a normal fund between its start and its end. */
export function isFundOpen(fund: Pick<TFund, 'status' | 'startTime' | 'endTime'>, now: number): boolean {
  return fund.status === 0 && fund.startTime <= now && now < fund.endTime;
}

/**
 * The rules the purchase breaks, in the server's order and with its messages: the fund open; the
 * shares present, whole and at least 1; within the buy limit (all holdings counted) and the shares
 * left in the pool; the balance; then the fund password, set and 6 digits.
 */
export function fundErrors(state: TFundFormState, ctx: TFundFormContext): TFundFormError[] {
  const errors: TFundFormError[] = [];
  const add = (key: string, field: TFundField, values?: Record<string, string>) => errors.push(values ? { key, field, values } : { key, field });
  const fund = ctx.fund;
  if (fund && !isFundOpen(fund, ctx.now)) add('msg:fundNotOpen', 'form');
  const text = state.shares.trim();
  const shares = readShares(text);
  if (text === '') add('msg:fundEnterShares', 'shares');
  else if (shares === null) add('fund.error.wholeNumber', 'shares');
  else if (shares < 1) add('msg:fundEnterShares', 'shares');
  else if (fund) {
    const poolLeft = fund.totalShares - fund.soldShares;
    const limitLeft = fund.buyLimit - (ctx.myShares ?? 0);
    const most = Math.min(ctx.canBuy ?? Infinity, poolLeft, limitLeft);
    if (shares > most) {
      // The tighter of the two bounds names the problem: the user's limit, or what the pool has left.
      if (limitLeft <= poolLeft) add('msg:fundAboveLimit', 'shares', { max: String(Math.max(most, 0)) });
      else add('msg:fundSoldOut', 'shares', { max: String(Math.max(most, 0)) });
    }
  }
  const summary = fundSummary(state, ctx);
  if (fund && ctx.available !== undefined && summary.amount !== null) {
    const scale = scaleOf(fund.currency);
    const available = parseUnits(ctx.available, scale) ?? 0n;
    if (parseUnits(summary.amount, scale)! > available) add('msg:insufficientBalance', 'shares');
  }
  if (!ctx.hasFundPassword) add('msg:fundPasswordNotSet', 'fundPwd');
  else if (state.fundPwd.trim() === '') add('msg:enterFundPassword', 'fundPwd');
  else if (!new RegExp(`^\\d{${LIMITS.tradePasswordLength}}$`).test(state.fundPwd.trim())) add('msg:fundPasswordError', 'fundPwd');
  return errors;
}

/** The problem to show beside a field: only once the user tried to confirm. */
export function fundFieldError(state: TFundFormState, errors: TFundFormError[], field: TFundField): TFundFormError | null {
  return state.isChecked ? errors.find((e) => e.field === field) ?? null : null;
}

/** The purchase request of a form without errors. */
export function fundRequestOf(state: TFundFormState, fundId: number): { id: number; shares: number; fundPwd: string } | null {
  const shares = readShares(state.shares);
  return shares === null || shares < 1 ? null : { id: fundId, shares, fundPwd: state.fundPwd.trim() };
}

/** A decimal rate as a percent string, exact ("0.005" → "0.5", "0.0125" → "1.25"). */
export function ratePercent(rate: string): string {
  const read = rateOf(rate);
  if (!read) return '';
  const decimals = decimalsOf(rate);
  return decimals <= 2 ? formatUnits(read.units * pow10(2 - decimals), 0) : formatUnits(read.units, decimals - 2);
}

/** The pool's sold share as a whole percent for a progress bar, floored (100 only when sold out). */
export function soldPercent(fund: Pick<TFund, 'soldShares' | 'totalShares'>): number {
  if (fund.totalShares <= 0) return 0;
  return Math.floor((fund.soldShares * 100) / fund.totalShares);
}
