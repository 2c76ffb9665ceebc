import type { TSecurityCodePurpose, TWallet } from '@exchange/contracts';
import { call, request } from '../api/http';
import type {
  TAddressAddInput,
  TAddressEditInput,
  TAddressEntry,
  TAssetRecordPage,
  TDeposit,
  TDepositAddress,
  TDepositApplyInput,
  TRecordFilter,
  TRecordPage,
  TSecurityCodeSent,
  TTransferInput,
  TTransferResult,
  TUploadedFile,
  TWalletAssets,
  TWithdrawInput,
  TWithdrawal,
} from './assets-types';

/** The calls that move money carry one key per user action, so a replay pays once (docs/api.md §1.12). */
const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** POST /user/assets: one wallet's balances, valued in USDT. */
export function fetchWalletAssets(wallet: TWallet) {
  return request<TWalletAssets>('/user/assets', { params: { wallet } });
}

/** POST /contract/transfer: coin ⇄ contract (type 1 coin → contract, 2 contract → coin). */
export function transferRequest(input: TTransferInput, idempotencyKey: string) {
  return call<TTransferResult>('/contract/transfer', { params: input, headers: keyed(idempotencyKey) });
}

/** POST /contract/getAssetsRecord: changes of available balances, newest first. */
export function fetchAssetRecords(filter: TRecordFilter, pageNo: number, pageSize?: number) {
  return request<TAssetRecordPage>('/contract/getAssetsRecord', { params: { ...filter, pageNo, pageSize } });
}

/** POST /user/address/list: the address book (not paged), newest first. */
export function fetchAddresses(filter: { currency?: string; chain?: string } = {}) {
  return request<TAddressEntry[]>('/user/address/list', { params: filter });
}

export function addAddressRequest(input: TAddressAddInput) {
  return call<TAddressEntry>('/user/address/add', { params: input });
}

/** Edits address and remark; the remark is replaced (empty clears it). */
export function editAddressRequest(input: TAddressEditInput) {
  return call<TAddressEntry>('/user/address/edit', { params: input });
}

export function deleteAddressRequest(id: number) {
  return call<null>('/user/address/delete', { params: { id } });
}

/** POST /user/statisticsUser/txPay: freezes amount + fee and files a withdrawal for review. */
export function withdrawRequest(input: TWithdrawInput, idempotencyKey: string) {
  return call<TWithdrawal>('/user/statisticsUser/txPay', { params: input, headers: keyed(idempotencyKey) });
}

/** POST /user/statisticsUser/txCancel: cancels a withdrawal still pending review (amount + fee back to available). */
export function cancelWithdrawalRequest(id: number) {
  return call<TWithdrawal>('/user/statisticsUser/txCancel', { params: { id } });
}

/** POST /user/sendSecurityCode: a code to the user's own e-mail or phone, for one withdrawal or address change. */
export function sendSecurityCodeRequest(purpose: TSecurityCodePurpose) {
  return call<TSecurityCodeSent>('/user/sendSecurityCode', { params: { purpose } });
}

/** POST /user/statisticsUser/txPage: the user's withdrawals. */
export function fetchWithdrawals(filter: { currency?: string }, pageNo: number, pageSize?: number) {
  return request<TRecordPage<TWithdrawal>>('/user/statisticsUser/txPage', { params: { ...filter, pageNo, pageSize } });
}

/** POST /user/deposit/address: the user's address (and memo) on a chain. */
export function fetchDepositAddress(currency: string, chain: string) {
  return request<TDepositAddress>('/user/deposit/address', { params: { currency, chain } });
}

/** POST /file/upload with type=proof: the payment proof image of a deposit. */
export function uploadProofRequest(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call<TUploadedFile>('/file/upload', { form, params: { type: 'proof' } });
}

/** POST /user/deposit/apply: declares a deposit with its proof, pending review. */
export function depositApplyRequest(input: TDepositApplyInput, idempotencyKey: string) {
  return call<TDeposit>('/user/deposit/apply', { params: input, headers: keyed(idempotencyKey) });
}

/** POST /user/deposit/list: the user's declared deposits. */
export function fetchDeposits(filter: { currency?: string }, pageNo: number, pageSize?: number) {
  return request<TRecordPage<TDeposit>>('/user/deposit/list', { params: { ...filter, pageNo, pageSize } });
}
