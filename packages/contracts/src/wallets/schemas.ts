import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { firstFailing } from '../validation.js';
import { findAsset, findChain, REVIEW_STATUS, WALLETS } from '../assets.js';
import { LIMITS } from '../limits.js';
import { minUnits, readAmount, scaleOf } from '../money.js';
import { isCodeFormat, isCodePresent } from '../accounts/rules.js';
import { isRecoveryCodeFormat, TWO_FACTOR } from '../accounts/two-factor-rules.js';

const text = (max = 256) => z.string().trim().max(max).optional().default('');
const page = z.coerce.number().int().min(1).max(100_000).optional().default(1);
const pageSize = z.coerce.number().int().min(1).max(100).optional().default(LIMITS.pageSize);
const id = z.coerce.number().int().positive();
/** Amounts are checked by the money module (any length of digits answers amountAboveMaximum). */
const amountText = z.string().trim().max(1000, 'invalidAmount').optional().default('');

const checkCurrency = (currency: string): TMessageKey | null => (findAsset(currency) ? null : 'currencyNotSupported');
const checkChain = (currency: string, chain: string): TMessageKey | null => (findChain(currency, chain) ? null : 'chainNotSupported');

/**
 * SPEC §5: an amount is required, a plain decimal within the asset's scale (more decimals:
 * invalidAmount, never rounded), within the money module's bound (amountAboveMaximum: nothing
 * larger can reach a 64-bit column) and at least the minimum (0.00001).
 */
export function checkAmount(amount: string, scale: number): TMessageKey | null {
  const read = readAmount(amount, scale);
  if (read.problem) return read.problem;
  return read.units >= minUnits(scale) ? null : 'amountBelowMinimum';
}

/** checkAmount at a listed currency's own scale (run after checkCurrency). */
export const checkAmountOf = (currency: string, amount: string): TMessageKey | null => checkAmount(amount, scaleOf(currency));

export function checkAddress(currency: string, chain: string, address: string, remark: string): TMessageKey | null {
  const spec = findChain(currency, chain);
  if (!spec) return 'chainNotSupported';
  if (!spec.addressPattern.test(address)) return 'addressInvalid';
  return spec.needsMemo && !remark ? 'memoRequired' : null;
}

export const ZAssetsQuery = z.object({ wallet: z.enum(WALLETS).optional().default('coin') });

/** type 1: coin → contract; 2: contract → coin (SPEC §3 default 1). */
export const ZTransfer = z
  .object({ amount: amountText, currency: text(16), type: z.coerce.number().int().min(1).max(2).optional().default(1) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkCurrency(v.currency), () => checkAmountOf(v.currency, v.amount)]));

export const ZAssetRecords = z.object({
  currency: text(16),
  pageNo: page,
  pageSize,
  tradeType: z.union([z.literal(''), z.coerce.number().int().min(0).max(4)]).optional().default(''),
});

/**
 * A withdrawal status: SPEC §4's pending review, finished and rejected, plus cancelled (3) by the
 * user while it was still pending (POST /user/statisticsUser/txCancel). Deposits keep REVIEW_STATUS.
 */
/** `sending`: approved, being signed, broadcast and confirmed on chain (modules/chain); it ends finished or, failed on chain, rejected with its amount returned. */
export const WITHDRAWAL_STATUS = { ...REVIEW_STATUS, cancelled: 3, sending: 4 } as const;

/** What a security code (POST /user/sendSecurityCode) is for: one withdrawal, one address-book change, or one API key's creation or withdrawal permission. */
export const SECURITY_CODE_PURPOSES = ['withdraw', 'address', 'apiKey'] as const;
export type TSecurityCodePurpose = (typeof SECURITY_CODE_PURPOSES)[number];

/** The 6-digit code sent to the user's own e-mail or phone: present, then the format (SPEC §5). */
export const checkSecurityCode = (code: string): TMessageKey | null => {
  if (!isCodePresent(code)) return 'enterCode';
  return isCodeFormat(code) ? null : 'codeError';
};

