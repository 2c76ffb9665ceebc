import { z } from 'zod';
import { ZEpochMs } from '../api/fields.js';
import { PRODUCT_CODES } from '../products/calls.js';
import { isCountryCode } from '../products/countries.js';
import { defineAdminCall, ZApprovalPending } from './console.js';
import { ZReason } from './access-calls.js';

/**
 * Operator console calls of the "config" area (issue 18): products (switches, KYC, restricted
 * countries, risk disclosures), spot markets, contract markets, seconds contracts and the
 * parameters table. Each write goes through the same functions as `npm run ops` and is recorded
 * with the operator, the reason, and the state before and after. A change of a money parameter
 * (a fee, a margin, a limit, an income rate, a minimum or maximum, a threshold) waits for a second
 * operator (ZApprovalPending). Nothing here sets a price, a balance, a candle or an outcome.
 */

/** A decimal rate as written ("0.005" for 0.5 %). */
const ZRate = z.string().trim().regex(/^\d{1,3}(\.\d{1,6})?$/, 'rateInvalid');
/** A positive USDT amount as written ("100", "12.5"). */
const ZUsdt = z.string().trim().regex(/^\d{1,15}(\.\d{1,6})?$/, 'invalidAmount');
const ZCountry = z
  .string()
  .trim()
  .transform((c) => c.toUpperCase())
  .refine((c) => isCountryCode(c), 'countryCodeInvalid');
const ZSymbol = z.string().trim().toLowerCase().regex(/^[a-z0-9]{2,20}$/, 'marketNotFound');

/** A change waiting for a second operator (two-person rule), as the screens list it. */
export const ZConfigPending = z.strictObject({ approvalId: z.string(), subject: z.string(), requestedBy: z.string(), requestedAt: ZEpochMs, reason: z.string() });

// ---------------------------------------------------------------- products

export const ZAdminProduct = z.strictObject({
  code: z.enum(PRODUCT_CODES),
  isEnabled: z.boolean(),
  kycLevel: z.number().int(),
  disclosureVersion: z.number().int(),
  /** The versions whose text exists in all 14 languages (the ones that may be made current). */
  disclosureVersions: z.array(z.number().int()),
  restrictedCountries: z.array(z.string()),
  updatedAt: ZEpochMs,
  updatedBy: z.string(),
});

export const ADMIN_PRODUCTS = defineAdminCall({
  method: 'GET',
  path: '/admin/products',
  action: 'products.read',
  isWrite: false,
  summary: "Every product's switch, KYC requirement, current risk-disclosure version and restricted countries.",
  request: z.strictObject({}),
  response: z.array(ZAdminProduct),
});

export const ADMIN_PRODUCT_SET = defineAdminCall({
  method: 'POST',
  path: '/admin/products/set',
  action: 'products.set',
  isWrite: true,
  summary: "Change a product's switch (enabled), its KYC requirement (kyc: 0 none, 1 identity verified) or its restricted countries (ISO 3166-1 alpha-2 codes).",
  request: z.discriminatedUnion('field', [
    z.strictObject({ code: z.enum(PRODUCT_CODES), field: z.literal('enabled'), isEnabled: z.boolean(), reason: ZReason }),
    z.strictObject({ code: z.enum(PRODUCT_CODES), field: z.literal('kyc'), kycLevel: z.union([z.literal(0), z.literal(1)]), reason: ZReason }),
    z.strictObject({ code: z.enum(PRODUCT_CODES), field: z.literal('restricted'), countries: z.array(ZCountry).max(250), reason: ZReason }),
  ]),
  response: ZAdminProduct,
  errors: ['countryCodeInvalid', 'configRejected'],
});

export const ZDisclosureTexts = z.record(z.string(), z.strictObject({ title: z.string(), text: z.string() }));

