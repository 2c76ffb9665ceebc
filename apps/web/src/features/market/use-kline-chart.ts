import { useEffect, useRef, useState } from 'react';
import type { Chart, DeepPartial, KLineData, Locales, Styles } from 'klinecharts';
import type { TKlineTimer, TMarket } from '@exchange/contracts';
import { applyEdgeSafeXAxis } from './chart-axis';
import { keepChartInTabOrder } from './chart-focus';
import { CANDLE_PANE, MAIN_INDICATORS, SUB_INDICATORS, type TMainIndicator, type TSubIndicator } from './chart-indicators';
import type { TKline } from './market-types';
import { useKlines } from './use-klines';

type TKlineModule = typeof import('klinecharts');

/** Share of the candle pane kept free above the highest candle, so its price mark stays clear of the indicator legend. */
const CANDLE_TOP_GAP = 0.3;
/** The height of each sub indicator's pane. */
const SUB_PANE_HEIGHT = 90;

const toBar = (k: TKline): KLineData => ({ timestamp: k.id * 1000, open: k.open, high: k.high, low: k.low, close: k.close, volume: k.vol, turnover: k.amount });

export type TKlineChartOptions = {
  market: TMarket;
  timer: TKlineTimer;
  /** Indicators over the candles, and each in a pane of its own below. */
  mains: readonly TMainIndicator[];
  subs: readonly TSubIndicator[];
  /** The interface's look (colours, font, tooltip); applied again when it changes (a new language). */
  styles: DeepPartial<Styles>;
  /** The candle tooltip's labels in the user's language, registered as a klinecharts locale. */
  locale?: { lang: string; labels: Locales };
  /** While another market or timeframe loads, show no candles rather than the previous ones. */
  isClearedWhileLoading?: boolean;
};

/**
 * The one candle-chart hook of both interfaces (klinecharts, loaded on first use so it stays out of
 * the first page): creates the chart in the returned host element (kept in the keyboard order, with
 * the edge-safe time axis, room above the highest candle, redrawn when its box changes), sets the
 * market's precisions, the indicators and the data. History is set once per market and timeframe;
 * each live candle then only updates or adds the last bar. The views draw the controls around it.
 */
export function useKlineChart({ market, timer, mains, subs, styles, locale, isClearedWhileLoading }: TKlineChartOptions) {
  const host = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const [kit, setKit] = useState<TKlineModule | null>(null);
  const subPanes = useRef(new Map<string, string>());
  const applied = useRef({ key: '', firstId: -1, length: 0 });
  const klines = useKlines(market.symbol, timer);
  const firstStyles = useRef(styles);

  // Load klinecharts and create the chart once.
  useEffect(() => {
    const el = host.current!;
    let lib: TKlineModule | null = null;
    let isLive = true;
    void import('klinecharts').then((loaded) => {
      if (!isLive) return;
      lib = loaded;
      const chart = loaded.init(el, { styles: firstStyles.current });
      chartRef.current = chart;
      if (chart) {
        keepChartInTabOrder(el);
        applyEdgeSafeXAxis(loaded, chart);
        chart.setPaneOptions({ id: CANDLE_PANE, gap: { top: CANDLE_TOP_GAP, bottom: 0.1 } });
      }
      setKit(loaded);
    });
    // Redraw whenever the chart's own box changes (the window, or a form beside it growing), not only on window resizes.
    const observer = new ResizeObserver(() => chartRef.current?.resize());
    observer.observe(el);
    return () => {
      isLive = false;
      observer.disconnect();
      lib?.dispose(el);
      chartRef.current = null;
      subPanes.current.clear();
      applied.current = { key: '', firstId: -1, length: 0 };
    };
  }, []);

  useEffect(() => {
    if (kit && styles !== firstStyles.current) chartRef.current?.setStyles(styles);
  }, [kit, styles]);

  const localeKey = locale ? `${locale.lang}:${JSON.stringify(locale.labels)}` : '';
  useEffect(() => {
    const chart = chartRef.current;
    if (!kit || !chart || !locale) return;
    kit.registerLocale(locale.lang, locale.labels);
    chart.setLocale(locale.lang);
    // localeKey stands for the locale's content (a new object each render).
  }, [kit, localeKey]);

  useEffect(() => {
    chartRef.current?.setPriceVolumePrecision(market.pricePrecision, market.quantityPrecision);
  }, [kit, market.pricePrecision, market.quantityPrecision]);

  const mainsKey = mains.join();
  const subsKey = subs.join();
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    for (const name of MAIN_INDICATORS) {
      const isOn = mains.includes(name);
      const exists = Boolean(chart.getIndicatorByPaneId(CANDLE_PANE, name));
      if (isOn && !exists) chart.createIndicator(name, true, { id: CANDLE_PANE });
      if (!isOn && exists) chart.removeIndicator(CANDLE_PANE, name);
    }
    for (const name of SUB_INDICATORS) {
      const pane = subPanes.current.get(name);
      const isOn = subs.includes(name);
      if (isOn && !pane) {
        const id = chart.createIndicator(name, false, { height: SUB_PANE_HEIGHT });
        if (id) subPanes.current.set(name, id);
      }
      if (!isOn && pane) {
        chart.removeIndicator(pane, name);
        subPanes.current.delete(name);
      }
    }
    // The keys stand for the lists' content (new arrays each render).
  }, [kit, mainsKey, subsKey]);

  // Data: the whole history when the market, timeframe or history changes; else the last bar only.
  useEffect(() => {
    const chart = chartRef.current;
    const list = klines.data;
    if (!chart) return;
    const key = `${market.symbol}:${timer}`;
    const last = applied.current;
    if (!list) {
      if (isClearedWhileLoading && last.key !== key) chart.clearData();
      return;
    }
    const isSameHistory = last.key === key && list.length > 0 && list[0].id === last.firstId;
    if (isSameHistory && (list.length === last.length || list.length === last.length + 1)) chart.updateData(toBar(list[list.length - 1]));
    else chart.applyNewData(list.map(toBar));
    applied.current = { key, firstId: list[0]?.id ?? -1, length: list.length };
  }, [kit, klines.data, market.symbol, timer, isClearedWhileLoading]);

  return { host, isReady: kit !== null, klines };
}