/**
 * The `code` of a withdrawal or an address change as the server reads it: the e-mail or SMS code,
 * or, for a user with two-factor log-in on, the authenticator's 6 digits or a recovery code (the
 * use case knows which applies: accounts/two-factor/second-factor.ts).
 */
const checkProofCode = (code: string): TMessageKey | null => (isRecoveryCodeFormat(code) ? null : checkSecurityCode(code));

const fundPwdAndCode = { fundPwd: text(16), code: text(TWO_FACTOR.codeMaxLength) };

/**
 * A new address needs the fund password AND a code sent to the user's own e-mail or phone
 * (purpose 'address'), or the authenticator's code when two-factor log-in is on: a stolen session
 * alone must not be able to add where money goes.
 */
export const ZAddressAdd = z
  .object({ currency: text(16), chain: text(16), address: text(128), remark: text(64), ...fundPwdAndCode })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkCurrency(v.currency),
      () => checkChain(v.currency, v.chain),
      () => checkAddress(v.currency, v.chain, v.address, v.remark),
      () => (v.fundPwd ? null : 'enterFundPassword'),
      () => checkProofCode(v.code),
    ]),
  );

/**
 * An edit that changes where money goes (the address, or the memo on EOS and XRP) needs the same
 * proofs as an add; a note elsewhere does not. Only the stored entry tells which, so the use case
 * (edit-address.ts) asks for them; a code given is checked for its format here.
 */
export const ZAddressEdit = z
  .object({ id, address: text(128), remark: text(64), ...fundPwdAndCode })
  .superRefine((v, ctx) => firstFailing(ctx, [() => (v.code ? checkProofCode(v.code) : null)]));

/** Whether an edit of an entry changes where money goes, and so needs the fund password and a code. */
export function isDestinationChange(entry: { address: string; remark: string }, next: { address: string; remark: string }, needsMemo: boolean): boolean {
  return next.address !== entry.address || (needsMemo && next.remark !== entry.remark);
}
export const ZAddressDelete = z.object({ id });
export const ZAddressList = z.object({ currency: text(16), chain: text(16) });

/**
 * A withdrawal: the fund password and a code (purpose 'withdraw') sent to the user's own e-mail or
 * phone, or the authenticator's code (or a recovery code) when two-factor log-in is on.
 */
export const ZWithdraw = z
  .object({ currency: text(16), chain: text(16), address: text(128), amount: amountText, remark: text(64), ...fundPwdAndCode })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkCurrency(v.currency),
      () => checkChain(v.currency, v.chain),
      () => (v.address ? null : 'addressNotInBook'),
      () => checkAmountOf(v.currency, v.amount),
      () => (v.fundPwd ? null : 'enterFundPassword'),
      () => checkProofCode(v.code),
    ]),
  );

/** The user cancels one of their own withdrawals while it is still pending review. */
export const ZWithdrawalCancel = z.object({ id });

export const ZRecordPage = z.object({ pageNo: page, pageSize, currency: text(16) });

export const ZDepositAddress = z
  .object({ currency: text(16), chain: text(16) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkCurrency(v.currency), () => checkChain(v.currency, v.chain)]));

export const ZDepositApply = z
  .object({ currency: text(16), chain: text(16), amount: amountText, proof: text(512), txHash: text(128) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkCurrency(v.currency),
      () => checkChain(v.currency, v.chain),
      () => checkAmountOf(v.currency, v.amount),
      () => (v.proof ? null : 'uploadProof'),
    ]),
  );

export const ZReview = z.object({ id, reason: text(256), txHash: text(128) });

export type TTransfer = z.output<typeof ZTransfer>;
export type TWithdraw = z.output<typeof ZWithdraw>;
export type TAddressAdd = z.output<typeof ZAddressAdd>;
export type TAddressEdit = z.output<typeof ZAddressEdit>;
export type TDepositApply = z.output<typeof ZDepositApply>;
