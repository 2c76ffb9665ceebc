import { useSearchParams } from 'react-router';
import { DEFAULT_QUOTE_COIN, findAsset } from '@exchange/contracts';
import { chainsOf } from '../../../features/assets/catalog';

/**
 * The coin and network of a deposit or withdrawal page, kept in the query (?coin=BTC&chain=BTC) so
 * that the overview's row actions and a return from the address book land on the same choice. An
 * unknown coin or chain falls back to USDT and the coin's first chain.
 */
export function useCoinChain() {
  const [params, setParams] = useSearchParams();
  const asked = (params.get('coin') ?? '').toUpperCase();
  const currency = findAsset(asked)?.currency ?? DEFAULT_QUOTE_COIN;
  const chains = chainsOf(currency);
  const askedChain = (params.get('chain') ?? '').toUpperCase();
  const chain = chains.find((c) => c.chain === askedChain) ?? chains[0];
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
