import { useSearchParams } from 'react-router';
import { findContractMarket } from '@exchange/contracts';
import { useSecondsConfig } from '../../../features/seconds/use-seconds-data';

export type TSecondsPair = { symbol: string; baseCoin: string; quoteCoin: string };

/** SPEC §9's default pair. */
const DEFAULT_SYMBOL = 'btcusdt';

/**
 * The pair in the address (?symbol=) if the operator offers it, else the first offered (BTC/USDT by
 * default). Until the markets are known, the asked-for one, named from the contract markets.
 */
export function useSecondsPair(): TSecondsPair {
  const [params] = useSearchParams();
  const config = useSecondsConfig();
  const asked = (params.get('symbol') ?? DEFAULT_SYMBOL).toLowerCase();
  const markets = config.data?.markets;
  const offered = markets?.find((m) => m.symbol === asked) ?? markets?.[0];
  if (offered) return { symbol: offered.symbol, baseCoin: offered.baseCoin, quoteCoin: offered.quoteCoin };
  const known = findContractMarket(asked) ?? findContractMarket(DEFAULT_SYMBOL);
  return { symbol: known?.symbol ?? DEFAULT_SYMBOL, baseCoin: known?.base ?? 'BTC', quoteCoin: known?.quote ?? 'USDT' };
}
