import { z } from 'zod';
import { ACCESS_REASONS } from '../products/calls.js';
import { PRODUCT_CODES } from '../products/codes.js';

/**
 * What a failure's `data` (or a seconds-contract call's `result`) carries: null, except for the
 * two refusals whose next step a client needs a figure for. The server's `failure` sends whatever
 * an AppError's `data` holds; this is the list of them (accounts/verification-codes.ts for
 * codeWait, products/product-access.ts for the access check), kept honest by the test that
 * checks real failures against docs/openapi.json.
 */
export const ZFailureDetails = z.union([
  z.null(),
  z.strictObject({ seconds: z.number().int().min(1) }).meta({ description: '`codeWait`: the seconds left before a new code may be asked for.' }),
  z
    .strictObject({ product: z.enum(PRODUCT_CODES), reason: z.enum(ACCESS_REASONS.filter((r) => r !== 'login')) })
    .meta({ description: 'The product access check: the product and why it is refused, so that a client can offer the missing step.' }),
]);
