import { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';
import { firstFailing } from '../validation.js';
import { findAsset, findChain, WALLETS } from '../assets.js';
import { LIMITS } from '../limits.js';
import { parseUnits } from '../money.js';

const text = (max = 256) => z.string().trim().max(max).optional().default('');
const page = z.coerce.number().int().min(1).max(100_000).optional().default(1);
const pageSize = z.coerce.number().int().min(1).max(100).optional().default(LIMITS.pageSize);
const id = z.coerce.number().int().positive();


const checkCurrency = (currency: string): TMessageKey | null => (findAsset(currency) ? null : 'currencyNotSupported');
const checkChain = (currency: string, chain: string): TMessageKey | null => (findChain(currency, chain) ? null : 'chainNotSupported');

/** SPEC §5: an amount is required, a plain decimal, and at least the minimum (0.00001). */
export function checkAmount(amount: string, scale = LIMITS.defaultDecimals): TMessageKey | null {
  if (!amount) return 'enterAmount';
  const units = parseUnits(amount, scale);
  if (units === null) return 'invalidAmount';
  return units >= parseUnits(LIMITS.minAmount, scale)! ? null : 'amountBelowMinimum';
}

export function checkAddress(currency: string, chain: string, address: string, remark: string): TMessageKey | null {
  const spec = findChain(currency, chain);
  if (!spec) return 'chainNotSupported';
  if (!spec.addressPattern.test(address)) return 'addressInvalid';
  return spec.needsMemo && !remark ? 'memoRequired' : null;
}

export const ZAssetsQuery = z.object({ wallet: z.enum(WALLETS).optional().default('coin') });

/** type 1: coin → contract; 2: contract → coin (SPEC §3 default 1). */
export const ZTransfer = z
  .object({ amount: text(40), currency: text(16), type: z.coerce.number().int().min(1).max(2).optional().default(1) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkCurrency(v.currency), () => checkAmount(v.amount)]));

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
  .object({ currency: text(16), chain: text(16), address: text(128), amount: text(40), fundPwd: text(16), remark: text(64) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkCurrency(v.currency),
      () => checkChain(v.currency, v.chain),
      () => (v.address ? null : 'addressNotInBook'),
      () => checkAmount(v.amount),
      () => (v.fundPwd ? null : 'enterFundPassword'),
    ]),
  );

export const ZRecordPage = z.object({ pageNo: page, pageSize, currency: text(16) });

export const ZDepositAddress = z
  .object({ currency: text(16), chain: text(16) })
  .superRefine((v, ctx) => firstFailing(ctx, [() => checkCurrency(v.currency), () => checkChain(v.currency, v.chain)]));

export const ZDepositApply = z
  .object({ currency: text(16), chain: text(16), amount: text(40), proof: text(512), txHash: text(128) })
  .superRefine((v, ctx) =>
    firstFailing(ctx, [
      () => checkCurrency(v.currency),
      () => checkChain(v.currency, v.chain),
      () => checkAmount(v.amount),
      () => (v.proof ? null : 'uploadProof'),
    ]),
  );

export const ZReview = z.object({ id, reason: text(256), txHash: text(128) });

export type TTransfer = z.output<typeof ZTransfer>;
export type TWithdraw = z.output<typeof ZWithdraw>;
export type TDepositApply = z.output<typeof ZDepositApply>;
