import {
  addressAddCall,
  chainDepositListCall,
  addressDeleteCall,
  addressEditCall,
  addressListCall,
  assetRecordsCall,
  assetsCall,
  depositAddressCall,
  depositApplyCall,
  depositListCall,
  fileUploadCall,
  sendSecurityCodeCall,
  transferCall,
  withdrawalCancelCall,
  withdrawalsPageCall,
  withdrawCall,
  type TSecurityCodePurpose,
  type TWallet,
} from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';
import type { TAddressAddInput, TAddressEditInput, TRecordFilter, TTransferInput, TWithdrawInput, TDepositApplyInput } from './assets-types';

/** The calls that move money carry one key per user action, so a replay pays once (docs/api.md §1.12). */
const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /user/assets: one wallet's balances, valued in USDT. */
export function fetchWalletAssets(wallet: TWallet) {
  return bbCall(assetsCall, { wallet });
}

/** POST /contract/transfer: coin ⇄ contract (type 1 coin → contract, 2 contract → coin). */
export function transferRequest(input: TTransferInput, idempotencyKey: string) {
  return bbCallAnswer(transferCall, input, keyed(idempotencyKey));
}

/** POST /contract/getAssetsRecord: changes of available balances, newest first. */
export function fetchAssetRecords(filter: TRecordFilter, pageNo: number, pageSize?: number) {
  return bbCall(assetRecordsCall, { ...filter, pageNo, pageSize });
}

/** POST /user/address/list: the address book (not paged), newest first. */
export function fetchAddresses(filter: { currency?: string; chain?: string } = {}) {
  return bbCall(addressListCall, filter);
}

export function addAddressRequest(input: TAddressAddInput) {
  return bbCallAnswer(addressAddCall, input);
}

/** Edits address and remark; the remark is replaced (empty clears it). */
export function editAddressRequest(input: TAddressEditInput) {
  return bbCallAnswer(addressEditCall, input);
}

export function deleteAddressRequest(id: number) {
  return bbCallAnswer(addressDeleteCall, { id });
}

/** POST /user/statisticsUser/txPay: freezes amount + fee and files a withdrawal for review. */
export function withdrawRequest(input: TWithdrawInput, idempotencyKey: string) {
  return bbCallAnswer(withdrawCall, input, keyed(idempotencyKey));
}

/** POST /user/statisticsUser/txCancel: cancels a withdrawal still pending review (amount + fee back to available). */
export function cancelWithdrawalRequest(id: number) {
  return bbCallAnswer(withdrawalCancelCall, { id });
}

/** POST /user/sendSecurityCode: a code to the user's own e-mail or phone, for one withdrawal or address change. */
export function sendSecurityCodeRequest(purpose: TSecurityCodePurpose) {
  return bbCallAnswer(sendSecurityCodeCall, { purpose });
}

/** POST /user/statisticsUser/txPage: the user's withdrawals. */
export function fetchWithdrawals(filter: { currency?: string }, pageNo: number, pageSize?: number) {
  return bbCall(withdrawalsPageCall, { ...filter, pageNo, pageSize });
}

/** POST /user/deposit/address: the user's address (and memo) on a chain. */
export function fetchDepositAddress(currency: string, chain: string) {
  return bbCall(depositAddressCall, { currency, chain });
}

/** POST /file/upload with type=proof: the payment proof image of a deposit. */
export function uploadProofRequest(file: File) {
  const form = new FormData();
  form.append('file', file);
  return bbCallAnswer(fileUploadCall, { type: 'proof' }, { form });
}

/** POST /user/deposit/apply: declares a deposit with its proof, pending review. */
export function depositApplyRequest(input: TDepositApplyInput, idempotencyKey: string) {
  return bbCallAnswer(depositApplyCall, input, keyed(idempotencyKey));
}

/** POST /user/deposit/list: the user's declared deposits. */
export function fetchDeposits(filter: { currency?: string }, pageNo: number, pageSize?: number) {
  return bbCall(depositListCall, { ...filter, pageNo, pageSize });
}

/** POST /user/deposit/chainList: the user's deposits seen on watched chains, newest first, with their confirmations. */
export function fetchChainDeposits(filter: { currency?: string }, pageNo: number, pageSize?: number) {
  return bbCall(chainDepositListCall, { ...filter, pageNo, pageSize });
}
