import { decimalsOf, formatUnits, parseUnits, pow10, readAmount } from '@exchange/contracts';
import type { TFlashCoin, TFlashQuote, TFlashQuoteInput } from './flash-api';

/**
 * The flash exchange form as data (STYLE.md, the dYdX model): input state and a reducer, a summary
 * (the quote's receive, price both ways, route, fees, what is left over, the seconds of validity
 * left) and an errors function, with no UI in it. One hook (use-flash-form.ts) serves the desktop
 * converter and the mobile one. Amounts are compared exactly, as bigint units, never as numbers.
 */
export type TFlashFormState = {
  from: string;
  to: string;
  /** The amount of `from` as the API takes it ("0.5"), '' while empty; anything else is unreadable text. */
  amount: string;
  /** Set once the user tried to convert: "enter an amount" shows beside the field from then on. */
  isChecked: boolean;
};

export type TFlashFormAction =
  | { type: 'from'; coin: string }
  | { type: 'to'; coin: string }
  | { type: 'swap' }
  | { type: 'amount'; value: string }
  | { type: 'max'; available: string; decimals: number }
  | { type: 'coins'; coins: string[] }
  | { type: 'checked' }
  | { type: 'done' };

/** Every conversion touches USDT or goes through it: the natural first pair is USDT to the first coin. */
export const FLASH_HUB = 'USDT';

export function initialFlashForm(initial: { from?: string; to?: string } = {}): TFlashFormState {
  const from = (initial.from ?? FLASH_HUB).toUpperCase();
  const to = (initial.to ?? (from === FLASH_HUB ? '' : FLASH_HUB)).toUpperCase();
  return { from, to: to === from ? '' : to, amount: '', isChecked: false };
}

export function flashFormReducer(state: TFlashFormState, action: TFlashFormAction): TFlashFormState {
  switch (action.type) {
    case 'from':
      // Picking the other side's coin swaps the two, so the pair never becomes X → X.
      return action.coin === state.to ? { ...state, from: action.coin, to: state.from } : { ...state, from: action.coin };
    case 'to':
      return action.coin === state.from ? { ...state, to: action.coin, from: state.to } : { ...state, to: action.coin };
    case 'swap':
      return { ...state, from: state.to, to: state.from };
    case 'amount':
      return { ...state, amount: action.value.trim() };
    case 'max':
      return { ...state, amount: maxAmount(action.available, action.decimals) };
    case 'coins': {
      // Coins the server does not convert are replaced by the first ones it does.
      const list = action.coins;
      if (list.length === 0) return state;
      const from = list.includes(state.from) ? state.from : list[0];
      const to = list.includes(state.to) && state.to !== from ? state.to : (list.find((c) => c !== from) ?? '');
      return from === state.from && to === state.to ? state : { ...state, from, to };
    }
    case 'checked':
      return { ...state, isChecked: true };
    case 'done':
      return { ...state, amount: '', isChecked: false };
  }
}

/** The scale amounts are compared at: finer than any coin's decimals (at most 18). */
const CMP = 18;
const PLAIN = /^\d+(\.\d+)?$/;

/** A plain decimal as units of CMP decimals; null for anything else. */
function exact(text: string): bigint | null {
  return PLAIN.test(text) && decimalsOf(text) <= CMP ? parseUnits(text, CMP) : null;
}

/** The most of a balance a conversion can give: cut (never rounded) to the coin's decimals. */
export function maxAmount(available: string, decimals: number): string {
  const units = exact(available.trim());
  if (units === null || units <= 0n) return '0';
  return formatUnits(units / pow10(CMP - decimals), decimals);
}

/** Whether two decimal strings are the same amount ("0.10" and "0.1" are). */
export function sameAmount(a: string, b: string): boolean {
  const x = exact(a);
  return x !== null && x === exact(b);
}

/**
 * a ÷ b cut (never rounded) to 8 significant decimals: 8 after the point for a ratio of 1 or more,
 * else 8 after its leading zeros (0.000012345678 for a coin worth little). Null when b is 0.
 */
export function ratio(a: string, b: string): string | null {
  const x = exact(a);
  const y = exact(b);
  if (x === null || y === null || y === 0n) return null;
  const wide = 36;
  const text = formatUnits((x * pow10(wide)) / y, wide);
  const [whole, fraction = ''] = text.split('.');
  const zeros = whole === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0;
  const cut = fraction.slice(0, zeros + 8).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole;
}