export const ADMIN_PRODUCT_DISCLOSURES = defineAdminCall({
  method: 'GET',
  path: '/admin/products/disclosures',
  action: 'products.read',
  isWrite: false,
  summary: "A product's risk disclosures: every version with its title and text per language, the current one marked.",
  request: z.strictObject({ code: z.enum(PRODUCT_CODES) }),
  response: z.strictObject({
    code: z.enum(PRODUCT_CODES),
    current: z.number().int(),
    versions: z.array(
      z.strictObject({
        version: z.number().int(),
        isComplete: z.boolean(),
        /** `catalog`: written in the code's product texts; `console`: published here (by whom, when). */
        origin: z.enum(['catalog', 'console']),
        createdBy: z.string().nullable(),
        createdAt: ZEpochMs.nullable(),
        texts: ZDisclosureTexts,
      }),
    ),
  }),
});

/** Most a published disclosure's title and text may hold (the server's DISCLOSURE_TITLE_MAX / DISCLOSURE_TEXT_MAX). */
export const DISCLOSURE_TITLE_MAX = 200;
export const DISCLOSURE_TEXT_MAX = 20_000;

export const ADMIN_PRODUCT_DISCLOSURE_PUBLISH = defineAdminCall({
  method: 'POST',
  path: '/admin/products/disclosure/publish',
  action: 'products.disclosure',
  isWrite: true,
  summary:
    "Publish a new risk-disclosure version of a product with its title and text in all 14 languages (plain text, a line per paragraph; only the {{placeholders}} the product's own texts use). Numbered after the newest version; not current until made current.",
  request: z.strictObject({
    product: z.enum(PRODUCT_CODES),
    texts: z.record(z.string(), z.strictObject({ title: z.string().max(DISCLOSURE_TITLE_MAX), text: z.string().max(DISCLOSURE_TEXT_MAX) })),
    reason: ZReason,
  }),
  response: z.strictObject({ product: z.enum(PRODUCT_CODES), version: z.number().int() }),
  errors: ['disclosureTextMissing', 'disclosurePlaceholderUnknown'],
});

export const ADMIN_PRODUCT_DISCLOSURE = defineAdminCall({
  method: 'POST',
  path: '/admin/products/disclosure',
  action: 'products.disclosure',
  isWrite: true,
  summary: 'Make a risk-disclosure version current (0: none); only a version with its text in all 14 languages. Every user accepts the new version again.',
  request: z.strictObject({ code: z.enum(PRODUCT_CODES), version: z.number().int().min(0).max(999_999), reason: ZReason }),
  response: ZAdminProduct,
  errors: ['disclosureVersionMissing'],
});

// ---------------------------------------------------------------- spot markets

export const ZAdminSpotMarket = z.strictObject({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  pricePrecision: z.number().int(),
  quantityPrecision: z.number().int(),
  minOrderValue: z.string(),
  maxOrderValue: z.string(),
  makerFee: z.string(),
  takerFee: z.string(),
  /** Listed at run time (by whom, when), or null for a market of the fixed table (SPEC §9). */
  addedBy: z.string().nullable(),
  addedAt: ZEpochMs.nullable(),
});

export const ADMIN_SPOT_MARKETS = defineAdminCall({
  method: 'GET',
  path: '/admin/spot/markets',
  action: 'spot.read',
  isWrite: false,
  summary: 'The spot markets of the catalogue, fixed and listed at run time.',
  request: z.strictObject({}),
  response: z.array(ZAdminSpotMarket),
});

export const ADMIN_SPOT_ADD = defineAdminCall({
  method: 'POST',
  path: '/admin/spot/add',
  action: 'spot.add',
  isWrite: true,
  summary: 'List a spot market for a listed asset (what `market:add` does). Its price comes from real orders only.',
  request: z.strictObject({
    base: z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'marketNotFound'),
    quote: z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'marketNotFound'),
    pricePrecision: z.number().int().min(0).max(12),
    quantityPrecision: z.number().int().min(0).max(12),
    minOrderValue: ZUsdt.optional(),
    maxOrderValue: ZUsdt.optional(),
    makerFee: ZRate.optional(),
    takerFee: ZRate.optional(),
    reason: ZReason,
  }),
  response: ZAdminSpotMarket,
  errors: ['configRejected'],
});

// ---------------------------------------------------------------- contract markets

