/**
 * The products of SPEC §1 that the access rules govern (ARCHITECTURE.md "Products, the house and
 * promises"). In a file of its own so that api/define-call.ts can name a call's product without
 * importing products/calls.ts, which declares its calls with defineCall (no import loop).
 */
export const PRODUCT_CODES = ['spot', 'contract', 'seconds', 'fund', 'launchpad', 'flash', 'fiat'] as const;
export type TProductCode = (typeof PRODUCT_CODES)[number];
