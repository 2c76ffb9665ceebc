import { useCallback, useState } from 'react';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsFeed } from '../../../features/seconds/use-seconds-data';
import { useSecondsPair } from './use-seconds-pair';
import { SecondsChartPanel } from './seconds-chart-panel';
import { SecondsDetailModal } from './seconds-detail-modal';
import { SecondsHeader } from './seconds-header';
import { SecondsOrdersSection } from './seconds-orders-section';
import { SecondsPanel } from './seconds-panel';
import { SecondsResultModal } from './seconds-result-modal';
import '../trade/trade.css';
import '../trade/orders-table.css';
import '../contract/contract.css';
import './seconds.css';

/**
 * The seconds-contract page (/pc/secondContract?symbol=btcusdt; SPEC §2 nav 6): the market with its
 * index price and the house, the live index chart with the user's opening prices, the order panel
 * behind the seconds gate, and the user's open orders (counting down) and history below. When one of
 * the user's orders settles, its result pops up, with the way to its proof.
 */
export function SecondsPage() {
  const pair = useSecondsPair();
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
