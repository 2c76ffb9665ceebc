import { feeOf, formatUnits, parseUnits, rateToPpm, readAmountOf, scaleOf, SECONDS_ASSET, SECONDS_MIN_INPUT, secondsPayoutMax } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import type { TSecondsConfig, TSecondsCreateInput, TSecondsDuration } from './seconds-api';

/**
 * The seconds-contract order form as data (STYLE.md, the dYdX model): input state and a reducer, a
 * summary (fee, what a win pays, what leaves the wallet, the break-even win rate) and an errors
 * function, with no UI in it. One hook (use-seconds-form.ts) serves the mobile and the desktop
 * screen. The arithmetic is the server's, in exact bigint units: the fee rounded up, the payout
 * rounded down; the checks are SPEC §5's, in its order, with the server's messages.
 */
export type TSecondsFormState = {
  symbol: string;
  /** The chosen duration in seconds; null: the first offered. */
  positionTime: number | null;
  /** The stake in USDT, a canonical decimal (the field reads the user's own number format). */
  amount: string;
  isChecked: boolean;
};

export type TSecondsFormAction =
  | { type: 'symbol'; value: string }
  | { type: 'duration'; value: number }
  | { type: 'amount'; value: string }
  | { type: 'checked' }
  | { type: 'sent' };

/** SPEC §9: the open amount starts at 100 on mobile and at 1 on the desktop. */
export function initialSecondsForm(defaultAmount: string, symbol = 'btcusdt'): TSecondsFormState {
  return { symbol, positionTime: null, amount: defaultAmount, isChecked: false };
}

export function secondsFormReducer(state: TSecondsFormState, action: TSecondsFormAction): TSecondsFormState {
  switch (action.type) {
    case 'symbol':
      return { ...state, symbol: action.value };
    case 'duration':
      return { ...state, positionTime: action.value };
    case 'amount':
      return { ...state, amount: action.value };
    case 'checked':
      return { ...state, isChecked: true };
    case 'sent':
      // The amount stays: a user placing a series keeps the stake they chose.
      return { ...state, isChecked: false };
  }
}

export type TSecondsFormContext = {
  config: TSecondsConfig | undefined;
  /** Available USDT in the contract wallet; undefined while loading or logged out. */
  available: string | undefined;
};

export type TSecondsFormError = { key: TMessageKey; values?: Record<string, string>; field: 'amount' | 'form' };

export type TSecondsSummary = {
  duration: TSecondsDuration | null;
  fee: string | null;
  /** What a win pays on top of the stake (stake × income rate, rounded down). */
  profit: string | null;
  /** What a win returns in all: the stake and the profit. */
  payout: string | null;
  /** What leaves the available balance: stake + fee. */
  cost: string | null;
  /** The share of orders one must win to break even before fees, 1/(1 + income rate), as given by the server. */
  breakEven: string | null;
};

const SCALE = scaleOf(SECONDS_ASSET);
const MIN_UNITS = parseUnits(SECONDS_MIN_INPUT, SCALE)!;

/** The duration in force: the chosen one if offered, else the first. */
export function durationOf(state: Pick<TSecondsFormState, 'positionTime'>, config: TSecondsConfig | undefined): TSecondsDuration | null {
  if (!config || config.durations.length === 0) return null;
  return config.durations.find((d) => d.second === state.positionTime) ?? config.durations[0];
}

function stakeUnits(amount: string): bigint | null {
  const read = readAmountOf(amount, SECONDS_ASSET);
  return read.units !== undefined && read.units >= MIN_UNITS ? read.units : null;
}

export function secondsSummary(state: TSecondsFormState, ctx: TSecondsFormContext): TSecondsSummary {
  const duration = durationOf(state, ctx.config);
  const stake = stakeUnits(state.amount);
  const feePpm = ctx.config ? rateToPpm(ctx.config.feeRate) : null;
  const incomePpm = duration ? rateToPpm(duration.incomeRate) : null;
  const none: TSecondsSummary = { duration, fee: null, profit: null, payout: null, cost: null, breakEven: duration?.breakEvenWinRate ?? null };
  if (stake === null || feePpm === null || incomePpm === null) return none;
  const fee = feeOf(stake, feePpm);
  const profit = secondsPayoutMax(stake, incomePpm);
  const show = (units: bigint) => formatUnits(units, SCALE);
  return { ...none, fee: show(fee), profit: show(profit), payout: show(stake + profit), cost: show(stake + fee) };
}

