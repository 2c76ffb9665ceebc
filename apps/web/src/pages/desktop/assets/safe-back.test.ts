import { describe, expect, it } from 'vitest';
import { safeBack } from './safe-back';

describe('safeBack', () => {
  it('returns to the account and settings pages of this app', () => {
    expect(safeBack('/account/withdrawel?coin=USDT&chain=TRC20')).toBe('/account/withdrawel?coin=USDT&chain=TRC20');
    expect(safeBack('/setting/addresslist')).toBe('/setting/addresslist');
  });
  it('falls back to the address book for anything else', () => {
    expect(safeBack(null)).toBe('/setting/addresslist');
    expect(safeBack('https://evil.example/account/x')).toBe('/setting/addresslist');
    expect(safeBack('//evil.example/account/')).toBe('/setting/addresslist');
    expect(safeBack('/home')).toBe('/setting/addresslist');
    expect(safeBack('/account/x"><script>')).toBe('/setting/addresslist');
  });
});
