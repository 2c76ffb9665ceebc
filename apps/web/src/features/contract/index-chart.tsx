import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { formatOutput } from '../format/format-output';
import { useLocaleStore } from '../locale/locale-store';
import { formatClock } from '../market/format-market';
import { chartModel, type TChartLine, type TChartLineKind } from './index-chart-model';
import { INDEX_CHART_WINDOW_MS, useIndexTicks } from './use-contract-data';
import './index-chart.css';

const PADDING = 12;
const LABEL_KEYS: Record<TChartLineKind, string> = {
  entry: 'contract.chart.entry',
  stopLoss: 'contract.stopLoss',
  takeProfit: 'contract.takeProfit',
  liquidation: 'contract.chart.liquidation',
};

type TProps = {
  symbol: string;
  /** The levels of the user's position(s) on this market: entry, stop loss, take profit, liquidation. */
  lines?: readonly TChartLine[];
  height?: number;
};

/**
 * The index price of a contract market over the last 30 minutes, drawn from the recorded ticks
 * themselves (the prices every opening and settlement cites), with the position's levels as
 * horizontal lines. SVG, no chart library; the time axis runs left to right in every language, the
 * legend follows the page's direction. Shared by the mobile and the desktop contract screens.
 */
export function IndexChart({ symbol, lines = [], height = 260 }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const market = findContractMarket(symbol);
  const ticks = useIndexTicks(symbol);
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = host.current!;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const to = ticks.now;
  const from = to - INDEX_CHART_WINDOW_MS;
  const list = ticks.data?.list ?? [];
  const model = useMemo(
    () => chartModel(list.map((tick) => ({ price: tick.price, time: tick.time })), lines, from, to, { width, height, padding: PADDING }),
    [list, lines, from, to, width, height],
  );
  const decimals = market?.pricePrecision ?? 2;
  const price = (value: number | string) => formatOutput(value, lang, { decimals });
  const pair = market ? `${market.base}/${market.quote}` : symbol.toUpperCase();
  const isEmpty = ticks.isSuccess && list.length === 0;

  return (
    <figure className="index-chart" aria-busy={ticks.isPending}>
      <div ref={host} className="index-chart__plot" style={{ height }} dir="ltr">
        {width > 0 && model.path && (
          <svg width={width} height={height} role="img" aria-label={t('contract.chart.label', { pair })}>
            {model.axis.map((a) => (
              <line key={a.y} className="index-chart__grid" x1={PADDING} x2={width - PADDING} y1={a.y} y2={a.y} />
            ))}
            <path className="index-chart__price" d={model.path} />
            {/* The axis prices after the line, each on a halo of the background: the line passes the middle one most of the time. */}
            <g className="index-chart__axis">
              {model.axis.map((a) => (
                <text key={a.y} x={PADDING + 2} y={a.y - 3}>
                  {price(a.price)}
                </text>
              ))}
            </g>
            {model.lines.map((l) => (
              <g key={`${l.kind}-${l.price}`} className={`index-chart__level index-chart__level--${l.kind}`}>
                <line x1={PADDING} x2={width - PADDING} y1={l.y} y2={l.y} />
                <text x={width - PADDING - 2} y={l.y - 3} textAnchor="end">
                  {`${t(LABEL_KEYS[l.kind])} ${price(l.price)}`}
                </text>
              </g>
            ))}
            {model.last && <circle className="index-chart__last" cx={model.last.x} cy={model.last.y} r={3} />}
          </svg>
        )}
        {isEmpty && <p className="index-chart__empty">{t('contract.chart.empty')}</p>}
        {ticks.isError && !ticks.data && <p className="index-chart__empty">{t('contract.loadFailed')}</p>}
      </div>
      <figcaption className="index-chart__caption">
        <span className="index-chart__time" dir="ltr">
          {formatClock(model.from, lang)} – {formatClock(to, lang)}
        </span>
        {lines.map((l) => (
          <span key={`${l.kind}-${l.price}`} className={`index-chart__key index-chart__key--${l.kind}`}>
            {t(LABEL_KEYS[l.kind])} <bdi dir="ltr">{price(l.price)}</bdi>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
