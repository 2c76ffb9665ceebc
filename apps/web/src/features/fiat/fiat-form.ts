import {
  FIAT_RATE_SCALE,
  fiatAmountOf,
  formatUnits,
  LIMITS,
  parseUnits,
  readUsdtAmount,
  type TFiatChannel,
  type TFiatPlatform,
} from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import type { TBankDetails } from './fiat-api';

/**
 * The quick buy and sell form as data (STYLE.md, the dYdX model): input state and a reducer, a
 * summary (the channel, its rate, the fiat to pay or receive) and an errors function, with no UI in
 * it. One hook (use-fiat-trade.ts) serves the desktop page and the mobile screen. The fiat amount is
 * the server's: fiatAmountOf (rounded up for a buy, down for a sell), from the same shared rules.
 */
export type TFiatSide = 'buy' | 'sell';

export type TFiatFormState = {
  side: TFiatSide;
  platform: TFiatPlatform;
  /** USDT as a canonical decimal ("50", "12.5"), or what an unreadable field hands over. */
  usdtAmount: string;
  fundPwd: string;
  /** Set once the user tried to confirm: errors show beside their fields from then on. */
  isChecked: boolean;
};

export type TFiatFormAction =
  | { type: 'side'; value: TFiatSide }
  | { type: 'platform'; value: TFiatPlatform }
  | { type: 'usdtAmount'; value: string }
  | { type: 'fundPwd'; value: string }
  | { type: 'checked' }
  | { type: 'reset' };

export const INITIAL_FIAT_FORM: TFiatFormState = { side: 'buy', platform: 'UPI', usdtAmount: '', fundPwd: '', isChecked: false };

export function fiatFormReducer(state: TFiatFormState, action: TFiatFormAction): TFiatFormState {
  switch (action.type) {
    case 'side':
      // Another side is another form: the amount stays, the password and the shown errors do not.
      return { ...state, side: action.value, fundPwd: '', isChecked: false };
    case 'platform':
      return { ...state, platform: action.value };
    case 'usdtAmount':
      return { ...state, usdtAmount: action.value.trim() };
    case 'fundPwd':
      return { ...state, fundPwd: action.value };
    case 'checked':
      return { ...state, isChecked: true };
    case 'reset':
      return { ...INITIAL_FIAT_FORM, side: state.side, platform: state.platform };
  }
}

export type TFiatFormContext = {
  channels: readonly TFiatChannel[] | undefined;
  /** USDT's scale (the catalogue's). */
  usdtScale: number;
  /** The coin wallet's available USDT (sell); undefined while loading or logged out. */
  available: string | undefined;
  hasFundPassword: boolean;
  /** The caller's payout details (sell); undefined while loading. */
  payout: TBankDetails | null | undefined;
};

export type TFiatField = 'platform' | 'usdtAmount' | 'fundPwd' | 'form';
/** A problem as data: an i18next key (server messages under `msg:`), its values and the field it belongs to. */
export type TFiatFormError = { key: string; values?: Record<string, string>; field: TFiatField };

export type TFiatSummary = {
  channel: TFiatChannel | undefined;
  /** The channel's rate for the side: fiat per 1 USDT. */
  rate: string | null;
  /** USDT the amount reads as, canonical; null while unreadable. */
  usdt: string | null;
  /** Fiat to pay (buy, rounded up) or to receive (sell, rounded down), in the channel's decimals. */
  fiatAmount: string | null;
};

export function channelOf(channels: readonly TFiatChannel[] | undefined, platform: TFiatPlatform): TFiatChannel | undefined {
  return channels?.find((c) => c.platformEnum === platform);
}

/** The fiat amount of `usdt` (a decimal) at a decimal `rate`, as a decimal in the channel's decimals; null if unreadable. */
export function fiatAmountText(usdt: string, usdtScale: number, channel: TFiatChannel, side: TFiatSide): string | null {
  const units = parseUnits(usdt, usdtScale);
  const rate = parseUnits(side === 'buy' ? channel.buyRate : channel.sellRate, FIAT_RATE_SCALE);
  if (units === null || rate === null) return null;
  return formatUnits(fiatAmountOf(units, usdtScale, rate, channel.fiatDecimals, side), channel.fiatDecimals);
}

