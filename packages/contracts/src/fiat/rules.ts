import type { TMessageKey } from '@exchange/i18n';
import { divCeil, pow10, readAmount, type TAmountRead } from '../money.js';

/**
 * The rules of fiat quick buy and of bank payout details, shared by the server's checks and the web
 * forms, so that a screen refuses exactly what the server refuses, with the same message.
 */

export const BANK_LIMITS = { accountMin: 9, accountMax: 18, nameMin: 2, nameMax: 64, upiMax: 320 } as const;

/** Indian Financial System Code: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id (virtual payment address): handle@provider. */
export const UPI_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z]{2,64}$/;
/** A bank account number: digits only. */
export const ACCOUNT_PATTERN = /^\d{9,18}$/;
/** A transfer reference (UTR or bank reference): letters and digits, 6 to 32. */
export const UTR_PATTERN = /^[A-Za-z0-9]{6,32}$/;
/** A holder's name: letters of any script with marks, spaces and . ' - */
const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'’-]*[\p{L}\p{M}.])?$/u;

/** USDT amounts of fiat orders have at most 2 decimals (what a payment screen shows and a bank can match). */
export const FIAT_USDT_DECIMALS = 2;
/** Rates are kept at 8 decimals (fiat per 1 USDT). */
export const FIAT_RATE_SCALE = 8;

export type TBankDetailsInput = { account: string; name: string; bankName: string; ifsc: string; upiAccount: string; upiName: string };

/** Spaces inside an account number or UPI id are dropped; an IFSC is upper-cased; names are trimmed with single spaces. */
export function normalizeBankDetails(input: TBankDetailsInput): TBankDetailsInput {
  const name = (s: string) => s.trim().replace(/\s+/g, ' ');
  return {
    account: input.account.replace(/\s+/g, ''),
    name: name(input.name),
    bankName: input.bankName.trim(),
    ifsc: input.ifsc.trim().toUpperCase(),
    upiAccount: input.upiAccount.replace(/\s+/g, ''),
    upiName: name(input.upiName),
  };
}

const isName = (s: string) => s.length >= BANK_LIMITS.nameMin && s.length <= BANK_LIMITS.nameMax && NAME_PATTERN.test(s);

/**
 * The first problem of payout details (normalized first), or null. The bank part (account, name,
 * bank, IFSC) and the UPI part (UPI id and name) are each complete or empty, and one at least is
 * given. `bankCodes` are the codes /user/bankcard/getBankNameList answers.
 */
export function bankDetailsProblem(raw: TBankDetailsInput, bankCodes: readonly string[]): { key: TMessageKey; field: keyof TBankDetailsInput } | null {
  const d = normalizeBankDetails(raw);
  const hasBank = Boolean(d.account || d.name || d.bankName || d.ifsc);
  const hasUpi = Boolean(d.upiAccount || d.upiName);
  if (!hasBank && !hasUpi) return { key: 'fiatDetailsEmpty', field: 'account' };
  if (hasBank) {
    if (!ACCOUNT_PATTERN.test(d.account)) return { key: 'fiatAccountInvalid', field: 'account' };
    if (!isName(d.name)) return { key: 'fiatNameInvalid', field: 'name' };
    if (!bankCodes.includes(d.bankName)) return { key: 'fiatBankInvalid', field: 'bankName' };
    if (!IFSC_PATTERN.test(d.ifsc)) return { key: 'fiatIfscInvalid', field: 'ifsc' };
  }
  if (hasUpi) {
    if (d.upiAccount.length > BANK_LIMITS.upiMax || !UPI_PATTERN.test(d.upiAccount)) return { key: 'fiatUpiInvalid', field: 'upiAccount' };
    if (!isName(d.upiName)) return { key: 'fiatNameInvalid', field: 'upiName' };
  }
  return null;
}

/** SPEC §5 quick buy: usdtAmount present and not negative, else "Please enter the amount"; at most FIAT_USDT_DECIMALS decimals. */
export function readUsdtAmount(text: string, usdtScale: number): TAmountRead {
  const trimmed = text.trim();
  if (!trimmed || trimmed.startsWith('-')) return { problem: 'enterAmount' };
  const read = readAmount(trimmed, Math.min(FIAT_USDT_DECIMALS, usdtScale));
  if (read.problem) return read;
  if (read.units === 0n) return { problem: 'enterAmount' };
  return { units: read.units * pow10(usdtScale - Math.min(FIAT_USDT_DECIMALS, usdtScale)) };
}

/**
 * The fiat amount of an order, in fiat units (`fiatDecimals`): usdt × rate, rounded up for a buy
 * (what the caller pays never rounds down) and down for a sell (what the caller receives never
 * rounds up). `usdt` in units of `usdtScale`, `rate` in units of FIAT_RATE_SCALE.
 */
export function fiatAmountOf(usdt: bigint, usdtScale: number, rate: bigint, fiatDecimals: number, side: 'buy' | 'sell'): bigint {
  const product = usdt * rate; // scale usdtScale + FIAT_RATE_SCALE
  const shift = usdtScale + FIAT_RATE_SCALE - fiatDecimals;
  if (shift <= 0) return product * pow10(-shift);
  return side === 'buy' ? divCeil(product, pow10(shift)) : product / pow10(shift);
}

/** The first problem of a transfer reference, or null. */
export function utrProblem(utr: string): TMessageKey | null {
  const trimmed = utr.trim();
  if (!trimmed) return 'fiatEnterUtr';
  return UTR_PATTERN.test(trimmed) ? null : 'fiatUtrInvalid';
}
