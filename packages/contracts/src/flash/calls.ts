import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs, ZIdString } from '../api/fields.js';

/**
 * Flash exchange (issue 17; SPEC §1 "Flash exchange (currency to currency)", §2 desktop
 * /account/dui). A conversion is a quote, then its execution. The quote walks the live spot books
 * exactly as the orders would (through USDT when no market joins the two coins), with the spot
 * taker fees of each leg; it is valid for FLASH_QUOTE_VALID_MS. It promises at least what the books give
 * now less FLASH_TOLERANCE_BPS: executing places each leg as an immediate-or-cancel market order
 * limited at the worst price the quote walked to moved by that tolerance, all legs in one database
 * transaction: the caller receives at least the quoted minimum, or nothing happens and the answer
 * says why (the market moved beyond the tolerance). There is no operator price and no spread: the fees are the legs' spot fees and
 * go to the fee account like any trade's.
 */
const GROUP = 'Flash exchange';
const ACCESS = 'Behind the product access check (`flash`).';

/** A quote can be executed this long after it was made (the screen counts it down and refreshes it). */
export const FLASH_QUOTE_VALID_MS = 10_000;

/**
 * How far the market may move against a quote before its execution is refused: 50 = 0.5 %. A quote
 * promises its expected receive less this much; the books usually give the expected amount or more.
 * A constant of the published API, not an operator's setting.
 */
export const FLASH_TOLERANCE_BPS = 50;

/** Lists page by 10 (SPEC §9). */
export const FLASH_PAGE_SIZE = 10;

const ZCoinCode = (error: 'flashPairNotSupported') =>
  z
    .string({ error })
    .trim()
    .min(1, error)
    .max(16, error)
    .regex(/^[A-Za-z0-9]+$/, error)
    .transform((s) => s.toUpperCase());

export const ZFlashCoin = z.strictObject({
  currency: z.string(),
  decimals: z.number().int().min(0).max(18).meta({ description: 'The most decimals an amount of this coin may have when it is converted from: the quantity precision of its market (or the coin scale of USDT).' }),
  minAmount: ZDecimal.meta({ description: "The smallest amount of this coin that makes an order of at least the market's minimum order value, at the best price now (an estimate; the quote checks it exactly)." }),
});
export type TFlashCoin = z.output<typeof ZFlashCoin>;

export const ZFlashCoins = z.strictObject({
  coins: z.array(ZFlashCoin).meta({ description: 'Every coin that can be converted from and to: USDT and the base of every open market against USDT, in the catalogue order.' }),
  validMs: z.number().int().positive().meta({ description: 'How long a quote stays valid (10 000 ms).' }),
});

export const ZFlashQuoteRequest = z.object({
  from: ZCoinCode('flashPairNotSupported').meta({ description: 'The coin to give, e.g. `BTC`.' }),
  to: ZCoinCode('flashPairNotSupported').meta({ description: 'The coin to receive, e.g. `ETH`.' }),
  amount: z.string({ error: 'enterExchangeAmount' }).trim().max(64, 'amountAboveMaximum').meta({ description: 'How much of `from` to give.' }),
});
export type TFlashQuoteRequest = z.output<typeof ZFlashQuoteRequest>;

export const ZFlashFee = z.strictObject({ currency: z.string(), amount: ZDecimal });

export const ZFlashQuote = z.strictObject({
  quoteId: ZIdString.meta({ description: 'What /flash/execute takes.' }),
  from: z.string(),
  to: z.string(),
  amount: ZDecimal.meta({ description: 'What is given, in `from`.' }),
  expected: ZDecimal.meta({ description: 'What the books give now, in `to`, after the fees: the walk of every leg as it stands.' }),
  receive: ZDecimal.meta({ description: 'What is received at least, in `to`: `expected` less the tolerance (`toleranceBps`). An execution that cannot give this much is refused and changes nothing.' }),
  toleranceBps: z.number().int().min(0).meta({ description: 'How far the market may move against the quote, in hundredths of a percent (50 = 0.5 %).' }),
  price: ZDecimal.meta({ description: '`expected` ÷ `amount`: `to` per one `from`, cut to 8 significant decimals.' }),
  route: z.array(z.string()).min(2).max(3).meta({ description: 'The coins in order: `["BTC","USDT"]` for one leg, `["BTC","USDT","ETH"]` through USDT.' }),
  fees: z.array(ZFlashFee).meta({ description: "Each leg's spot taker fee, in the coin that leg receives." }),
  left: z.array(ZFlashFee).meta({ description: 'What stays with the caller beside `receive`: the USDT of a second leg that could not buy one more lot (usually empty).' }),
  expiresAt: ZEpochMs,
  validMs: z.number().int().positive(),
});
export type TFlashQuote = z.output<typeof ZFlashQuote>;