/**
 * The rules the order breaks, in SPEC §5's order and with the server's messages: the amount present
 * and at least 0.00001 ("enter open amount"), readable, not below the duration's minimum ("below
 * the minimum limit") nor above its maximum; then a fresh index price for the market, the house's
 * room for what a win would pay, and the balance (stake + fee).
 */
export function secondsErrors(state: TSecondsFormState, ctx: TSecondsFormContext): TSecondsFormError[] {
  const errors: TSecondsFormError[] = [];
  const add = (key: TMessageKey, field: TSecondsFormError['field'], values?: Record<string, string>) => errors.push(values ? { key, field, values } : { key, field });
  const read = readAmountOf(state.amount, SECONDS_ASSET);
  const duration = durationOf(state, ctx.config);
  if (read.problem === 'enterAmount' || (read.units !== undefined && read.units < MIN_UNITS)) add('secondsEnterAmount', 'amount');
  else if (read.problem) add(read.problem, 'amount');
  else if (duration) {
    const min = parseUnits(duration.openAmountMin, SCALE);
    const max = parseUnits(duration.openAmountMax, SCALE);
    if (min !== null && read.units < min) add('secondsBelowMin', 'amount', { min: duration.openAmountMin });
    else if (max !== null && read.units > max) add('secondsAboveMax', 'amount', { max: duration.openAmountMax });
  }
  const market = ctx.config?.markets.find((m) => m.symbol === state.symbol);
  if (ctx.config && market && market.price === '') add('contractNoPrice', 'form', { symbol: `${market.baseCoin}/${market.quoteCoin}` });
  const summary = secondsSummary(state, ctx);
  if (ctx.config && summary.profit !== null) {
    const room = (parseUnits(ctx.config.houseBalance, SCALE) ?? 0n) - (parseUnits(ctx.config.houseExposure, SCALE) ?? 0n);
    if (parseUnits(summary.profit, SCALE)! > room) add('secondsHouseCover', 'form');
  }
  const available = ctx.available === undefined ? null : parseUnits(ctx.available, SCALE);
  if (available !== null && summary.cost !== null && parseUnits(summary.cost, SCALE)! > available) add('insufficientBalance', 'amount');
  return errors;
}

export function secondsFieldError(state: TSecondsFormState, errors: TSecondsFormError[], field: TSecondsFormError['field']): TSecondsFormError | null {
  return state.isChecked ? errors.find((e) => e.field === field) ?? null : null;
}

/** The request for a checked form and a direction (tradeType 0 up, 1 down). */
export function secondsRequestOf(state: TSecondsFormState, ctx: TSecondsFormContext, direction: 'up' | 'down'): TSecondsCreateInput | null {
  const duration = durationOf(state, ctx.config);
  const market = ctx.config?.markets.find((m) => m.symbol === state.symbol);
  if (!duration || !market) return null;
  return { openAmount: state.amount.trim(), baseCoin: market.baseCoin, quoteCoin: market.quoteCoin, positionTime: duration.second, tradeType: direction === 'up' ? 0 : 1 };
}

/** Seconds left until an order's expiry (0 once past), for its countdown. */
export function secondsLeft(expiryTime: number, now: number): number {
  return Math.max(0, Math.ceil((expiryTime - now) / 1000));
}

/**
 * The break-even win rate (a fraction such as "0.555556", as getConfig gives it) as a percent with
 * two decimals, rounded UP: it is a threshold one must exceed, and the risk disclosure the server
 * serves rounds it the same way (55.56 % for a payout rate of 0.8).
 */
export function breakEvenPercent(fraction: string): string {
  const units = parseUnits(fraction, 10);
  if (units === null) return '';
  // Percent with two decimals = fraction × 10^4, in units of 10^-10: divide by 10^6, rounding up.
  const hundredths = (units + 999_999n) / 1_000_000n;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
