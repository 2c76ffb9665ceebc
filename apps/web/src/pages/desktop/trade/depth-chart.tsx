import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { TREND_COLORS } from '../../../features/market/change-text';
import { depthCurve, nearestPoint, type TDepthPoint } from '../../../features/market/depth-curve';
import { formatOutput } from '../../../features/format/format-output';
import { useDepth } from '../../../features/market/use-depth';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Spinner } from '../../../ui/desktop/spinner';
import './depth-chart.css';

const PAD = { top: 12, bottom: 24, side: 8 };
const Y_TICKS = 4;

/** The step path of a side: flat to each level's price, then up to its cumulative amount. */
function stepPath(points: TDepthPoint[], x: (price: number) => number, y: (total: number) => number, edge: number): string {
  if (points.length === 0) return '';
  let d = `M${x(points[0].price)},${y(0)}`;
  let last = 0;
  for (const p of points) {
    d += ` L${x(p.price)},${y(last)} L${x(p.price)},${y(p.total)}`;
    last = p.total;
  }
  return `${d} L${edge},${y(last)} L${edge},${y(0)} Z`;
}

/**
 * The depth chart beside the candles: cumulative bids (left, green) and asks (right, red) of the
 * live book the page already follows (the same query as the order book, so no extra request). SVG,
 * no chart library. Price runs left to right in every language, as on the candles; the legend and
 * the readout follow the page's direction.
 */
export function DepthChart({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const depth = useDepth(market.symbol);
  const host = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [hoverPrice, setHoverPrice] = useState<number | null>(null);
  const curve = useMemo(() => (depth.data ? depthCurve(depth.data.bids, depth.data.asks) : null), [depth.data]);

  useEffect(() => {
    const el = host.current!;
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const { width, height } = size;
  const plot = curve && width > 0 && height > 0 ? curve : null;
  const x = (price: number) => (plot ? PAD.side + ((price - plot.minPrice) / (plot.maxPrice - plot.minPrice)) * (width - 2 * PAD.side) : 0);
  const y = (total: number) => (plot ? height - PAD.bottom - (total / (plot.maxTotal || 1)) * (height - PAD.top - PAD.bottom) : 0);
  const priceAt = (px: number) => (plot ? plot.minPrice + ((px - PAD.side) / (width - 2 * PAD.side)) * (plot.maxPrice - plot.minPrice) : 0);
  const hovered = plot && hoverPrice !== null ? nearestPoint(hoverPrice < (plot.bids[0]?.price ?? -Infinity) || !plot.asks.length ? plot.bids : plot.asks, hoverPrice) : null;
  const price = (value: number) => formatOutput(value, lang, { decimals: market.pricePrecision });

  return (
    <div className="pc-depth">
      <div className="pc-depth__legend">
        <span className="pc-depth__key pc-depth__key--bid">{t('charts.bids')}</span>
        <span className="pc-depth__key pc-depth__key--ask">{t('charts.asks')}</span>
        {hovered && (
          <span className="pc-depth__readout" data-testid="depth-readout">
            {t('charts.depthPoint', { price: price(hovered.price), amount: formatOutput(hovered.total, lang, { decimals: market.quantityPrecision }) })}
          </span>
        )}
      </div>
      <div ref={host} className="pc-depth__plot" dir="ltr" data-testid="depth-chart" data-levels={(depth.data?.bids.length ?? 0) + (depth.data?.asks.length ?? 0)}>
        {plot && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-label={t('charts.depth')}
            onMouseMove={(e) => setHoverPrice(priceAt(e.clientX - e.currentTarget.getBoundingClientRect().left))}
            onMouseLeave={() => setHoverPrice(null)}
          >
            {Array.from({ length: Y_TICKS }, (_, i) => {
              const total = (plot.maxTotal * (i + 1)) / Y_TICKS;
              return (
                <g key={i} className="pc-depth__grid">
                  <line x1={PAD.side} x2={width - PAD.side} y1={y(total)} y2={y(total)} />
                  <text x={PAD.side + 2} y={y(total) - 3} textAnchor="start">
                    {formatOutput(total, lang, { decimals: market.quantityPrecision })}
                  </text>
                </g>
              );
            })}
            <path d={stepPath(plot.bids, x, y, PAD.side)} fill={`${TREND_COLORS.up}33`} stroke={TREND_COLORS.up} strokeWidth={1.5} />
            <path d={stepPath(plot.asks, x, y, width - PAD.side)} fill={`${TREND_COLORS.down}33`} stroke={TREND_COLORS.down} strokeWidth={1.5} />
            <g className="pc-depth__axis">
              <text x={PAD.side} y={height - 6} textAnchor="start">
                {price(plot.minPrice)}
              </text>
              <text x={width / 2} y={height - 6} textAnchor="middle">
                {price((plot.minPrice + plot.maxPrice) / 2)}
              </text>
              <text x={width - PAD.side} y={height - 6} textAnchor="end">
                {price(plot.maxPrice)}
              </text>
            </g>
            {hovered && <circle cx={x(hovered.price)} cy={y(hovered.total)} r={4} className="pc-depth__dot" />}
          </svg>
        )}
        {depth.isLoading && (
          <div className="pc-chart__overlay">
            <Spinner />
          </div>
        )}
        {depth.data && !curve && <div className="pc-chart__overlay pc-muted">{t('charts.depthEmpty')}</div>}
        {depth.error && !depth.data && <div className="pc-chart__overlay pc-muted">{t('common.loadFailed')}</div>}
      </div>
    </div>
  );
}
