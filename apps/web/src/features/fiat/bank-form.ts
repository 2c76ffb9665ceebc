import { bankDetailsProblem, LIMITS, normalizeBankDetails, type TBankDetailsInput } from '@exchange/contracts';
import type { TBankDetails, TBankDetailsSave } from './fiat-api';

/**
 * The bank payout details form as data (SPEC §3 "Bank payout details"): the bank part (account,
 * holder, bank, IFSC) and the UPI part (UPI id, holder), each whole or empty, and the fund password.
 * Its rules are the server's own (bankDetailsProblem, the shared rules), so the form refuses exactly
 * what the server refuses, with the same message beside the field concerned.
 */
export type TBankField = keyof TBankDetailsInput | 'fundPwd';
export type TBankFormState = TBankDetailsInput & { fundPwd: string; isChecked: boolean };
export type TBankFormError = { key: string; field: TBankField };

export const EMPTY_BANK_FORM: TBankFormState = { account: '', name: '', bankName: '', ifsc: '', upiAccount: '', upiName: '', fundPwd: '', isChecked: false };

/** The form filled from saved details (the fund password is never kept). */
export function bankFormOf(details: TBankDetails | null | undefined): TBankFormState {
  if (!details) return EMPTY_BANK_FORM;
  const { account, name, bankName, ifsc, upiAccount, upiName } = details;
  return { account, name, bankName, ifsc, upiAccount, upiName, fundPwd: '', isChecked: false };
}

/** The rules the details break: the server's first problem of the details, then the fund password. */
export function bankFormErrors(state: TBankFormState, bankCodes: readonly string[], hasFundPassword: boolean): TBankFormError[] {
  const errors: TBankFormError[] = [];
  const problem = bankDetailsProblem(state, bankCodes);
  if (problem) errors.push({ key: `msg:${problem.key}`, field: problem.field });
  if (!hasFundPassword) errors.push({ key: 'msg:fundPasswordNotSet', field: 'fundPwd' });
  else if (state.fundPwd.trim() === '') errors.push({ key: 'msg:enterFundPassword', field: 'fundPwd' });
  else if (!new RegExp(`^\\d{${LIMITS.tradePasswordLength}}$`).test(state.fundPwd.trim())) errors.push({ key: 'msg:fundPasswordError', field: 'fundPwd' });
  return errors;
}

export function bankFieldError(state: TBankFormState, errors: TBankFormError[], field: TBankField): TBankFormError | null {
  return state.isChecked ? errors.find((e) => e.field === field) ?? null : null;
}

/** The save request: the details as the server keeps them (normalized), with the fund password. */
export function bankRequestOf(state: TBankFormState): TBankDetailsSave {
  return { ...normalizeBankDetails(state), fundPwd: state.fundPwd.trim() };
}

/** An account number as a saved-details summary shows it: its last 4 digits only. */
export function maskAccount(account: string): string {
  return account.length <= 4 ? account : `•••• ${account.slice(-4)}`;
}

/** A UPI id as a summary shows it: the first 2 characters of the handle, then the provider. */
export function maskUpi(upi: string): string {
  const at = upi.indexOf('@');
  if (at < 0) return upi;
  return `${upi.slice(0, Math.min(2, at))}•••${upi.slice(at)}`;
}
