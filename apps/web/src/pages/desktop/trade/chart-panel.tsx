import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { DepthChart } from './depth-chart';
import { KlineChart } from './kline-chart';

type TView = 'candles' | 'depth';

/** The "Candles | Depth" switch above the chart. */
function ViewSwitch({ view, onChange }: { view: TView; onChange: (view: TView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="pc-chart-view" role="group" aria-label={t('charts.view')} data-testid="chart-view">
      {(['candles', 'depth'] as const).map((name) => (
        <button key={name} type="button" aria-pressed={view === name} onClick={() => onChange(name)}>
          {t(`charts.${name}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The chart area of the trading page: the candles (klinecharts, loaded after the first paint) or
 * the depth chart of the live book, switched above the chart.
 */
export function ChartPanel({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const [view, setView] = useState<TView>('candles');
  const viewSwitch = <ViewSwitch view={view} onChange={setView} />;
  if (view === 'candles') return <KlineChart market={market} viewSwitch={viewSwitch} />;
  return (
    <section className="pc-trade__panel pc-chart" aria-label={t('charts.depth')}>
      <div className="pc-chart__bar">{viewSwitch}</div>
      <DepthChart market={market} />
    </section>
  );
}
