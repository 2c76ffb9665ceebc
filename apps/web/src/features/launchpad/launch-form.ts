import { divCeil, formatUnits, LAUNCH_QUOTE, LIMITS, parseUnits, pow10, readAmount, scaleOf, type TLaunchProject } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import type { TLaunchSubscribeInput } from './launch-api';

/**
 * The subscription form of a new-coin project as data (STYLE.md, the dYdX model): input state and a
 * reducer, a summary (the commitment, the limit left, the most tokens it buys, the pool's
 * oversubscription and an estimate of the allocation and refund) and an errors function, with no UI
 * in it. One hook (use-launch-subscribe.ts) serves the desktop and the mobile screens. The
 * arithmetic is the server's rule (launchpad/calls.ts) in exact bigint units: tokens bought at most
 * = floor(amount / price) at the token's scale; a cost is rounded up and never above the commitment.
 */
export type TLaunchFormState = {
  /** USDT to commit now, a canonical decimal (the field reads the user's own number format). */
  amount: string;
  fundPwd: string;
  isChecked: boolean;
};

export type TLaunchFormAction =
  | { type: 'amount'; value: string }
  | { type: 'fundPwd'; value: string }
  | { type: 'checked' }
  | { type: 'sent' };

export const initialLaunchForm = (amount = ''): TLaunchFormState => ({ amount, fundPwd: '', isChecked: false });

export function launchFormReducer(state: TLaunchFormState, action: TLaunchFormAction): TLaunchFormState {
  switch (action.type) {
    case 'amount':
      return { ...state, amount: action.value };
    case 'fundPwd':
      return { ...state, fundPwd: action.value };
    case 'checked':
      return { ...state, isChecked: true };
    case 'sent':
      // A commitment made: the form starts again (the password is never kept).
      return initialLaunchForm();
  }
}

export type TLaunchFormContext = {
  project: TLaunchProject | undefined;
  /** USDT the user already committed to this project; undefined while loading or logged out. */
  mine: string | undefined;
  /** Available USDT in the coin wallet; undefined while loading or logged out. */
  available: string | undefined;
  /** Whether the user has a fund password; undefined while unknown (not refused then). */
  hasFundPassword: boolean | undefined;
  now: number;
};

export type TLaunchField = 'amount' | 'fundPwd' | 'form';
export type TLaunchFormError = { key: TMessageKey; field: TLaunchField; values?: Record<string, string> };

export type TLaunchEstimate = {
  /** Tokens the user's whole commitment (earlier ones and this) would get if the pool stayed as it is now with this one added. */
  tokens: string;
  /** What they would cost, rounded up (USDT). */
  cost: string;
  /** What would come back: the whole commitment less the cost (USDT). */
  refund: string;
  /** The pool with this commitment would be above the hard cap: the allocation is pro rata. */
  isProRata: boolean;
};

export type TLaunchSummary = {
  /** This commitment (USDT), or null while the amount is not a readable positive one. */
  commitment: string | null;
  /** USDT committed before this one. */
  committedBefore: string;
  /** How much more the user may commit: the buy limit less their commitments. */
  limitLeft: string;
  /** The most this commitment can be now: the limit left, and the available balance when known. */
  maxAmount: string;
  /** The most tokens this commitment buys: floor(amount / price) at the token's scale. */
  maxTokens: string | null;
  /** The pool now: committed ÷ hard cap, two decimals cut (e.g. "2.35"); null when the hard cap is 0. */
  ratio: string | null;
  /** The estimate of the allocation and refund (labelled as such: the pool moves until the end). */
  estimate: TLaunchEstimate | null;
};

const USDT_SCALE = scaleOf(LAUNCH_QUOTE);

/** The project's price as integer units of a scale at least USDT's, so that token maths stay exact. */
function priceOf(project: TLaunchProject): { units: bigint; scale: number } | null {
  const scale = Math.max(USDT_SCALE, project.price.split('.')[1]?.length ?? 0);
  const units = parseUnits(project.price, scale);
  return units === null || units <= 0n ? null : { units, scale };
}

/** Token units that `usdt` (USDT units) buys at most: floor(usdt / price) at the token's scale. */
export function tokensFor(usdt: bigint, project: TLaunchProject): bigint {
  const price = priceOf(project);
  if (!price) return 0n;
  return (usdt * pow10(project.scale) * pow10(price.scale)) / (price.units * pow10(USDT_SCALE));
}

/** USDT units that `tokens` (token units) cost: tokens × price, rounded up. */
export function costOf(tokens: bigint, project: TLaunchProject): bigint {
  const price = priceOf(project);
  if (!price) return 0n;
  return divCeil(tokens * price.units * pow10(USDT_SCALE), pow10(project.scale) * pow10(price.scale));
}

const usdt = (text: string | undefined): bigint => (text === undefined ? 0n : (parseUnits(text, USDT_SCALE) ?? 0n));
const show = (units: bigint) => formatUnits(units, USDT_SCALE);
const max0 = (units: bigint) => (units < 0n ? 0n : units);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The user's allocation if the pool stood at `pool` (USDT units, their commitment in it) with
 * `total` of it theirs: everything it buys when the pool is at most the hard cap; otherwise a share
 * of the supply pro rata to the commitment, never more than it buys. (The server places the whole
 * units left over by largest remainder: this estimate may be a unit under, never over.)
 */
