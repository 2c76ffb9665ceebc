import { useSearchParams } from 'react-router';
import { DEFAULT_QUOTE_COIN, findAsset } from '@exchange/contracts';
import { chainsOf } from '../../../../features/assets/catalog';

/**
 * The coin and network of a screen, kept in the URL (?coin=BTC&chain=BTC) so a reload or a return
 * from the address form lands on the same choice. Unknown values fall back to USDT and its first chain.
 */
export function useCoinParam() {
  const [params, setParams] = useSearchParams();
  const currency = findAsset(params.get('coin') ?? '')?.currency ?? DEFAULT_QUOTE_COIN;
  const chains = chainsOf(currency);
  const chain = chains.find((c) => c.chain === (params.get('chain') ?? '').toUpperCase()) ?? chains[0];
  const update = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  return {
    currency,
    chain,
    params,
    setCurrency: (coin: string) => update({ coin, chain: '', address: '' }),
    setChain: (name: string) => update({ chain: name, address: '' }),
    update,
  };
}
