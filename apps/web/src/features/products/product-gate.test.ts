import { describe, expect, it } from 'vitest';
import type { TProduct } from '@exchange/contracts';
import { gateView, withProduct } from './product-gate';
import type { TProductList } from './products-api';

const disclosure = { version: 2, title: 'Risks of leveraged contracts', text: 'You can lose everything you put in.' };

/** A product as /product/list sends it; allowed unless a reason is given. */
function product(patch: Partial<TProduct> = {}): TProduct {
  const isClosed = Boolean(patch.reason);
  return {
    code: 'spot',
    enabled: true,
    restrictedCountries: [],
    kycLevel: 0,
    disclosure: null,
    acceptedVersion: null,
    allowed: !isClosed,
    reason: null,
    message: null,
    ...patch,
  };
}

const answer = (p: TProduct, country: string | null = 'DE'): TProductList => ({ country, kycLevel: 0, list: [product({ code: 'fund' }), p] });
const spot = (p: Partial<TProduct>, country?: string | null) => ({ code: 'spot' as const, answer: answer(product(p), country), isFailed: false });

describe('product gate', () => {
  it('shows the screen when the server allows the product', () => {
    expect(gateView(spot({}))).toEqual({ kind: 'screen' });
  });

  it('shows the server\'s message and no way forward when the operator switched the product off', () => {
    expect(gateView(spot({ enabled: false, reason: 'off', message: 'Spot trading is not available at the moment' }))).toEqual({
      kind: 'closed',
      reason: 'off',
      message: 'Spot trading is not available at the moment',
      action: 'none',
      country: null,
      disclosure: null,
    });
  });

  it('gives each reason its way forward: log in, the profile, identity verification', () => {
    expect(gateView(spot({ reason: 'login', message: 'Log in first' }))).toMatchObject({ kind: 'closed', action: 'login' });
    expect(gateView(spot({ reason: 'noCountry', message: 'Tell us your country' }))).toMatchObject({ action: 'profile', country: null });
    expect(gateView(spot({ reason: 'kyc', kycLevel: 1, message: 'Verify' }))).toMatchObject({ action: 'kyc', message: 'Verify' });
  });

  it('names the country a restriction applied to', () => {
    expect(gateView(spot({ reason: 'country', restrictedCountries: ['US'], message: 'Not in your country' }, 'US'))).toMatchObject({
      kind: 'closed',
      reason: 'country',
      action: 'profile',
      country: 'US',
    });
    // Once the identity is verified its country is fixed: the reason alone, no way to a profile that cannot change it.
    const verified: TProductList = { country: 'US', kycLevel: 1, list: [product({ code: 'seconds', reason: 'country', restrictedCountries: ['US'], message: 'Not in your country' })] };
    expect(gateView({ code: 'seconds', answer: verified, isFailed: false })).toMatchObject({ kind: 'closed', reason: 'country', action: 'none', country: 'US' });
  });

  it('offers the disclosure to accept, and only the message when there is no text to accept', () => {
    expect(gateView(spot({ reason: 'disclosure', disclosure, message: 'Accept the risk disclosure first' }))).toMatchObject({
      action: 'accept',
      disclosure,
    });
    expect(gateView(spot({ reason: 'disclosure', disclosure: null, message: 'Accept the risk disclosure first' }))).toMatchObject({
      action: 'none',
      disclosure: null,
    });
  });

  it('keeps a visitor on a screen that has its own log-in prompt, but not when the product is off', () => {
    expect(gateView(spot({ reason: 'login', message: 'Log in' }), { hasOwnLogin: true })).toEqual({ kind: 'screen' });
    expect(gateView(spot({ reason: 'off', message: 'Off' }), { hasOwnLogin: true })).toMatchObject({ kind: 'closed', reason: 'off' });
  });

  it('never opens a product the server refused without a reason', () => {
    expect(gateView(spot({ allowed: false, reason: null, message: null }))).toMatchObject({ kind: 'closed', reason: 'off', action: 'none' });
  });

  it('waits for the list, or says it failed, unless the screen is optimistic (the server still checks each call)', () => {
    expect(gateView({ code: 'spot', answer: undefined, isFailed: false })).toEqual({ kind: 'pending' });
    expect(gateView({ code: 'spot', answer: undefined, isFailed: true })).toEqual({ kind: 'failed' });
    expect(gateView({ code: 'spot', answer: undefined, isFailed: true }, { isOptimistic: true })).toEqual({ kind: 'screen' });
    const withoutSpot: TProductList = { country: null, kycLevel: 0, list: [product({ code: 'fund' })] };
    expect(gateView({ code: 'spot', answer: withoutSpot, isFailed: false })).toEqual({ kind: 'failed' });
  });

  it('replaces one product with the server\'s newer answer after an accept, and opens its gate', () => {
    const before = answer(product({ code: 'contract', reason: 'disclosure', disclosure, message: 'Accept first' }));
    const after = withProduct(before, product({ code: 'contract', disclosure, acceptedVersion: 2 }));
    expect(after.list.map((p) => [p.code, p.allowed])).toEqual([
      ['fund', true],
      ['contract', true],
    ]);
    expect(gateView({ code: 'contract', answer: after, isFailed: false })).toEqual({ kind: 'screen' });
  });
});
