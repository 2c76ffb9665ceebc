import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { isCountryCode } from './countries.js';
import { PRODUCT_CODES } from './codes.js';

export * from './countries.js';
export * from './codes.js';

/**
 * Why a caller may not use a product now, in the order the access check tests them:
 * switched off by the operator, restricted in the caller's country, no country known (the caller
 * must declare one), KYC level too low, the current risk disclosure not accepted yet. A visitor
 * (no session) gets `login` for every product that is switched on.
 */
export const ACCESS_REASONS = ['off', 'login', 'country', 'noCountry', 'kyc', 'disclosure'] as const;
export type TAccessReason = (typeof ACCESS_REASONS)[number];

/**
 * ISO 3166-1 alpha-2 in any case ("de"), stored upper case ("DE"); only the codes of
 * COUNTRY_CODES pass. The web shows names with Intl.DisplayNames.
 */
export const ZCountryCode = z
  .string({ error: 'countryInvalid' })
  .trim()
  .max(2, 'countryInvalid')
  .transform((v) => v.toUpperCase())
  .refine((v) => isCountryCode(v), 'countryInvalid');

export const ZProduct = z.object({
  code: z.enum(PRODUCT_CODES),
  enabled: z.boolean(),
  /** ISO codes where the product is not offered. */
  restrictedCountries: z.array(z.string()),
  /** 0 none, 1 primary, 2 advanced. */
  kycLevel: z.number().int().min(0).max(2),
  /** The risk disclosure to accept (null: none for this product), in the caller's language. */
  disclosure: z.object({ version: z.number().int().positive(), title: z.string(), text: z.string() }).nullable(),
  /** The version the caller accepted, or null. */
  acceptedVersion: z.number().int().nullable(),
  /** Whether the caller may use it now; when not, `reason` says why and `message` says it in the caller's language. */
  allowed: z.boolean(),
  reason: z.enum(ACCESS_REASONS).nullable(),
  message: z.string().nullable(),
});
export type TProduct = z.output<typeof ZProduct>;

export const productListCall = defineCall({
  method: 'POST',
  path: '/product/list',
  auth: false,
  group: 'Products',
  summary: 'Every product with its access rules and whether the caller may use it now, and why not.',
  request: z.object({}),
  response: z.object({ country: z.string().nullable(), kycLevel: z.number().int(), list: z.array(ZProduct) }),
});

export const productAcceptCall = defineCall({
  method: 'POST',
  path: '/product/accept',
  auth: true,
  group: 'Products',
  summary: "Records that the caller accepted a product's current risk disclosure (the version shown).",
  description:
    'The version must be the current one: an older version answers `disclosureOutdated` (reload the list). Accepting twice is harmless.',
  request: z.object({
    product: z.enum(PRODUCT_CODES, { error: 'productNotFound' }),
    version: z.coerce.number({ error: 'invalidParams' }).int().positive().max(1_000_000),
  }),
  response: ZProduct,
  errors: ['productNotFound', 'disclosureOutdated'],
});
