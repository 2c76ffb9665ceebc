import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { firstFailing } from '../validation.js';
import { findAsset, findChain, WALLETS } from '../assets.js';
import { LIMITS } from '../limits.js';
import { minUnits, readAmount, scaleOf } from '../money.js';

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

export const ZAddressAdd = z
  .object({ currency: text(16), chain: text(16), address: text(128), remark: text(64) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkCurrency(v.currency),
      () => checkChain(v.currency, v.chain),
      () => checkAddress(v.currency, v.chain, v.address, v.remark),
    ]),
  );

export const ZAddressEdit = z.object({ id, address: text(128), remark: text(64) });
export const ZAddressDelete = z.object({ id });
export const ZAddressList = z.object({ currency: text(16), chain: text(16) });

export const ZWithdraw = z
  .object({ currency: text(16), chain: text(16), address: text(128), amount: amountText, fundPwd: text(16), remark: text(64) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkCurrency(v.currency),
      () => checkChain(v.currency, v.chain),
      () => (v.address ? null : 'addressNotInBook'),
      () => checkAmountOf(v.currency, v.amount),
      () => (v.fundPwd ? null : 'enterFundPassword'),
    ]),
  );

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
export type TDepositApply = z.output<typeof ZDepositApply>;
