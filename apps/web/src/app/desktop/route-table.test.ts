import { describe, expect, it } from 'vitest';
import { DESKTOP_ROUTES, PUBLIC_PATHS, findRoute, isPublicPath, isTurnedAway, navIndexOf, redirectFor } from './route-table';

describe('desktop route table (SPEC §2)', () => {
  it('has every public route as a real route', () => {
    for (const path of PUBLIC_PATHS) expect(DESKTOP_ROUTES.some((r) => r.path === path)).toBe(true);
    expect(PUBLIC_PATHS).toHaveLength(17);
  });

  it('gives the nav indices of the spec', () => {
    expect(navIndexOf('/home')).toBe(1);
    expect(navIndexOf('/home/detail')).toBe(3);
    expect(navIndexOf('/subcribe')).toBe(2);
    expect(navIndexOf('/subcribe/detail')).toBe(2);
    expect(navIndexOf('/subcribe/my')).toBe(2);
    expect(navIndexOf('/subcribe/book')).toBe(-1);
    expect(navIndexOf('/help')).toBe(4);
    expect(navIndexOf('/help/msg-detail')).toBe(-1);
    expect(navIndexOf('/contract')).toBe(5);
    expect(navIndexOf('/secondContract')).toBe(6);
    for (const child of ['policy', 'connect', 'customer', 'protocol', 'legal', 'us']) expect(navIndexOf(`/about/${child}`)).toBe(4);
  });

  it('puts the product pages behind their product\'s access gate', () => {
    expect(findRoute('/contract')?.product).toBe('contract');
    expect(findRoute('/secondContract')?.product).toBe('seconds');
    expect(findRoute('/subcribe')?.product).toBe('launchpad');
    expect(findRoute('/account/fund')?.product).toBe('fund');
    expect(findRoute('/account/assert')?.product).toBeUndefined();
  });

  it('gives the trading page its own page', () => {
    expect(findRoute('/home/detail')?.page).toBe('trade');
  });

  it('gives the contract screens their pages (the trading page stays public, behind its gate)', () => {
    expect(findRoute('/contract')?.page).toBe('contract');
    expect(findRoute('/account/contract')?.page).toBe('account-contract');
    expect(isPublicPath('/contract')).toBe(true);
    expect(redirectFor('/contract', false)).toBeNull();
    expect(redirectFor('/account/contract', false)).toBe('/home');
  });

  it('gives the seconds-contract screens their pages (the trading page stays public, behind its gate)', () => {
    expect(findRoute('/secondContract')?.page).toBe('seconds');
    expect(findRoute('/account/secondContract')?.page).toBe('account-seconds');
    expect(isPublicPath('/secondContract')).toBe(true);
    expect(redirectFor('/secondContract', false)).toBeNull();
    expect(redirectFor('/account/secondContract', false)).toBe('/home');
  });

  it('gives the assets screens their pages (the address pages stay under /setting)', () => {
    expect(findRoute('/account/assert')?.page).toBe('assets-overview');
    expect(findRoute('/account/recharge')?.page).toBe('assets-deposit');
    expect(findRoute('/account/withdrawel')?.page).toBe('assets-withdraw');
    expect(findRoute('/account/transfer')?.page).toBe('assets-transfer');
    expect(findRoute('/setting/addresslist')?.page).toBe('address-book');
    expect(findRoute('/setting/addaddress')?.page).toBe('address-form');
    expect(findRoute('/setting/address')?.page).toBe('address-form');
  });

  it('redirects the defaults', () => {
    expect(redirectFor('/', true)).toBe('/home');
    expect(redirectFor('/setting', true)).toBe('/setting/password');
    expect(redirectFor('/account', true)).toBe('/account/assert');
    expect(redirectFor('/about', false)).toBe('/about/us');
    expect(redirectFor('/setting', false)).toBe('/setting/password');
  });

  it('sends a logged-out visitor off the public list to /home, and lets a user through', () => {
    expect(redirectFor('/account', false)).toBe('/home');
    expect(redirectFor('/account/profile', false)).toBe('/home');
    expect(redirectFor('/help', false)).toBeNull();
    expect(redirectFor('/help/detail', false)).toBeNull();
    expect(redirectFor('/about/policy', false)).toBe('/home');
    expect(redirectFor('/subcribe/my', false)).toBe('/home');
    expect(redirectFor('/account/profile', true)).toBeNull();
    expect(redirectFor('/about/policy', true)).toBeNull();
    expect(isPublicPath('/about/us/')).toBe(true);
    expect(isTurnedAway('/account', false)).toBe(true);
    expect(isTurnedAway('/nope', false)).toBe(false);
    expect(isTurnedAway('/account', true)).toBe(false);
  });

  it('sends unknown paths home', () => {
    expect(redirectFor('/nope', true)).toBe('/home');
    expect(redirectFor('/nope', false)).toBe('/home');
    expect(redirectFor('/home', false)).toBeNull();
  });
});
