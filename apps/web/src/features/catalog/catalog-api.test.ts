import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectSameVerdict } from '../api/same-verdict.test-support';
import { catalogCall, ZCatalog } from '@exchange/contracts';
import { CATALOG_PATH, readCatalogAnswer } from './catalog-api';

const decimal = fc.oneof(fc.constantFrom('0', '5', '0.001', '1000000', '1.50', '-1', '1e3', '.5', '01'), fc.string({ maxLength: 6 }));
const count = fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constantFrom(1.5, Number.NaN), fc.string({ maxLength: 2 }));
const asset = fc.record({ currency: fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), name: fc.string({ maxLength: 5 }), scale: count }, { requiredKeys: [] });
const market = fc.record(
  {
    symbol: fc.string({ maxLength: 8 }),
    base: fc.string({ maxLength: 4 }),
    quote: fc.constantFrom('USDT', 'BTC'),
    pricePrecision: count,
    quantityPrecision: count,
    minOrderValue: decimal,
    maxOrderValue: decimal,
    makerFee: decimal,
    takerFee: decimal,
  },
  { requiredKeys: [] },
);
const extra = fc.option(fc.record({ extra: fc.string({ maxLength: 2 }) }), { nil: undefined });
const validDecimal = fc.constantFrom('0', '5', '0.001', '1000000', '1.5');
const valid = fc.record({
  assets: fc.array(fc.record({ currency: fc.string({ maxLength: 5 }), name: fc.string({ maxLength: 5 }), scale: fc.integer({ min: 0, max: 18 }) }), { maxLength: 3 }),
  markets: fc.array(
    fc.record({
      symbol: fc.string({ maxLength: 8 }),
      base: fc.string({ maxLength: 4 }),
      quote: fc.constantFrom('USDT', 'BTC'),
      pricePrecision: fc.integer({ min: 0, max: 12 }),
      quantityPrecision: fc.integer({ min: 0, max: 12 }),
      minOrderValue: validDecimal,
      maxOrderValue: validDecimal,
      makerFee: validDecimal,
      takerFee: validDecimal,
    }),
    { maxLength: 3 },
  ),
});
const answer = fc.oneof(
  valid,
  fc.record({ assets: fc.array(fc.tuple(asset, extra).map(([a, e]) => ({ ...a, ...e })), { maxLength: 3 }), markets: fc.array(fc.tuple(market, extra).map(([m, e]) => ({ ...m, ...e })), { maxLength: 3 }) }),
  fc.anything(),
);

describe('the catalogue answer read at start-up without zod', () => {
  it('is the declared call', () => {
    expect(CATALOG_PATH).toBe(catalogCall.path);
    expect(catalogCall.method).toBe('POST');
  });

  it('accepts exactly what the declared schema accepts', () => {
    expectSameVerdict(ZCatalog, readCatalogAnswer, answer);
  });
});