export function allocationEstimate(total: bigint, pool: bigint, project: TLaunchProject): TLaunchEstimate {
  const hardCap = usdt(project.hardCap);
  const supply = parseUnits(project.supply, project.scale) ?? 0n;
  const buys = tokensFor(total, project);
  const isProRata = pool > hardCap;
  const tokens = isProRata && pool > 0n ? min((supply * total) / pool, buys) : buys;
  const cost = min(costOf(tokens, project), total);
  return { tokens: formatUnits(tokens, project.scale), cost: show(cost), refund: show(total - cost), isProRata };
}

/** Pool ÷ hard cap with two decimals, cut ("0.5", "2.35"); null when the hard cap is 0. */
export function oversubscription(committed: string, hardCap: string): string | null {
  const cap = usdt(hardCap);
  if (cap <= 0n) return null;
  return formatUnits((usdt(committed) * 100n) / cap, 2);
}

/** The pool's progress as a percent of the hard cap for a bar: 0…100, two decimals cut. */
export function poolPercent(committed: string, hardCap: string): number {
  const cap = usdt(hardCap);
  if (cap <= 0n) return 0;
  const hundredths = min((usdt(committed) * 10_000n) / cap, 10_000n);
  return Number(hundredths) / 100;
}

export function launchSummary(state: TLaunchFormState, ctx: TLaunchFormContext): TLaunchSummary {
  const { project } = ctx;
  const before = usdt(ctx.mine);
  const read = readAmount(state.amount, USDT_SCALE);
  const amount = read.units !== undefined && read.units > 0n ? read.units : null;
  if (!project) return { commitment: amount === null ? null : show(amount), committedBefore: show(before), limitLeft: '0', maxAmount: '0', maxTokens: null, ratio: null, estimate: null };
  const limitLeft = max0(usdt(project.buyLimit) - before);
  const available = ctx.available === undefined ? null : usdt(ctx.available);
  const maxAmount = available === null ? limitLeft : min(limitLeft, max0(available));
  return {
    commitment: amount === null ? null : show(amount),
    committedBefore: show(before),
    limitLeft: show(limitLeft),
    maxAmount: show(maxAmount),
    maxTokens: amount === null ? null : formatUnits(tokensFor(amount, project), project.scale),
    ratio: oversubscription(project.committed, project.hardCap),
    estimate: amount === null ? null : allocationEstimate(before + amount, usdt(project.committed) + amount, project),
  };
}

/** Whether the project takes commitments now: in its window by its times and its state. */
export function isWindowOpen(project: TLaunchProject, now: number): boolean {
  return project.state === 'subscribing' && now >= project.startTime && now < project.endTime;
}

/**
 * The rules a commitment breaks, in the server's order and with its messages: the window, a fund
 * password set, the amount (present, readable, at least the minimum, within the limit left, within
 * the balance), then the fund password typed (6 digits).
 */
export function launchErrors(state: TLaunchFormState, ctx: TLaunchFormContext): TLaunchFormError[] {
  const errors: TLaunchFormError[] = [];
  const add = (key: TMessageKey, field: TLaunchField, values?: Record<string, string>) => errors.push(values ? { key, field, values } : { key, field });
  const { project } = ctx;
  if (project && !isWindowOpen(project, ctx.now)) add('launchNotOpen', 'form');
  if (ctx.hasFundPassword === false) add('fundPasswordNotSet', 'fundPwd');
  const read = readAmount(state.amount, USDT_SCALE);
  if (read.problem) add(read.problem, 'amount');
  else if (read.units === 0n) add('enterAmount', 'amount');
  else if (project) {
    const summary = launchSummary(state, ctx);
    if (read.units < usdt(project.minCommit)) add('launchBelowMinimum', 'amount', { min: project.minCommit });
    else if (read.units > usdt(summary.limitLeft)) add('launchAboveLimit', 'amount', { limit: summary.limitLeft });
    else if (ctx.available !== undefined && read.units > usdt(ctx.available)) add('insufficientBalance', 'amount');
  }
  if (ctx.hasFundPassword !== false) {
    const pwd = state.fundPwd.trim();
    if (!pwd) add('enterFundPassword', 'fundPwd');
    else if (!new RegExp(`^\\d{${LIMITS.tradePasswordLength}}$`).test(pwd)) add('fundPasswordError', 'fundPwd');
  }
  return errors;
}

/** The error shown beside a field: only after a try. */
export function launchFieldError(state: TLaunchFormState, errors: TLaunchFormError[], field: TLaunchField): TLaunchFormError | null {
  return state.isChecked ? (errors.find((e) => e.field === field) ?? null) : null;
}

/** The request of a form (the amount as typed, trimmed; the password trimmed). */
export function launchRequestOf(state: TLaunchFormState, project: TLaunchProject): TLaunchSubscribeInput {
  return { id: project.id, amount: state.amount.trim(), fundPwd: state.fundPwd.trim() };
}

/** What a countdown on a project counts to, by its state: the start, the end, the unlock, or nothing. */
export function countdownOf(project: Pick<TLaunchProject, 'state' | 'startTime' | 'endTime' | 'unlockTime'>): { kind: 'start' | 'end' | 'unlock'; at: number } | null {
  switch (project.state) {
    case 'upcoming':
      return { kind: 'start', at: project.startTime };
    case 'subscribing':
      return { kind: 'end', at: project.endTime };
    case 'locked':
      return { kind: 'unlock', at: project.unlockTime };
    default:
      return null;
  }
}

/** A time left as days, hours, minutes and seconds (0 once past). */
export function timeLeft(at: number, now: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.ceil((at - now) / 1000));
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** A stable hue for a token badge drawn from its symbol (no logo image). */
export function badgeHue(symbol: string): number {
  let hash = 0;
  for (const ch of symbol.toUpperCase()) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}