export function fiatSummary(state: TFiatFormState, ctx: Pick<TFiatFormContext, 'channels' | 'usdtScale'>): TFiatSummary {
  const channel = channelOf(ctx.channels, state.platform);
  const rate = channel ? (state.side === 'buy' ? channel.buyRate : channel.sellRate) : null;
  const read = readUsdtAmount(state.usdtAmount, ctx.usdtScale);
  const usdt = read.problem === undefined ? formatUnits(read.units, ctx.usdtScale) : null;
  return { channel, rate, usdt, fiatAmount: channel && usdt !== null ? fiatAmountText(usdt, ctx.usdtScale, channel, state.side) : null };
}

const units = (text: string | undefined, scale: number): bigint => (text === undefined ? 0n : parseUnits(text, scale) ?? 0n);

/**
 * The rules the order breaks, in the server's order and with its messages: the channel open for
 * the side; the amount present, at most 2 decimals, within the channel's limits; a buy within what
 * the treasury holds; a sell to payout details of the channel's kind, within the balance, with the
 * fund password.
 */
export function fiatErrors(state: TFiatFormState, ctx: TFiatFormContext): TFiatFormError[] {
  const errors: TFiatFormError[] = [];
  const add = (key: string, field: TFiatField, values?: Record<string, string>) => errors.push(values ? { key, field, values } : { key, field });
  const channel = channelOf(ctx.channels, state.platform);
  if (ctx.channels && !channel) add('msg:fiatChannelNotFound', 'platform');
  else if (channel && !(state.side === 'buy' ? channel.buyEnabled : channel.sellEnabled)) add('msg:fiatChannelOff', 'platform');
  const read = readUsdtAmount(state.usdtAmount, ctx.usdtScale);
  if (read.problem !== undefined) add(`msg:${read.problem satisfies TMessageKey}`, 'usdtAmount');
  else if (channel) {
    if (read.units < units(channel.minUsdt, ctx.usdtScale)) add('msg:fiatBelowMinimum', 'usdtAmount', { min: channel.minUsdt });
    else if (read.units > units(channel.maxUsdt, ctx.usdtScale)) add('msg:fiatAboveMaximum', 'usdtAmount', { max: channel.maxUsdt });
    else if (state.side === 'buy' && read.units > units(channel.treasury, ctx.usdtScale)) add('msg:fiatTreasuryShort', 'usdtAmount');
  }
  if (state.side === 'sell') {
    if (ctx.payout !== undefined && !hasPayoutFor(ctx.payout, state.platform)) add('msg:fiatNoPayoutDetails', 'form');
    if (read.problem === undefined && ctx.available !== undefined && read.units > units(ctx.available, ctx.usdtScale)) add('msg:insufficientBalance', 'usdtAmount');
    if (!ctx.hasFundPassword) add('msg:fundPasswordNotSet', 'fundPwd');
    else if (state.fundPwd.trim() === '') add('msg:enterFundPassword', 'fundPwd');
    else if (!new RegExp(`^\\d{${LIMITS.tradePasswordLength}}$`).test(state.fundPwd.trim())) add('msg:fundPasswordError', 'fundPwd');
  }
  return errors;
}

/** Whether the saved payout details have the part a channel pays to: the bank for BANK_CARD, the UPI id for UPI. */
export function hasPayoutFor(details: TBankDetails | null, platform: TFiatPlatform): boolean {
  if (!details) return false;
  return platform === 'BANK_CARD' ? details.account !== '' : details.upiAccount !== '';
}

/** The problem to show beside a field: only once the user tried to confirm. */
export function fiatFieldError(state: TFiatFormState, errors: TFiatFormError[], field: TFiatField): TFiatFormError | null {
  return state.isChecked ? errors.find((e) => e.field === field) ?? null : null;
}

/** The buy request of a form without errors. */
export function buyRequestOf(state: TFiatFormState, ctx: Pick<TFiatFormContext, 'channels' | 'usdtScale'>) {
  const { channel, usdt } = fiatSummary(state, ctx);
  return channel && usdt !== null ? { cashCoin: channel.fiat, platformEnum: channel.platformEnum, usdtAmount: usdt } : null;
}

/** The sell request of a form without errors. */
export function sellRequestOf(state: TFiatFormState, ctx: Pick<TFiatFormContext, 'channels' | 'usdtScale'>) {
  const { channel, usdt } = fiatSummary(state, ctx);
  return channel && usdt !== null ? { platformEnum: channel.platformEnum, usdtAmount: usdt, fundPwd: state.fundPwd.trim() } : null;
}