export const ZAdminContractMarket = z.strictObject({
  symbol: z.string(),
  isEnabled: z.boolean(),
  leverages: z.array(z.number().int()),
  maxLeverage: z.number().int(),
  mmr: z.string(),
  openFee: z.string(),
  closeFee: z.string(),
  liquidationFee: z.string(),
  minMargin: z.string(),
  maxMargin: z.string(),
  oiLimit: z.string(),
  adverseMove: z.string(),
  updatedAt: ZEpochMs,
  updatedBy: z.string(),
});

export const ADMIN_CONTRACT_MARKETS = defineAdminCall({
  method: 'GET',
  path: '/admin/contract/markets',
  action: 'contract.read',
  isWrite: false,
  summary: "Every contract market's parameters (rates as decimals, amounts in USDT) and the countries' leverage caps.",
  request: z.strictObject({}),
  response: z.strictObject({
    markets: z.array(ZAdminContractMarket),
    caps: z.array(z.strictObject({ country: z.string(), maxLeverage: z.number().int(), updatedAt: ZEpochMs, updatedBy: z.string() })),
    /** Money-parameter changes waiting for a second operator. */
    pending: z.array(ZConfigPending),
  }),
});

/** The contract fields that are money parameters: changing one waits for a second operator. */
export const CONTRACT_MONEY_FIELDS = ['mmr', 'openFee', 'closeFee', 'liquidationFee', 'minMargin', 'maxMargin', 'oiLimit'] as const;
export const CONTRACT_SET_FIELDS = ['enabled', 'leverages', 'maxLeverage', 'adverseMove', ...CONTRACT_MONEY_FIELDS] as const;

export const ADMIN_CONTRACT_SET = defineAdminCall({
  method: 'POST',
  path: '/admin/contract/set',
  action: 'contract.set',
  isWrite: true,
  summary:
    'Change one parameter of a contract market (or of all): enabled 0|1, leverages "5,10,20", maxLeverage N, adverseMove RATE; the money parameters (mmr, fees RATE, minMargin/maxMargin/oiLimit USDT) wait for a second operator. Open positions keep their terms.',
  request: z.strictObject({
    symbol: ZSymbol,
    field: z.enum(CONTRACT_SET_FIELDS),
    value: z.string().trim().min(1).max(100),
    reason: ZReason,
  }),
  response: z.union([z.array(ZAdminContractMarket), ZApprovalPending]),
  errors: ['contractMarketUnknown', 'configRejected'],
});

export const ADMIN_CONTRACT_CAP = defineAdminCall({
  method: 'POST',
  path: '/admin/contract/cap',
  action: 'contract.set',
  isWrite: true,
  summary: "A country's leverage cap (null removes it).",
  request: z.strictObject({ country: ZCountry, maxLeverage: z.number().int().min(1).max(9999).nullable(), reason: ZReason }),
  response: z.strictObject({ country: z.string(), before: z.number().int().nullable(), after: z.number().int().nullable() }),
  errors: ['countryCodeInvalid', 'configRejected'],
});

// ---------------------------------------------------------------- seconds contracts

export const ZAdminSecondsDuration = z.strictObject({
  second: z.number().int(),
  incomeRate: z.string(),
  min: z.string(),
  max: z.string(),
  isEnabled: z.boolean(),
});

export const ADMIN_SECONDS = defineAdminCall({
  method: 'GET',
  path: '/admin/seconds',
  action: 'seconds.read',
  isWrite: false,
  summary: 'Seconds contracts: every duration (income rate, minimum, maximum, on/off) and the markets offered.',
  request: z.strictObject({}),
  response: z.strictObject({
    durations: z.array(ZAdminSecondsDuration),
    markets: z.array(z.strictObject({ symbol: z.string(), isEnabled: z.boolean() })),
    /** Money-parameter changes waiting for a second operator. */
    pending: z.array(ZConfigPending),
  }),
});

const ZSecond = z.number().int().min(1).max(86_400);

/** The duration fields that are money parameters: changing one waits for a second operator. */
export const SECONDS_MONEY_FIELDS = ['incomeRate', 'min', 'max'] as const;

