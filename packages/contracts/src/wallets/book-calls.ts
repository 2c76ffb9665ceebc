import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs } from '../api/fields.js';
import { REVIEW_STATUS } from '../assets.js';
import {
  WITHDRAWAL_STATUS,
  ZAddressAdd,
  ZAddressDelete,
  ZAddressEdit,
  ZAddressList,
  ZDepositAddress,
  ZDepositApply,
  ZRecordPage,
  ZWithdraw,
  ZWithdrawalCancel,
} from './schemas.js';

/**
 * The user's own money in and out (docs/api.md §3.13–3.15): the withdrawal address book, the
 * withdrawals and the declared deposits. Every call needs a session and sees only the caller's rows.
 */
const ZNothing = z.null().meta({ description: 'Nothing: the message (`msg`) is the answer.' });

/** An address-book entry. `remark` is the memo/tag on EOS and XRP, a note elsewhere. */
export const ZAddressEntry = z.strictObject({
  id: z.number().int(),
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  remark: z.string().meta({ description: 'The memo/tag on chains that need one (EOS, XRP), else a note.' }),
  time: ZEpochMs,
});

const ADDRESS_GROUP = 'Address book';
/** With two-factor log-in on, the code is the authenticator's (or a recovery code): its refusals too. */
const ADDRESS_PROOF_ERRORS = ['enterFundPassword', 'fundPasswordNotSet', 'enterCode', 'codeError', 'codeExpired', 'totpRequired', 'totpInvalid', 'recoveryCodeInvalid'] as const;

export const addressAddCall = defineCall({
  method: 'POST',
  path: '/user/address/add',
  auth: true,
  group: ADDRESS_GROUP,
  summary: 'Adds a withdrawal address, with the fund password and an `address` security code.',
  request: ZAddressAdd,
  response: ZAddressEntry,
  errors: ['currencyNotSupported', 'chainNotSupported', ...ADDRESS_PROOF_ERRORS, 'addressExists', 'tooManyRequests'],
});

export const addressListCall = defineCall({
  method: 'POST',
  path: '/user/address/list',
  auth: true,
  group: ADDRESS_GROUP,
  summary: "The caller's address book, newest first (not paged).",
  request: ZAddressList,
  response: z.array(ZAddressEntry),
  params: { currency: 'Only this currency (any case); empty means all.', chain: 'Only this chain (any case); empty means all.' },
});

export const addressEditCall = defineCall({
  method: 'POST',
  path: '/user/address/edit',
  auth: true,
  group: ADDRESS_GROUP,
  summary: 'Changes the address and the remark of an entry (an empty remark clears it), with the fund password and an `address` security code.',
  request: ZAddressEdit,
  response: ZAddressEntry,
  errors: [...ADDRESS_PROOF_ERRORS, 'addressExists', 'noData'],
});

export const addressDeleteCall = defineCall({
  method: 'POST',
  path: '/user/address/delete',
  auth: true,
  group: ADDRESS_GROUP,
  summary: 'Deletes one of the caller\'s address-book entries.',
  request: ZAddressDelete,
  response: ZNothing,
  errors: ['noData'],
});

const ZWithdrawalStatus = z
  .literal(Object.values(WITHDRAWAL_STATUS))
  .meta({ description: '0 pending review, 1 finished, 2 rejected (or failed on chain and returned), 3 cancelled by the user, 4 approved and being sent on chain.' });

/** A withdrawal as its owner sees it, amounts at the asset's scale. */
export const ZWithdrawal = z.strictObject({
  id: z.number().int(),
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  memo: z.string(),
  remark: z.string(),
  amount: ZDecimal,
  fee: ZDecimal,
  total: ZDecimal.meta({ description: 'amount + fee: what is frozen, then paid or returned.' }),
  arrival: ZDecimal.meta({ description: 'What arrives: the amount itself (the fee comes on top).' }),
  status: ZWithdrawalStatus,
  reason: z.string(),
  txHash: z.string(),
  explorerUrl: z.string().meta({ description: "The transaction on the network's explorer, empty when none is configured or not sent yet." }),
  time: ZEpochMs,
  reviewedAt: ZEpochMs.nullable(),
});

const WITHDRAWAL_GROUP = 'Withdrawals';

export const withdrawCall = defineCall({
  method: 'POST',
  path: '/user/statisticsUser/txPay',
  auth: true,
  group: WITHDRAWAL_GROUP,
  summary: 'Freezes amount + fee and files a withdrawal to an address of the book, for review.',
  description:
    'Needs the fund password and a `withdraw` security code (with two-factor log-in on, the authenticator code or a recovery code instead); an `Idempotency-Key` header makes a replay answer the first withdrawal (api.md §1.12).',
  request: ZWithdraw,
  response: ZWithdrawal,
  errors: [
    'currencyNotSupported',
    'chainNotSupported',
    'addressNotInBook',
    'enterAmount',
    'invalidAmount',
    'amountBelowMinimum',
    'amountAboveMaximum',
    ...ADDRESS_PROOF_ERRORS,
    'idempotencyKeyReused',
    'insufficientBalance',
    'chainAmountPrecision',
    'withdrawToOwnDeposit',
  ],
});

