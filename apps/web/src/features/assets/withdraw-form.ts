import type { TChain } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { amountError, fundPasswordInputError } from './amount-rules';
import type { TAddressEntry, TWithdrawInput } from './assets-types';
import { withdrawQuote } from './withdraw-math';
import { codeError, type TProofCodeMode } from '../two-factor/code-mode';

/**
 * The withdrawal form as data (STYLE.md, the dYdX model): input state and a reducer, a summary and
 * an errors function, with no UI in it. One hook (use-withdraw-form.ts) serves the mobile and the
 * desktop views. Two steps: `edit` (address, amount, note), then `confirm` (the summary the user
 * checks, then the code and the fund password, then send).
 */
export type TWithdrawStep = 'edit' | 'confirm';

export type TWithdrawFormState = {
  step: TWithdrawStep;
  /** The chosen address-book entry; null: the newest entry of the book. */
  addressId: number | null;
  amount: string;
  remark: string;
  code: string;
  fundPwd: string;
  /** Set by a try to go on: from then on, the errors of the step are shown beside their fields. */
  isChecked: boolean;
};

export const INITIAL_WITHDRAW_FORM: TWithdrawFormState = {
  step: 'edit',
  addressId: null,
  amount: '',
  remark: '',
  code: '',
  fundPwd: '',
  isChecked: false,
};

export type TWithdrawAction =
  | { type: 'address'; id: number }
  | { type: 'amount' | 'remark' | 'code' | 'fundPwd'; value: string }
  /** Go on from `edit` to `confirm` when the edit step has no error; else mark the step checked. */
  | { type: 'review'; isValid: boolean }
  | { type: 'back' }
  /** A send the server refused: the fund password is typed again (the server's message says why). */
  | { type: 'failed' }
  /** A new coin or network, or a send that succeeded: everything starts over. */
  | { type: 'reset' };

/** Fields of the form that an error can concern. */
export type TWithdrawField = 'fundPassword' | 'address' | 'amount' | 'code' | 'fundPwd';

/** A rule the form breaks, as data (a code, the field, the step where it stops the user). */
export type TWithdrawError = { key: TMessageKey; field: TWithdrawField; step: TWithdrawStep };

/** What the rest of the world tells the form: the chain, the balance, the book, the profile. */
export type TWithdrawContext = {
  currency: string;
  chain: TChain;
  scale: number;
  /** Available coin balance; undefined while loading (the server checks it anyway). */
  available: string | undefined;
  entries: TAddressEntry[];
  /** False once the profile says no fund password is set; true while unknown. */
  hasFundPassword: boolean;
  /**
   * Which code the confirmation asks for: sent by e-mail or SMS (the default), or with two-factor
   * log-in on the authenticator's (`totp`) or a recovery code.
   */
  codeMode?: TProofCodeMode;
};

/** What is shown on the confirmation step, all as the server will book it (docs/api.md §3.14). */
export type TWithdrawSummary = {
  currency: string;
  chain: string;
  address: string;
  /** The memo/tag on EOS and XRP (the entry's remark), else ''. */
  memo: string;
  remark: string;
  amount: string;
  fee: string;
  arrival: string;
  total: string;
};

export function withdrawFormReducer(state: TWithdrawFormState, action: TWithdrawAction): TWithdrawFormState {
  switch (action.type) {
    case 'address':
      return { ...state, addressId: action.id, step: 'edit' };
    case 'amount':
    case 'remark':
    case 'code':
    case 'fundPwd':
      return { ...state, [action.type]: action.value };
    case 'review':
      return action.isValid ? { ...state, step: 'confirm', isChecked: false } : { ...state, isChecked: true };
    case 'back':
      return { ...state, step: 'edit', fundPwd: '', isChecked: false };
    case 'failed':
      return { ...state, fundPwd: '' };
    case 'reset':
      return INITIAL_WITHDRAW_FORM;
  }
}

/** The chosen entry, or the newest one: after adding an address the user comes back to it chosen. */
export function chosenAddress(state: Pick<TWithdrawFormState, 'addressId'>, entries: TAddressEntry[]): TAddressEntry | undefined {
  return entries.find((e) => e.id === state.addressId) ?? (state.addressId === null ? entries[0] : undefined);
}

/**
 * Every rule the form breaks, in the server's order (so the message is the one the server would
 * give): fund password set, address, amount (edit step), then fund password and code (confirm step).
 */
export function withdrawErrors(state: TWithdrawFormState, ctx: TWithdrawContext): TWithdrawError[] {
  const errors: TWithdrawError[] = [];
  const add = (key: TMessageKey | null, field: TWithdrawField, step: TWithdrawStep) => key && errors.push({ key, field, step });
  add(ctx.hasFundPassword ? null : 'fundPasswordNotSet', 'fundPassword', 'edit');
  add(chosenAddress(state, ctx.entries) ? null : 'addressNotInBook', 'address', 'edit');
  const { chain } = ctx;
  const limits = { scale: ctx.scale, min: chain.withdrawMin, max: chain.withdrawMax, available: ctx.available, fee: chain.withdrawFee };
  add(amountError(state.amount, limits), 'amount', 'edit');
  add(fundPasswordInputError(state.fundPwd), 'fundPwd', 'confirm');
  add(codeError(ctx.codeMode ?? 'email', state.code), 'code', 'confirm');
  return errors;
}

/** The first error that stops the user on a step (edit: only the edit step's; confirm: all). */
export function firstWithdrawError(errors: TWithdrawError[], step: TWithdrawStep): TWithdrawError | undefined {
  return errors.find((e) => step === 'confirm' || e.step === 'edit');
}

/** The error of a field, once the step was checked (shown beside the field). */
export function fieldError(state: TWithdrawFormState, errors: TWithdrawError[], field: TWithdrawField): TMessageKey | null {
  if (!state.isChecked) return null;
  return errors.find((e) => e.field === field && (state.step === 'confirm' || e.step === 'edit'))?.key ?? null;
}

/** The summary of the confirmation step, or null while the address or the amount is not valid yet. */
export function withdrawSummary(state: TWithdrawFormState, ctx: TWithdrawContext): TWithdrawSummary | null {
  const entry = chosenAddress(state, ctx.entries);
  const quote = withdrawQuote(state.amount, ctx.chain, ctx.scale);
  if (!entry || !quote) return null;
  return {
    currency: ctx.currency,
    chain: ctx.chain.chain,
    address: entry.address,
    memo: ctx.chain.needsMemo ? entry.remark : '',
    remark: state.remark.trim(),
    ...quote,
  };
}

/** The request the confirm step sends (amount as typed, code and fund password trimmed). */
export function withdrawRequestOf(state: TWithdrawFormState, summary: TWithdrawSummary): TWithdrawInput {
  return {
    currency: summary.currency,
    chain: summary.chain,
    address: summary.address,
    amount: summary.amount,
    remark: summary.remark,
    code: state.code.trim(),
    fundPwd: state.fundPwd.trim(),
  };
}
