import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IndexChart } from '../../../features/contract/index-chart';
import type { TChartLine } from '../../../features/contract/index-chart-model';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsRecords } from '../../../features/seconds/use-seconds-data';
import { useSessionStore } from '../../../features/session/session-store';
import { symbolOf } from './seconds-cells';

/** The chart's height: the panel beside it (the order form) is about as tall. */
const CHART_HEIGHT = 470;

/** The opening prices of the user's open orders on one market, once per price, as entry lines. */
export function openingLines(orders: readonly TSecondsOrder[], symbol: string): TChartLine[] {
  const prices = new Set(orders.filter((o) => symbolOf(o) === symbol && o.openPrice !== '').map((o) => o.openPrice));
  return [...prices].map((price) => ({ kind: 'entry', price }));
}

/** The live index price of the last half hour, with the opening prices of the user's open orders on it. */
export function SecondsChartPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const open = useSecondsRecords(1);
  const list = isLogin ? open.data?.list : undefined;
  const lines = useMemo(() => openingLines(list ?? [], symbol), [list, symbol]);
  return (
    <section className="pc-trade__panel pcc-chart" aria-label={t('seconds.indexPrice')} data-testid="seconds-chart" data-lines={lines.length}>
      <IndexChart symbol={symbol} lines={lines} height={CHART_HEIGHT} />
    </section>
  );
}