export const ZFlashExecuteRequest = z.object({
  quoteId: z.string({ error: 'flashQuoteNotFound' }).trim().regex(/^\d{1,18}$/, 'flashQuoteNotFound'),
});

export const FLASH_STATUSES = ['done'] as const;

export const ZFlashRecord = z.strictObject({
  id: ZIdString,
  from: z.string(),
  to: z.string(),
  amount: ZDecimal.meta({ description: 'What was given, in `from`.' }),
  quoted: ZDecimal.meta({ description: 'What the quote promised at least, in `to` (its expected receive less the tolerance).' }),
  receive: ZDecimal.meta({ description: 'What was received, in `to`, after the fees: never less than `quoted`.' }),
  price: ZDecimal.meta({ description: '`receive` ÷ `amount`, cut to 8 decimals.' }),
  route: z.array(z.string()),
  fees: z.array(ZFlashFee),
  left: z.array(ZFlashFee).meta({ description: 'USDT a second leg could not spend (less than one lot), kept in the coin wallet.' }),
  orderIds: z.array(z.number().int().positive()).meta({ description: 'The spot orders of the legs, in order (they are in the order history too).' }),
  status: z.enum(FLASH_STATUSES),
  time: ZEpochMs,
});
export type TFlashRecord = z.output<typeof ZFlashRecord>;

export const ZFlashRecords = z.object({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(FLASH_PAGE_SIZE),
  currency: z.string().trim().max(16).optional().default('').meta({ description: 'Only conversions from or to this coin; empty for all.' }),
});

export const flashCoinsCall = defineCall({
  method: 'POST',
  path: '/flash/coins',
  auth: false,
  product: 'flash',
  group: GROUP,
  summary: 'The coins that can be converted, with the decimals and the rough minimum of each, and how long a quote is valid.',
  request: z.object({}),
  response: ZFlashCoins,
});

export const flashQuoteCall = defineCall({
  method: 'POST',
  path: '/flash/quote',
  auth: true,
  product: 'flash',
  group: GROUP,
  summary: 'Quotes a conversion from the live books: what `amount` of `from` gets in `to` after the fees now, and the least it will get (0.5 % tolerance), valid for 10 s.',
  description:
    `${ACCESS} The route is the market joining the two coins, else two legs through USDT. Each leg is walked through the book as its order would be ` +
    "(price then time, the caller's own orders stopping the walk as self-trade prevention would), its fee computed per fill as the spot engine does. " +
    'Refused when a leg is below its market\'s minimum order value, when the books cannot take the whole amount, or without the balance. A quote is a record, not a reservation: the books may move.',
  request: ZFlashQuoteRequest,
  response: ZFlashQuote,
  params: { amount: 'A plain decimal with at most the `decimals` /flash/coins gives for `from`.' },
  errors: [
    'flashPairNotSupported',
    'flashSameCoin',
    'enterExchangeAmount',
    'invalidAmount',
    'amountAboveMaximum',
    'quantityPrecision',
    'belowMinimumLimit',
    'flashNoLiquidity',
    'insufficientBalance',
    'marketPaused',
    'tooManyRequests',
  ],
});

export const flashExecuteCall = defineCall({
  method: 'POST',
  path: '/flash/execute',
  auth: true,
  product: 'flash',
  group: GROUP,
  summary: "Executes one of the caller's quotes within its 10 s: every leg trades in full and the caller receives at least the quoted minimum (`receive`), or nothing happens.",
  description:
    `${ACCESS} Each leg is an immediate-or-cancel market order limited at the worst price its quote walked to, moved by the tolerance; the second leg spends what the first received. ` +
    'All legs commit in one database transaction; if a leg cannot trade in full at its limit, or the result is below the quoted minimum, everything is rolled back and the answer is `flashPriceMoved` (the market moved beyond the tolerance: ask for a new quote). ' +
    'A quote is executed at most once.',
  request: ZFlashExecuteRequest,
  response: ZFlashRecord,
  errors: ['flashQuoteNotFound', 'flashQuoteExpired', 'flashPriceMoved', 'insufficientBalance', 'marketPaused'],
});

export const flashRecordsCall = defineCall({
  method: 'POST',
  path: '/flash/records',
  auth: true,
  group: GROUP,
  summary: "The caller's conversions, newest first.",
  request: ZFlashRecords,
  response: pageOf(ZFlashRecord),
});

export const FLASH_CALLS = [flashCoinsCall, flashQuoteCall, flashExecuteCall, flashRecordsCall];
