import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZDecimal } from '../api/fields.js';

/**
 * The run-time catalogue (issue 16): the assets and spot markets added after the code's own lists
 * (a launchpad token, a market the operator listed with `market:add`). A client registers them
 * (registerAsset, registerMarket) before it shows anything, so a token's balance reads at its own
 * scale and its market opens like any other.
 */
export const ZCatalogAsset = z.strictObject({
  currency: z.string().meta({ description: 'The asset, e.g. `ABC`.' }),
  name: z.string().meta({ description: "The asset's name." }),
  scale: z.number().int().min(0).max(18).meta({ description: 'Its decimals: every amount of it is read and shown at this scale.' }),
});
export type TCatalogAsset = z.output<typeof ZCatalogAsset>;

export const ZCatalogMarket = z.strictObject({
  symbol: z.string().meta({ description: 'The market, base then quote in lower case, e.g. `abcusdt`.' }),
  base: z.string(),
  quote: z.string().meta({ description: '`USDT`, `BTC` or `ETH`.' }),
  pricePrecision: z.number().int().min(0).max(12).meta({ description: 'Decimals of a price.' }),
  quantityPrecision: z.number().int().min(0).max(12).meta({ description: 'Decimals of a base quantity.' }),
  minOrderValue: ZDecimal.meta({ description: 'The smallest order value, in the quote coin.' }),
  maxOrderValue: ZDecimal.meta({ description: 'The largest order value, in the quote coin.' }),
  makerFee: ZDecimal.meta({ description: 'The maker fee rate (0.001 = 0.1 %).' }),
  takerFee: ZDecimal.meta({ description: 'The taker fee rate.' }),
});
export type TCatalogMarket = z.output<typeof ZCatalogMarket>;

export const ZCatalog = z.strictObject({
  assets: z.array(ZCatalogAsset).meta({ description: 'Assets added at run time, oldest first.' }),
  markets: z.array(ZCatalogMarket).meta({ description: 'Spot markets listed at run time, oldest first.' }),
});
export type TCatalog = z.output<typeof ZCatalog>;

export const catalogCall = defineCall({
  method: 'POST',
  path: '/market/catalog',
  auth: false,
  group: 'Market data',
  summary: 'The assets and spot markets added at run time (launchpad tokens, markets the operator listed), beside the fixed ones of SPEC §9.',
  description:
    'Clients add these to their own lists at start. A server learns of rows another server added within a few seconds; the answer is kept in memory between those reads. ' +
    'A market here trades like any other: only real orders through the order book make its price.',
  request: z.object({}),
  response: ZCatalog,
});

export const CATALOG_CALLS = [catalogCall] as const;