export type TFlashFailure = { input: TFlashQuoteInput; reason: string | null; message: string };

export type TFlashFormContext = {
  /** The coins the server converts; undefined while loading. */
  coins: TFlashCoin[] | undefined;
  /** The coin wallet's available balance of `from`; undefined while loading. */
  available: string | undefined;
  /** The last quote received (it may be for other inputs than the form's now). */
  quote: TFlashQuote | null;
  /** When that quote was asked for, by this clock: its validity counts from there (never from the server's clock). */
  quotedAt: number | null;
  /** The server's refusal of the last quote asked for, with the inputs it was for. */
  failure: TFlashFailure | null;
  isQuoting: boolean;
  isExecuting: boolean;
  now: number;
};

export type TFlashField = 'from' | 'to' | 'amount' | 'quote';

/**
 * A problem as data: an i18next key (server messages under `msg:`) and its values, or the server's
 * own `message` already in the user's language; and the field it belongs to.
 */
export type TFlashFormError = { key: string; values?: Record<string, string>; message?: string; field: TFlashField };

export function coinOf(coins: TFlashCoin[] | undefined, currency: string): TFlashCoin | undefined {
  return coins?.find((c) => c.currency === currency);
}

/**
 * The rules checked before a quote is asked for, in the server's order and with its messages: both
 * coins convertible and different; an amount present, a plain decimal with at most the coin's
 * decimals, within the maximum, at least the coin's minimum; then the balance.
 */
export function flashInputErrors(state: TFlashFormState, ctx: Pick<TFlashFormContext, 'coins' | 'available'>): TFlashFormError[] {
  const errors: TFlashFormError[] = [];
  const add = (key: string, field: TFlashField, values?: Record<string, string>) => errors.push(values ? { key, field, values } : { key, field });
  const from = coinOf(ctx.coins, state.from);
  if (ctx.coins && !from) add('msg:flashPairNotSupported', 'from');
  if (ctx.coins && !coinOf(ctx.coins, state.to)) add('msg:flashPairNotSupported', 'to');
  else if (state.from === state.to) add('msg:flashSameCoin', 'to');
  const text = state.amount;
  if (text === '') add('msg:enterExchangeAmount', 'amount');
  else if (!PLAIN.test(text)) add('msg:invalidAmount', 'amount');
  else if (from && decimalsOf(text) > from.decimals) add('flash.error.decimals', 'amount', { decimals: String(from.decimals), coin: from.currency });
  else {
    const read = readAmount(text, from?.decimals ?? CMP);
    const units = exact(text) ?? 0n;
    if (read.problem === 'amountAboveMaximum') add('msg:amountAboveMaximum', 'amount');
    else if (units === 0n) add('msg:invalidAmount', 'amount');
    else if (from && units < (exact(from.minAmount) ?? 0n)) add('msg:belowMinimumLimit', 'amount', { min: from.minAmount, coin: from.currency });
    else if (ctx.available !== undefined && units > (exact(ctx.available) ?? 0n)) add('msg:insufficientBalance', 'amount');
  }
  return errors;
}

/** The quote request of inputs without problems, else null (nothing is asked for). */
export function flashQuoteRequest(state: TFlashFormState, ctx: Pick<TFlashFormContext, 'coins' | 'available'>): TFlashQuoteInput | null {
  if (!ctx.coins || flashInputErrors(state, ctx).length > 0) return null;
  return { from: state.from, to: state.to, amount: state.amount };
}

function isFor(input: TFlashQuoteInput, state: TFlashFormState): boolean {
  return input.from === state.from && input.to === state.to && sameAmount(input.amount, state.amount);
}

/** The quote when it is for the form's inputs as they stand (a quote for other inputs is never shown). */
export function currentQuote(state: TFlashFormState, ctx: Pick<TFlashFormContext, 'quote'>): TFlashQuote | null {
  const quote = ctx.quote;
  return quote && isFor(quote, state) ? quote : null;
}

