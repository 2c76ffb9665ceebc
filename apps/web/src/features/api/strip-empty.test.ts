import { describe, expect, it } from 'vitest';
import { stripEmpty } from './strip-empty';

describe('stripEmpty', () => {
  it('drops empty, null and undefined fields and trims the rest', () => {
    expect(stripEmpty({ a: ' x ', b: '', c: null, d: undefined, e: 0, f: '  ' })).toEqual({ a: 'x', e: '0' });
  });
});
