import { describe, expect, it } from 'vitest';
import type { TProduct } from '@exchange/contracts';
import { closedProducts, closedReasonOf } from './closed-products';

const product = (code: TProduct['code'], allowed: boolean, reason: TProduct['reason']): TProduct =>
  ({ code, allowed, reason, message: allowed ? null : 'closed', disclosure: null }) as TProduct;

describe('the products an entry says are closed', () => {
  it('names those closed to the country or switched off, and leaves what the screen settles to the screen', () => {
    const answer = {
      country: 'DE',
      kycLevel: 0,
      list: [
        product('spot', true, null),
        product('contract', false, 'kyc'),
        product('seconds', false, 'country'),
        product('fund', false, 'off'),
        product('launchpad', false, 'disclosure'),
        product('flash', false, 'noCountry'),
        product('fiat', false, 'login'),
      ],
    };
    const closed = closedProducts(answer);
    expect(closed).toEqual({ country: 'DE', list: [{ code: 'seconds', reason: 'country' }, { code: 'fund', reason: 'off' }] });
    expect(closedReasonOf(closed, 'seconds')).toBe('country');
    expect(closedReasonOf(closed, 'contract')).toBeNull();
    expect(closedProducts(undefined)).toEqual({ country: null, list: [] });
  });
});