export const withdrawalsPageCall = defineCall({
  method: 'POST',
  path: '/user/statisticsUser/txPage',
  auth: true,
  group: WITHDRAWAL_GROUP,
  summary: "The caller's withdrawals, newest first.",
  request: ZRecordPage,
  response: pageOf(ZWithdrawal).extend({
    statuses: z.strictObject({ pending: z.literal(0), finished: z.literal(1), rejected: z.literal(2), cancelled: z.literal(3), sending: z.literal(4) }).meta({ description: 'The status codes by name.' }),
  }),
  params: { currency: 'Only this currency (any case); empty means all.' },
});

export const withdrawalCancelCall = defineCall({
  method: 'POST',
  path: '/user/statisticsUser/txCancel',
  auth: true,
  group: WITHDRAWAL_GROUP,
  summary: 'Cancels a withdrawal still pending review: its amount and fee return to available.',
  request: ZWithdrawalCancel,
  response: ZWithdrawal,
  errors: ['noData', 'withdrawalNotCancellable'],
});

/** A deposit as its owner sees it, its amount at the asset's scale. */
export const ZDeposit = z.strictObject({
  id: z.number().int(),
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  amount: ZDecimal,
  proof: z.string().meta({ description: 'The proof image as `/bb/file/{id}`.' }),
  txHash: z.string(),
  status: z.literal(Object.values(REVIEW_STATUS)).meta({ description: '0 pending review, 1 credited, 2 rejected.' }),
  reason: z.string(),
  time: ZEpochMs,
  reviewedAt: ZEpochMs.nullable(),
});

export const ZDepositAddressAnswer = z.strictObject({
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  memo: z.string().meta({ description: 'The memo/tag the sender must add, empty if none.' }),
  qrContent: z.string().meta({ description: 'What the QR code encodes (the address alone).' }),
  minDeposit: ZDecimal,
  confirmations: z.number().int(),
  network: z.string().meta({ description: 'The network by name (e.g. `Ethereum`).' }),
  contract: z.string().meta({ description: "The token's contract on that network, empty for its native coin or where none is configured." }),
  watched: z
    .boolean()
    .meta({ description: 'true: the exchange watches the chain and credits a deposit once it has `confirmations` blocks (no proof to declare); false: declare it with a proof for review.' }),
});

const DEPOSIT_GROUP = 'Deposits';

export const depositAddressCall = defineCall({
  method: 'POST',
  path: '/user/deposit/address',
  auth: true,
  group: DEPOSIT_GROUP,
  summary: "The caller's deposit address (and memo) for a currency on a chain.",
  request: ZDepositAddress,
  response: ZDepositAddressAnswer,
  errors: ['currencyNotSupported', 'chainNotSupported', 'depositAddressUnavailable'],
});

export const depositApplyCall = defineCall({
  method: 'POST',
  path: '/user/deposit/apply',
  auth: true,
  group: DEPOSIT_GROUP,
  summary: 'Declares a deposit with its payment proof (an image the caller uploaded), pending review.',
  description: 'Below the chain\'s minimum it is refused outright; an `Idempotency-Key` header makes a replay answer the first deposit (api.md §1.12).',
  request: ZDepositApply,
  response: ZDeposit,
  errors: ['currencyNotSupported', 'chainNotSupported', 'enterAmount', 'invalidAmount', 'amountAboveMaximum', 'uploadProof', 'amountBelowMinimum', 'idempotencyKeyReused'],
});

export const depositListCall = defineCall({
  method: 'POST',
  path: '/user/deposit/list',
  auth: true,
  group: DEPOSIT_GROUP,
  summary: "The caller's declared deposits, newest first.",
  request: ZRecordPage,
  response: pageOf(ZDeposit).extend({
    statuses: z.strictObject({ pending: z.literal(0), finished: z.literal(1), rejected: z.literal(2) }).meta({ description: 'The status codes by name.' }),
  }),
  params: { currency: 'Only this currency (any case); empty means all.' },
});

export const WALLET_BOOK_CALLS = [
  addressAddCall,
  addressListCall,
  addressEditCall,
  addressDeleteCall,
  withdrawCall,
  withdrawalsPageCall,
  withdrawalCancelCall,
  depositAddressCall,
  depositApplyCall,
  depositListCall,
] as const;
