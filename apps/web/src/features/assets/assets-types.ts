import type { z } from 'zod';
import type { assetRecordsCall, TWallet, ZAddressEntry, ZAssetLine, ZAssetRecord, ZDeposit, ZDepositAddressAnswer, ZUploadedFile, ZWithdrawal } from '@exchange/contracts';

/**
 * One asset of a wallet, valued in USDT (POST /user/assets), as the call's response schema in
 * contracts declares it: amounts are decimal strings; `priceSource` is `par` (USDT), `index`
 * (a recorded index tick, named by `priceTickId`), `reference` (demo mode's labelled fixed price)
 * or `none` (valued at 0). The tick fields may be absent in rows the web builds itself.
 */
export type TAssetRow = Omit<z.output<typeof ZAssetLine>, 'priceTickId' | 'priceTime'> &
  Partial<Pick<z.output<typeof ZAssetLine>, 'priceTickId' | 'priceTime'>>;

export type TWalletAssets = { wallet: TWallet; list: TAssetRow[]; totalUsdt: string };

/** A page of a record list (docs/api.md §1.11): newest first, `totalRow` counts every match. */
export type TRecordPage<T> = { list: T[]; totalRow: number; pageNo: number; pageSize: number };

/**
 * One change of an available balance (POST /contract/getAssetsRecord), as the call declares it:
 * `wallet` may be `fund` (fund principal), `tradeType` is the SPEC §3 record type or null.
 */
export type TAssetRecord = z.output<typeof ZAssetRecord>;

/** `sum` is given only when the list is filtered by currency, else null. */
export type TAssetRecordPage = z.output<typeof assetRecordsCall.response>;

/** SPEC §4: 0 pending review, 1 finished, 2 rejected; a withdrawal also 3, cancelled by the user, and 4, approved and being sent on chain. */
export type TReviewStatus = 0 | 1 | 2 | 3 | 4;

export type TTransferResult = { id: string; currency: string; amount: string; from: TWallet; to: TWallet };

/** An address-book entry. `remark` is the memo/tag on EOS and XRP, a note elsewhere. */
export type TAddressEntry = z.output<typeof ZAddressEntry>;

/** A withdrawal: `total` is amount + fee (what is frozen), `arrival` what arrives; status 0–4; `explorerUrl` '' when none. */
export type TWithdrawal = z.output<typeof ZWithdrawal>;

export type TDepositAddress = z.output<typeof ZDepositAddressAnswer>;

export type TDeposit = z.output<typeof ZDeposit>;

export type TUploadedFile = z.output<typeof ZUploadedFile>;

/** Transfer direction (SPEC §3 "type"): 1 coin → contract, 2 contract → coin. */
export type TTransferType = 1 | 2;

export type TTransferInput = { currency: string; amount: string; type: TTransferType };
/** `code`: the 'withdraw' security code (POST /user/sendSecurityCode) sent to the user's own e-mail or phone. */
export type TWithdrawInput = { currency: string; chain: string; address: string; amount: string; fundPwd: string; code: string; remark?: string };
/** A new or changed address needs the fund password and an 'address' security code. */
export type TAddressProof = { fundPwd: string; code: string };
export type TDepositApplyInput = { currency: string; chain: string; amount: string; proof: string; txHash?: string };
export type TAddressAddInput = { currency: string; chain: string; address: string; remark: string } & TAddressProof;
export type TAddressEditInput = { id: number; address: string; remark: string } & TAddressProof;
export type TSecurityCodeSent = { channel: 'email' | 'sms' };
export type TRecordFilter = { currency?: string; tradeType?: number | '' };
