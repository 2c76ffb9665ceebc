import { describe, expect, it } from 'vitest';
import { orderIdOf } from './use-fiat-views';

describe('orderIdOf', () => {
  it('takes an order id from the address', () => {
    expect(orderIdOf('42')).toBe('42');
    expect(orderIdOf('123456789012345678')).toBe('123456789012345678');
  });

  it('refuses what is not an id, so the order screen says "missing" instead of asking the server', () => {
    for (const bad of [null, undefined, '', 'abc', '12a', '-1', '1234567890123456789', ' 42']) expect(orderIdOf(bad)).toBeNull();
  });
});
