import { lazy, Suspense, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { Tabs } from '../../../ui/mobile/tabs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ConnectionBanner } from '../market/connection-banner';
import { readChartSettings, saveChartSettings, type TChartSettings } from './chart-options';
import { ChartToolbar } from './chart-toolbar';
import { FullBook } from './full-book';
import { useOrderDraft } from './order-draft-store';
import { PairHeader } from './pair-header';
import { PairSwitcher } from './pair-switcher';
import { RecentTrades } from './recent-trades';
import { tradeUrls, useTradeMarket } from './use-trade-market';
import './trade.css';
import { GeneratedHistoryNote } from '../../../features/market/generated-history-note';

// klinecharts is the largest library of the trade screens: it loads with the chart only.
const KlineChart = lazy(() => import('./kline-chart'));

/**
 * The chart screen (/trade/chart?symbol=…): the pair's 24 h figures, candles with time frames and
 * indicators, then the full order book or the recent trades; Buy and Sell open the order form.
 */
export function ChartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const market = useTradeMarket();
  const [settings, setSettings] = useState<TChartSettings>(readChartSettings);
  const [tab, setTab] = useState<'book' | 'trades'>('book');
  const change = (next: TChartSettings) => {
    setSettings(next);
    saveChartSettings(next);
  };
  const goTrade = (side: 'buy' | 'sell') => {
    useOrderDraft.getState().setSide(side);
    navigate(tradeUrls.trade(market.symbol));
  };
  return (
    <SubPage title={<PairSwitcher market={market} onPick={(symbol) => navigate(tradeUrls.chart(symbol), { replace: true })} />}>
      <div className="m-page mt-chart-page" data-symbol={market.symbol}>
        <PairHeader market={market} isWide />
        <ConnectionBanner />
        <section className="mt-chart-card" aria-label={t('market.chart')}>
          <ChartToolbar settings={settings} onChange={change} />
          <Suspense fallback={<div className="mt-chart mt-chart__overlay"><DotLoading color="primary" /></div>}>
            <KlineChart market={market} settings={settings} />
          </Suspense>
          <GeneratedHistoryNote symbol={market.symbol} className="mt-chart__note" />
        </section>
        <section className="mt-chart-card">
          <Tabs activeKey={tab} onChange={(key) => setTab(key as 'book' | 'trades')} className="mt-tabs">
            <Tabs.Tab key="book" title={t('market.orderBook')} />
            <Tabs.Tab key="trades" title={t('market.recentTrades')} />
          </Tabs>
          {tab === 'book' ? <FullBook market={market} /> : <RecentTrades market={market} />}
        </section>
      </div>
      <div className="mt-actionbar">
        <Button block className="mt-submit mt-submit--buy" onClick={() => goTrade('buy')}>
          {t('trade.buyCoin', { coin: market.base })}
        </Button>
        <Button block className="mt-submit mt-submit--sell" onClick={() => goTrade('sell')}>
          {t('trade.sellCoin', { coin: market.base })}
        </Button>
      </div>
    </SubPage>
  );
}
