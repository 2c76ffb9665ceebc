import { useEffect, useRef } from 'react';
import { DotLoading } from 'antd-mobile';
import { dispose, init, registerXAxis, TooltipShowRule, type Chart, type DeepPartial, type KLineData, type Styles } from 'klinecharts';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { TREND_COLORS } from '../../../features/market/change-text';
import type { TKline } from '../../../features/market/market-types';
import { useKlines } from '../../../features/market/use-klines';
import { EmptyState } from '../../../ui/empty-state';
import { CANDLE_PANE } from '../../../features/market/chart-indicators';
import { applyEdgeSafeXAxis } from '../../../features/market/chart-axis';
import { keepChartInTabOrder } from '../../../features/market/chart-focus';
import type { TChartSettings } from './chart-options';

const SUB_PANE = 'mt_sub_pane';
/** Share of the candle pane kept free above the highest candle (klinecharts' default is 0.2). */
const CANDLE_TOP_GAP = 0.3;

const toData = (k: TKline): KLineData => ({
  timestamp: k.id * 1000,
  open: k.open,
  high: k.high,
  low: k.low,
  close: k.close,
  volume: k.vol,
  turnover: k.amount,
});

/** The app's font (canvas text does not inherit CSS). */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/**
 * The chart's colours (rise green, fall red, as everywhere in the app), the app's font, and the
 * candle tooltip in the user's language. On a phone the candle tooltip shows only while a finger
 * is on the chart (follow_cross): always on, it would cover the candles.
 */
function chartStyles(t: (key: string) => string): DeepPartial<Styles> {
  const { up, down } = TREND_COLORS;
  const label = (key: string) => `${t(`mtrade.tip.${key}`)} `;
  const text = { family: FONT };
  return {
    grid: { horizontal: { color: '#eef1f6' }, vertical: { color: '#eef1f6' } },
    xAxis: { tickText: text },
    yAxis: { tickText: text },
    crosshair: { horizontal: { text }, vertical: { text } },
    indicator: {
      bars: [{ upColor: `${up}99`, downColor: `${down}99`, noChangeColor: '#999999' }],
      tooltip: { text },
      lastValueMark: { text },
    },
    candle: {
      bar: { upColor: up, downColor: down, upBorderColor: up, downBorderColor: down, upWickColor: up, downWickColor: down },
      priceMark: {
        high: { textFamily: FONT },
        low: { textFamily: FONT },
        last: { upColor: up, downColor: down, text },
      },
      tooltip: {
        showRule: TooltipShowRule.FollowCross,
        text,
        custom: [
          { title: label('time'), value: '{time}' },
          { title: label('open'), value: '{open}' },
          { title: label('high'), value: '{high}' },
          { title: label('low'), value: '{low}' },
          { title: label('close'), value: '{close}' },
          { title: label('volume'), value: '{volume}' },
        ],
      },
    },
  };
}

type TProps = { market: TMarket; settings: TChartSettings };

/**
 * The candle chart (klinecharts, loaded only with this screen): the market's history for the time
 * frame, then the live candle; one main indicator on the candles, one sub indicator below. The
 * canvas stays left to right in Arabic too (time runs left to right on every exchange chart).
 */
export default function KlineChart({ market, settings }: TProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const applied = useRef({ key: '', first: 0, count: 0 });
  const klines = useKlines(market.symbol, settings.timer);

  useEffect(() => {
    const node = host.current!;
    chart.current = init(node, { styles: chartStyles(t) });
    if (chart.current) {
      keepChartInTabOrder(node);
      applyEdgeSafeXAxis({ registerXAxis }, chart.current);
      // Room above the highest candle: its price mark sat on the moving-average legend (top line).
      chart.current.setPaneOptions({ id: CANDLE_PANE, gap: { top: CANDLE_TOP_GAP, bottom: 0.1 } });
    }
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      dispose(node);
      chart.current = null;
      applied.current = { key: '', first: 0, count: 0 };
    };
  }, [t]);

  useEffect(() => {
    chart.current?.setPriceVolumePrecision(market.pricePrecision, market.quantityPrecision);
  }, [market, t]);

  // A push changes the last candle or adds one: update it in place; anything else redraws the list.
  useEffect(() => {
    const c = chart.current;
    const list = klines.data;
    const key = `${market.symbol}:${settings.timer}`;
    const prev = applied.current;
    if (!c) return;
    if (!list) {
      // Another market or time frame is loading: never show the previous one's candles meanwhile.
      if (prev.key !== key) c.clearData();
      return;
    }
    const first = list[0]?.id ?? 0;
    if (prev.key === key && prev.first === first && list.length > 0 && (list.length === prev.count || list.length === prev.count + 1)) {
      c.updateData(toData(list[list.length - 1]));
    } else {
      c.applyNewData(list.map(toData));
    }
    applied.current = { key, first, count: list.length };
  }, [klines.data, market.symbol, settings.timer, t]);

  useEffect(() => {
    const c = chart.current;
    if (!c || !settings.main) return;
    const name = settings.main;
    c.createIndicator(name, false, { id: CANDLE_PANE });
    // After a dispose (language change) the old chart is gone: nothing to remove.
    return () => void (chart.current === c && c.removeIndicator(CANDLE_PANE, name));
  }, [settings.main, t]);

  useEffect(() => {
    const c = chart.current;
    if (!c || !settings.sub) return;
    const name = settings.sub;
    c.createIndicator(name, false, { id: SUB_PANE, height: 90 });
    return () => void (chart.current === c && c.removeIndicator(SUB_PANE, name));
  }, [settings.sub, t]);

  const isEmpty = klines.isSuccess && (klines.data?.length ?? 0) === 0;
  return (
    <div className="mt-chart" dir="ltr" data-testid="kline-chart" data-candles={klines.data?.length ?? 0}>
      <div ref={host} className="mt-chart__canvas" />
      {klines.isLoading && (
        <div className="mt-chart__overlay">
          <DotLoading color="primary" />
        </div>
      )}
      {klines.isError && !klines.data && (
        <div className="mt-chart__overlay">
          <EmptyState description={t('common.loadFailed')} />
        </div>
      )}
      {isEmpty && (
        <div className="mt-chart__overlay">
          <EmptyState description={t('market.chartEmpty')} />
        </div>
      )}
    </div>
  );
}
