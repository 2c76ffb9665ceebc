import { useMemo } from 'react';
import { FileOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { IndexChart } from '../../../features/contract/index-chart';
import type { TChartLine } from '../../../features/contract/index-chart-model';
import { Output } from '../../../features/format/output';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { useSecondsConfig, useSecondsRecords } from '../../../features/seconds/use-seconds-data';
import { useSessionStore } from '../../../features/session/session-store';
import { ProductGate } from '../components/product-gate';
import { IndexPrice } from '../contract/index-price';
import { ProductSwitch } from '../contract/product-switch';
import { ConnectionBanner } from '../market/connection-banner';
import { MarketPicker } from './market-picker';
import { OpenOrders, OPEN_LIST_SIZE } from './open-orders';
import { OrderForm } from './order-form';
import { ResultPopup } from './result-popup';
import { marketOf, pairOf, symbolOf, type TSecondsMarket } from './seconds-view';
import { secondsUrls, useSecondsSymbol } from './seconds-urls';
import { useSettledResults } from './use-settled-results';

/**
 * The form meets its gate like the contract form: a visitor sees it with its own log-in button (the
 * screen is public, SPEC §2); anyone else waits for the server's verdict (risk disclosure first;
 * restricted countries, the EU/EEA, GB, AU and CA by default, and "switched off" are said plainly).
 */
const SECONDS_GATE: TGatePolicy = { hasOwnLogin: true };

/**
 * The seconds-contract screen (/seconds?symbol=btcusdt): Spot | Contract | Seconds, the pair (the
 * markets getConfig offers) with its index price and chart (the opening prices of the user's open
 * orders on it), the order form behind the product gate, the user's open orders counting down, and
 * a result sheet each time one of them settles.
 */
export function SecondsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const config = useSecondsConfig();
  const asked = useSecondsSymbol();
  const market = marketOf(config.data, asked);
  const symbol = market?.symbol ?? asked;
  const open = useSecondsRecords(1, 1, OPEN_LIST_SIZE);
  const openList = open.data?.list;
  const lines = useMemo<TChartLine[]>(() => {
    const prices = new Set((openList ?? []).filter((o) => symbolOf(o) === symbol && o.openPrice !== '').map((o) => o.openPrice));
    return [...prices].map((price) => ({ kind: 'entry', price }));
  }, [openList, symbol]);
  const results = useSettledResults();
  const ordersLink = isLogin && (
    <Link to={secondsUrls.orders()} className="mt-icon-btn" aria-label={t('mSeconds.ordersTitle')}>
      <FileOutline />
    </Link>
  );
  return (
    <div className="m-page mc-page msec-page" data-symbol={symbol}>
      <h1 className="m-sr-only">
        {t('seconds.title')} {market && <bdi dir="ltr">{pairOf(market)}</bdi>}
      </h1>
      <ProductSwitch current="seconds" symbol={symbol} />
      <header className="mt-phead">
        <div className="mt-phead__bar">
          <MarketPicker markets={config.data?.markets ?? []} current={market} onPick={(next) => navigate(secondsUrls.trade(next), { replace: true })} />
          <span className="mt-phead__actions">{ordersLink}</span>
        </div>
        <SecondsIndexPrice market={market} />
      </header>
      <ConnectionBanner />
      <div className="mc-chart" data-testid="seconds-chart">
        <IndexChart symbol={symbol} lines={lines} height={170} />
      </div>
      <div className="mc-main">
        <ProductGate product="seconds" policy={SECONDS_GATE}>
          <OrderForm market={market} />
        </ProductGate>
      </div>
      {isLogin && <OpenOrders />}
      <ResultPopup order={results.current} onClose={results.next} />
    </div>
  );
}

/**
 * The index price: the contract screens' (the newest recorded tick, the chart's own data) for a
 * market they know, else the one getConfig gives.
 */
function SecondsIndexPrice({ market }: { market: TSecondsMarket | undefined }) {
  const { t } = useTranslation();
  const known = market && findContractMarket(market.symbol);
  if (known) return <IndexPrice market={known} />;
  return (
    <div className="mc-index">
      <span className="mc-index__label">{t('seconds.indexPrice')}</span>
      <span className="mc-index__price" data-testid="index-price">
        <bdi dir="ltr">{market ? <Output value={market.price} decimals={market.pricePrecision ?? 8} empty="--" /> : '--'}</bdi>
      </span>
    </div>
  );
}