/** Every problem: the inputs', then the server's refusal of the quote for these inputs. */
export function flashErrors(state: TFlashFormState, ctx: TFlashFormContext): TFlashFormError[] {
  const errors = flashInputErrors(state, ctx);
  if (errors.length === 0 && ctx.failure && isFor(ctx.failure.input, state) && !currentQuote(state, ctx)) {
    errors.push({ key: 'msg:error', message: ctx.failure.message, field: 'quote' });
  }
  return errors;
}

export type TFlashSummary = {
  fromCoin: TFlashCoin | undefined;
  toCoin: TFlashCoin | undefined;
  /** The quote for the inputs as they stand, expired or not; null while there is none. */
  quote: TFlashQuote | null;
  /** What the books give now (the quote's expected receive): the figure shown under "To". */
  receive: string | null;
  /** The least the quote promises: `receive` less the tolerance. */
  minReceive: string | null;
  /** How far the market may move against the quote, in hundredths of a percent. */
  toleranceBps: number;
  /** `to` for one `from` (the server's figure). */
  price: string | null;
  /** `from` for one `to`: amount ÷ receive, cut to 8 significant decimals. */
  inversePrice: string | null;
  route: string[];
  fees: TFlashQuote['fees'];
  left: TFlashQuote['left'];
  /** Whole seconds of validity left, counted up (9.2 s reads 10); 0 once expired or without a quote. */
  secondsLeft: number;
  /** The share of the validity left, 0 … 1 (the countdown ring). */
  progress: number;
  isExpired: boolean;
  /** Time to ask for the next quote: its last FLASH_RENEW_BEFORE_MS, so that the one shown never runs out. */
  isRenewDue: boolean;
};

/** A quote is renewed this long before it runs out (a Confirm in its last moment would find it expired). */
export const FLASH_RENEW_BEFORE_MS = 2_000;

export function flashSummary(state: TFlashFormState, ctx: TFlashFormContext): TFlashSummary {
  const quote = currentQuote(state, ctx);
  const base = { fromCoin: coinOf(ctx.coins, state.from), toCoin: coinOf(ctx.coins, state.to) };
  if (!quote) {
    return { ...base, quote, receive: null, minReceive: null, toleranceBps: 0, price: null, inversePrice: null, route: [], fees: [], left: [], secondsLeft: 0, progress: 0, isExpired: false, isRenewDue: false };
  }
  const msLeft = Math.max(0, (ctx.quotedAt ?? 0) + quote.validMs - ctx.now);
  return {
    ...base,
    quote,
    receive: quote.expected,
    minReceive: quote.receive,
    toleranceBps: quote.toleranceBps,
    price: quote.price,
    inversePrice: ratio(quote.amount, quote.expected),
    route: quote.route,
    fees: quote.fees,
    left: quote.left,
    secondsLeft: Math.ceil(msLeft / 1000),
    progress: Math.min(1, msLeft / quote.validMs),
    isExpired: msLeft <= 0,
    isRenewDue: msLeft <= FLASH_RENEW_BEFORE_MS,
  };
}

export type TFlashButtons = {
  /** "Max": a balance to give. */
  canMax: boolean;
  /** Refresh: inputs that can be quoted, and no quote on its way. */
  canRefresh: boolean;
  /** Convert (and the confirm dialog's Confirm): a live quote for exactly these inputs, nothing under way. */
  canConvert: boolean;
};

export function flashButtons(state: TFlashFormState, ctx: TFlashFormContext): TFlashButtons {
  const from = coinOf(ctx.coins, state.from);
  const summary = flashSummary(state, ctx);
  return {
    canMax: Boolean(from) && ctx.available !== undefined && (exact(maxAmount(ctx.available, from?.decimals ?? 0)) ?? 0n) > 0n,
    canRefresh: flashQuoteRequest(state, ctx) !== null && !ctx.isQuoting && !ctx.isExecuting,
    canConvert: flashErrors(state, ctx).length === 0 && summary.quote !== null && !summary.isExpired && !ctx.isQuoting && !ctx.isExecuting,
  };
}

/**
 * The problem to show beside a field: the amount's at once once something is typed ("enter an
 * amount" only after a try), the coins' and the quote's always.
 */
export function flashFieldError(state: TFlashFormState, errors: TFlashFormError[], field: TFlashField): TFlashFormError | null {
  const found = errors.find((e) => e.field === field) ?? null;
  if (field === 'amount' && found?.key === 'msg:enterExchangeAmount' && !state.isChecked) return null;
  return found;
}