export const ADMIN_SECONDS_SET = defineAdminCall({
  method: 'POST',
  path: '/admin/seconds/set',
  action: 'seconds.set',
  isWrite: true,
  summary: 'Change one field of a duration: enabled 0|1 at once; incomeRate (above 0, below 1), min, max (USDT) wait for a second operator. Open orders keep their terms.',
  request: z.strictObject({ second: ZSecond, field: z.enum(['enabled', ...SECONDS_MONEY_FIELDS]), value: z.string().trim().min(1).max(40), reason: ZReason }),
  response: z.union([ZAdminSecondsDuration, ZApprovalPending]),
  errors: ['configRejected'],
});

export const ADMIN_SECONDS_ADD = defineAdminCall({
  method: 'POST',
  path: '/admin/seconds/add',
  action: 'seconds.set',
  isWrite: true,
  summary: 'Offer a new duration with its income rate, minimum and maximum (money parameters: waits for a second operator).',
  request: z.strictObject({ second: ZSecond, incomeRate: ZRate, min: ZUsdt, max: ZUsdt, reason: ZReason }),
  response: z.union([ZAdminSecondsDuration, ZApprovalPending]),
  errors: ['configRejected'],
});

export const ADMIN_SECONDS_REMOVE = defineAdminCall({
  method: 'POST',
  path: '/admin/seconds/remove',
  action: 'seconds.set',
  isWrite: true,
  summary: 'Stop offering a duration (its open orders settle on their own terms).',
  request: z.strictObject({ second: ZSecond, reason: ZReason }),
  response: ZAdminSecondsDuration,
  errors: ['configRejected'],
});

export const ADMIN_SECONDS_MARKET = defineAdminCall({
  method: 'POST',
  path: '/admin/seconds/market',
  action: 'seconds.set',
  isWrite: true,
  summary: 'Offer seconds contracts on a spot market, or stop.',
  request: z.strictObject({ symbol: ZSymbol, isEnabled: z.boolean(), reason: ZReason }),
  response: z.strictObject({ symbol: z.string(), isEnabled: z.boolean() }),
  errors: ['marketNotFound'],
});

// ---------------------------------------------------------------- parameters

export const ZAdminParam = z.strictObject({
  name: z.string(),
  value: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  /** A money parameter: a change waits for a second operator. */
  isMoney: z.boolean(),
  updatedAt: ZEpochMs,
  updatedBy: z.string(),
  /** A change waiting for a second operator, if any. */
  pending: z.array(z.strictObject({ approvalId: z.string(), value: z.string(), requestedBy: z.string(), requestedAt: ZEpochMs, reason: z.string() })),
});

export const ADMIN_PARAMS = defineAdminCall({
  method: 'GET',
  path: '/admin/params',
  action: 'params.read',
  isWrite: false,
  summary: 'The parameters table: each value, whether it is a money parameter, and the changes waiting for approval.',
  request: z.strictObject({}),
  response: z.array(ZAdminParam),
});

export const ADMIN_PARAM_SET = defineAdminCall({
  method: 'POST',
  path: '/admin/params/set',
  action: 'params.set',
  isWrite: true,
  summary: 'Set a parameter; a money parameter waits for a second operator.',
  request: z.strictObject({ name: z.string().trim().min(1).max(64), value: z.string().max(2000), reason: ZReason }),
  response: z.union([z.strictObject({ name: z.string(), before: z.string(), after: z.string() }), ZApprovalPending]),
  errors: ['paramUnknown'],
});

export const ADMIN_CONFIG_CALLS = [
  ADMIN_PRODUCTS,
  ADMIN_PRODUCT_SET,
  ADMIN_PRODUCT_DISCLOSURES,
  ADMIN_PRODUCT_DISCLOSURE,
  ADMIN_PRODUCT_DISCLOSURE_PUBLISH,
  ADMIN_SPOT_MARKETS,
  ADMIN_SPOT_ADD,
  ADMIN_CONTRACT_MARKETS,
  ADMIN_CONTRACT_SET,
  ADMIN_CONTRACT_CAP,
  ADMIN_SECONDS,
  ADMIN_SECONDS_SET,
  ADMIN_SECONDS_ADD,
  ADMIN_SECONDS_REMOVE,
  ADMIN_SECONDS_MARKET,
  ADMIN_PARAMS,
  ADMIN_PARAM_SET,
] as const;
