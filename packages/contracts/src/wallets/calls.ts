import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs, ZIdString, ZSignedDecimal } from '../api/fields.js';
import { LEDGER_WALLETS, WALLETS } from '../assets.js';
import { ZAssetRecords, ZAssetsQuery, ZTransfer } from './schemas.js';

const GROUP = 'Wallets & transfers';

/** Where a valuation price comes from (the server's price source says it with every price). */
export const PRICE_SOURCES = ['par', 'index', 'reference', 'none'] as const;

export const ZAssetLine = z.strictObject({
  currency: z.string(),
  name: z.string(),
  available: ZDecimal,
  frozen: ZDecimal.meta({ description: 'What waits for a decision: a pending withdrawal and its fee, or what an open spot order froze.' }),
  price: ZDecimal.meta({ description: "The asset's price in USDT; `\"0\"` when it has none." }),
  priceSource: z.enum(PRICE_SOURCES).meta({
    description:
      'Where the price came from: `par` (USDT itself), `index` (the newest recorded index price of its USDT market), `reference` (demo mode, before the first recorded price) or `none` (no price: valued at 0, never guessed).',
  }),
  usdtValue: ZDecimal.meta({ description: '(`available` + `frozen`) × `price`, rounded down to USDT\'s decimals.' }),
  priceTickId: z.string().nullable().meta({ description: 'The recorded tick the price comes from when `priceSource` is `index` (see /market/priceTicks), else null.' }),
  priceTime: z.number().int().nullable().meta({ description: 'When that price was observed (epoch ms), or null for `par`, `reference` and `none`.' }),
});

export const assetsCall = defineCall({
  method: 'POST',
  path: '/user/assets',
  auth: true,
  group: GROUP,
  summary: "One wallet's balances of every asset of the catalogue, in its order, valued in USDT.",
  request: ZAssetsQuery,
  response: z.strictObject({
    wallet: z.enum(WALLETS),
    list: z.array(ZAssetLine),
    totalUsdt: ZDecimal.meta({ description: 'The sum of the `usdtValue`s.' }),
  }),
});

export const transferCall = defineCall({
  method: 'POST',
  path: '/contract/transfer',
  auth: true,
  group: GROUP,
  summary: "Moves funds between the caller's own coin and contract wallets, in one ledger transaction.",
  description:
    'It takes an `Idempotency-Key` header (api.md §1.12): a replay answers the first result and moves nothing. The source wallet must hold `amount` available.',
  request: ZTransfer,
  response: z.strictObject({
    id: ZIdString.meta({ description: "The ledger transaction's id." }),
    currency: z.string(),
    amount: ZDecimal,
    from: z.enum(WALLETS),
    to: z.enum(WALLETS),
  }),
  params: {
    amount: 'Required: the Amount rule of api.md §1.10, at the currency\'s decimals (`enterAmount`, `invalidAmount`, `amountBelowMinimum`).',
    currency: 'Required: a currency of the catalogue (`currencyNotSupported`).',
    type: '`1` coin → contract, `2` contract → coin.',
  },
  errors: ['currencyNotSupported', 'enterAmount', 'invalidAmount', 'amountBelowMinimum', 'amountAboveMaximum', 'idempotencyKeyReused', 'insufficientBalance'],
});

export const ZAssetRecord = z.strictObject({
  id: ZIdString.meta({ description: "The ledger entry's id; the list is ordered by it, newest first." }),
  currency: z.string(),
  wallet: z.enum(LEDGER_WALLETS).meta({ description: '`coin`, `contract`, or `fund` (the principal of fund holdings).' }),
  amount: ZSignedDecimal,
  balance: ZDecimal.meta({ description: 'The available balance of this wallet and currency just after the change.' }),
  type: z.string().meta({ description: 'The ledger type: `deposit`, `transfer`, `trade`, `freeze`, `unfreeze`, `withdrawal_freeze`…' }),
  tradeType: z.number().int().min(0).max(4).nullable().meta({ description: 'The SPEC §3 record type of the ledger type (api.md §3.12).' }),
  reference: z.string().meta({ description: 'What caused it: `deposit:{id}`, `withdrawal:{id}`, `transfer:{uuid}`, `spot:{orderId}`, `spot-trade:{tradeId}`.' }),
  memo: z.string(),
  time: ZEpochMs,
});

export const assetRecordsCall = defineCall({
  method: 'POST',
  path: '/contract/getAssetsRecord',
  auth: true,
  group: GROUP,
  summary: "The caller's asset records: every change of an available balance, in both wallets, newest first.",
  request: ZAssetRecords,
  response: pageOf(ZAssetRecord).extend({
    sum: ZSignedDecimal.nullable().meta({
      description: 'The sum of `amount` over all matching records, not only this page; only with `currency` (null without: a sum across currencies means nothing).',
    }),
  }),
  params: {
    currency: 'Only this currency (any case); empty means all, an unknown one gives an empty list.',
    tradeType: 'Empty means all types; otherwise the SPEC §3 record type 0–4 (api.md §3.12).',
  },
});
