import { useSearchParams } from 'react-router';
import { chainsOf, coinChainOf } from '../../../features/assets/catalog';

/**
 * The coin and network of a deposit or withdrawal page, kept in the query (?coin=BTC&chain=BTC) so
 * that the overview's row actions and a return from the address book land on the same choice. An
 * unknown coin, or one on no chain (a launchpad token), falls back to USDT; an unknown chain to the
 * coin's first one (coinChainOf).
 */
export function useCoinChain() {
  const [params, setParams] = useSearchParams();
  const { currency, chain } = coinChainOf(params.get('coin'), params.get('chain'));
  const update = (coin: string, chainName: string) => {
    const next = new URLSearchParams(params);
    next.set('coin', coin);
    next.set('chain', chainName);
    setParams(next, { replace: true });
  };
  return {
    currency,
    chain,
    setCurrency: (coin: string) => update(coin, chainsOf(coin)[0]?.chain ?? ''),
    setChain: (chainName: string) => update(currency, chainName),
  };
}
