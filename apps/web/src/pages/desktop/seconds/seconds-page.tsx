import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { findContractMarket } from '@exchange/contracts';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsConfig, useSecondsFeed } from '../../../features/seconds/use-seconds-data';
import { SecondsChartPanel } from './seconds-chart-panel';
import { SecondsDetailModal } from './seconds-detail-modal';
import { SecondsHeader } from './seconds-header';
import { SecondsOrdersSection } from './seconds-orders-section';
import { SecondsPanel } from './seconds-panel';
import { SecondsResultModal } from './seconds-result-modal';
import '../../../app/desktop/desktop-trade.css';
import '../../../app/desktop/desktop-orders.css';
import '../../../app/desktop/desktop-contract.css';
import '../../../app/desktop/desktop-seconds.css';

export type TSecondsPair = { symbol: string; baseCoin: string; quoteCoin: string };

/** SPEC §9's default pair. */
const DEFAULT_SYMBOL = 'btcusdt';

/**
 * The pair in the address (?symbol=) if the operator offers it, else the first offered (BTC/USDT by
 * default). Until the markets are known, the asked-for one, named from the contract markets.
 */
function usePair(): TSecondsPair {
  const [params] = useSearchParams();
  const config = useSecondsConfig();
  const asked = (params.get('symbol') ?? DEFAULT_SYMBOL).toLowerCase();
  const markets = config.data?.markets;
  const offered = markets?.find((m) => m.symbol === asked) ?? markets?.[0];
  if (offered) return { symbol: offered.symbol, baseCoin: offered.baseCoin, quoteCoin: offered.quoteCoin };
  const known = findContractMarket(asked) ?? findContractMarket(DEFAULT_SYMBOL);
  return { symbol: known?.symbol ?? DEFAULT_SYMBOL, baseCoin: known?.base ?? 'BTC', quoteCoin: known?.quote ?? 'USDT' };
}

/**
 * The seconds-contract page (/pc/secondContract?symbol=btcusdt; SPEC §2 nav 6): the market with its
 * index price and the house, the live index chart with the user's opening prices, the order panel
 * behind the seconds gate, and the user's open orders (counting down) and history below. When one of
 * the user's orders settles, its result pops up, with the way to its proof.
 */
export function SecondsPage() {
  const pair = usePair();
  const [result, setResult] = useState<TSecondsOrder | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  useSecondsFeed(useCallback((order: TSecondsOrder) => setResult(order), []));
  return (
    <div className="pc-trade pcc pcs" data-symbol={pair.symbol} data-testid="seconds-page">
      <SecondsHeader pair={pair} />
      <div className="pcc__grid">
        <SecondsChartPanel symbol={pair.symbol} />
        <SecondsPanel symbol={pair.symbol} />
      </div>
      <SecondsOrdersSection onDetail={(o) => setDetailId(o.id)} />
      <SecondsResultModal
        order={result}
        onClose={() => setResult(null)}
        onProof={(o) => {
          setResult(null);
          setDetailId(o.id);
        }}
      />
      <SecondsDetailModal orderId={detailId} onClose={() => setDetailId(null)} />
    </div>
  );
}
