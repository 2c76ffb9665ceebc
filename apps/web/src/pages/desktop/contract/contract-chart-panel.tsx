import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { IndexChart } from '../../../features/contract/index-chart';
import type { TChartLine } from '../../../features/contract/index-chart-model';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { useContractOrders } from '../../../features/contract/use-contract-data';

/** The chart's height: the panel beside it (the opening form) is about as tall. */
const CHART_HEIGHT = 470;

/**
 * The levels of the user's holding positions on one market, as the chart draws them: entry, stop
 * loss, take profit and liquidation of each, once per price (two positions at one entry draw one line).
 */
export function positionLines(positions: readonly TContractOrder[]): TChartLine[] {
  const seen = new Set<string>();
  const lines: TChartLine[] = [];
  const add = (kind: TChartLine['kind'], price: string) => {
    if (price === '' || seen.has(`${kind}-${price}`)) return;
    seen.add(`${kind}-${price}`);
    lines.push({ kind, price });
  };
  for (const p of positions) {
    add('entry', p.openPrice);
    add('stopLoss', p.stopLoss);
    add('takeProfit', p.takeProfit);
    add('liquidation', p.liquidationPrice);
  }
  return lines;
}

/** The index price of the last half hour, with the levels of the user's positions on this market. */
export function ContractChartPanel({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const holding = useContractOrders('holding', { symbol: market.symbol });
  const list = holding.data?.list;
  const lines = useMemo(() => positionLines(list ?? []), [list]);
  return (
    <section className="pc-trade__panel pcc-chart" aria-label={t('contract.indexPrice')} data-testid="contract-chart" data-lines={lines.length}>
      <IndexChart symbol={market.symbol} lines={lines} height={CHART_HEIGHT} />
    </section>
  );
}
