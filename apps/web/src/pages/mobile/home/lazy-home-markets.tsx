import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { marketKeys } from '../../../features/market/market-keys';
import { fetchTickers } from '../../../features/market/tickers-api';
import '../trade/trade.css';

// The live market section (socket client, list rows) is its own chunk: the home page shows at once
// and keeps within the first-page budget (apps/web/scripts/size.ts), while the tickers are asked
// for in parallel below, so the section does not wait for its code and then for its data.
const HomeMarkets = lazy(() => import('./home-markets').then((m) => ({ default: m.HomeMarkets })));

/** The same boxes the section shows while loading, so nothing jumps when it arrives. */
function Placeholder() {
  return (
    <div aria-busy="true">
      <div className="mt-hcards">
        <div className="mt-hcard mt-hcard--loading" />
        <div className="mt-hcard mt-hcard--loading" />
        <div className="mt-hcard mt-hcard--loading" />
      </div>
      <div className="m-card mt-hlist__loading" />
    </div>
  );
}

/** Home's markets: loads the section's code and the USDT tickers at the same time. */
export function LazyHomeMarkets() {
  const client = useQueryClient();
  useEffect(() => {
    // staleTime matches the live hook's (Infinity): once loaded, pushes keep it fresh.
    void client.prefetchQuery({ queryKey: marketKeys.tickers('USDT'), queryFn: () => fetchTickers('USDT'), staleTime: Infinity });
  }, [client]);
  return (
    <Suspense fallback={<Placeholder />}>
      <HomeMarkets />
    </Suspense>
  );
}
