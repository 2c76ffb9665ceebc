import { useSearchParams } from 'react-router';
import { coinChainOf } from '../../../../features/assets/catalog';

/**
 * The coin and network of a deposit, withdrawal or address screen, kept in the URL (?coin=BTC&chain=BTC)
 * so a reload or a return from the address form lands on the same choice. An unknown coin, or one on
 * no chain (a launchpad token), falls back to USDT; an unknown chain to the coin's first one.
 */
export function useCoinParam() {
  const [params, setParams] = useSearchParams();
  const { currency, chain } = coinChainOf(params.get('coin'), params.get('chain'));
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
