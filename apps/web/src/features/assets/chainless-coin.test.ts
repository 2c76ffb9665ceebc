import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ASSETS, findAsset, registerAsset } from '@exchange/contracts';
import { registerCatalog } from '../catalog/register-catalog';
import { coinChainOf, isOnChain, onChainAssets } from './catalog';

// A launchpad token as the app registers it at start (/market/catalog): a scale, no chain.
registerCatalog({ assets: [{ currency: 'ETK2', name: 'ETK2 token', scale: 4 }], markets: [] });

/**
 * A coin on no chain (a launchpad token, issue 16) is traded and transferred on the exchange only:
 * the deposit, withdrawal and address pages never take it, whatever their link asks, and their coin
 * pickers do not offer it.
 */
describe('a coin on no chain on the deposit and withdrawal pages', () => {
  it('is not on a chain; the listed coins are', () => {
    expect(findAsset('ETK2')?.chains).toEqual([]);
    expect(isOnChain('ETK2')).toBe(false);
    expect(isOnChain('etk2')).toBe(false);
    expect(isOnChain('NOPE')).toBe(false);
    expect(isOnChain('USDT')).toBe(true);
    expect(isOnChain('btc')).toBe(true);
  });

  it('opens the default coin for its deep link, as for an unknown coin; a listed coin keeps its link', () => {
    expect(coinChainOf('ETK2', null)).toEqual({ currency: 'USDT', chain: findAsset('USDT')!.chains[0] });
    expect(coinChainOf('etk2', 'ERC20')).toMatchObject({ currency: 'USDT', chain: { chain: 'ERC20' } });
    expect(coinChainOf('NOPE', null).currency).toBe('USDT');
    expect(coinChainOf(null, null).currency).toBe('USDT');
    expect(coinChainOf('eth', null)).toMatchObject({ currency: 'ETH', chain: { chain: 'ERC20' } });
    expect(coinChainOf('USDT', 'trc20')).toMatchObject({ currency: 'USDT', chain: { chain: 'TRC20' } });
    expect(coinChainOf('USDT', 'SOL').chain).toBe(findAsset('USDT')!.chains[0]);
  });

  it('is left out of the pickers of those pages, and only it', () => {
    const offered = onChainAssets().map((a) => a.currency);
    expect(offered).not.toContain('ETK2');
    expect(offered).toEqual(ASSETS.filter((a) => a.currency !== 'ETK2' && a.chains.length > 0).map((a) => a.currency));
    expect(offered).toContain('USDT');
    // A token registered later (a late catalogue answer) is left out too: the list is read when shown.
    registerAsset({ currency: 'LATE1', name: 'Late token', scale: 2, chains: [] });
    expect(onChainAssets().map((a) => a.currency)).not.toContain('LATE1');
  });

  it('always answers a coin with the chain it names, whatever the link holds', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.constantFrom(...ASSETS.map((a) => a.currency), 'etk2', 'late1'), fc.string())), fc.option(fc.string()), (coin, chain) => {
        const picked = coinChainOf(coin, chain);
        const asset = findAsset(picked.currency)!;
        expect(asset.chains).toContain(picked.chain);
        if (coin && findAsset(coin)?.chains.length) expect(picked.currency).toBe(findAsset(coin)!.currency);
        else expect(picked.currency).toBe('USDT');
      }),
    );
  });
});
