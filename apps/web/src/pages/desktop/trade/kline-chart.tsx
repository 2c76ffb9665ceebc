import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chart, KLineData } from 'klinecharts';
import type { TKlineTimer, TMarket } from '@exchange/contracts';
import { TREND_COLORS } from '../../../features/market/change-text';
import type { TKline } from '../../../features/market/market-types';
import { useKlines } from '../../../features/market/use-klines';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Spinner } from '../../../ui/desktop/spinner';
import { CANDLE_PANE, MAIN_INDICATORS, SUB_INDICATORS, type TMainIndicator, type TSubIndicator } from '../../../features/market/chart-indicators';
import { CHART_TIMEFRAMES } from '../../../features/market/chart-timeframes';
import { keepChartInTabOrder } from '../../../features/market/chart-focus';
import { applyEdgeSafeXAxis } from '../../../features/market/chart-axis';

type TKlineModule = typeof import('klinecharts');

const toBar = (k: TKline): KLineData => ({ timestamp: k.id * 1000, open: k.open, high: k.high, low: k.low, close: k.close, volume: k.vol, turnover: k.amount });

const CHART_STYLES = {
  grid: { horizontal: { color: '#eef1f6' }, vertical: { color: '#eef1f6' } },
  candle: {
    bar: {
      upColor: TREND_COLORS.up,
      downColor: TREND_COLORS.down,
      upBorderColor: TREND_COLORS.up,
      downBorderColor: TREND_COLORS.down,
      upWickColor: TREND_COLORS.up,
      downWickColor: TREND_COLORS.down,
    },
    priceMark: { last: { upColor: TREND_COLORS.up, downColor: TREND_COLORS.down } },
  },
};

const OHLC_KEYS = ['time', 'open', 'high', 'low', 'close', 'volume', 'change', 'turnover'] as const;

/**
 * The candle chart (klinecharts, loaded on first use so it stays out of the first page): SPEC §9
 * timeframes, main indicators over the candles and sub indicators in their own panes. History is set
 * once per market and timeframe; each live candle then only updates the last bar.
 */
export function KlineChart({ market, viewSwitch }: { market: TMarket; viewSwitch?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [timer, setTimer] = useState<TKlineTimer>('15min');
  const [mains, setMains] = useState<TMainIndicator[]>(['MA']);
  const [subs, setSubs] = useState<TSubIndicator[]>(['VOL']);
  const host = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const [kit, setKit] = useState<TKlineModule | null>(null);
  const subPanes = useRef(new Map<string, string>());
  const applied = useRef({ key: '', firstId: -1, length: 0 });
  const klines = useKlines(market.symbol, timer);

  // Load klinecharts and create the chart once.
  useEffect(() => {
    const el = host.current!;
    let lib: TKlineModule | null = null;
    let isLive = true;
    void import('klinecharts').then((loaded) => {
      if (!isLive) return;
      lib = loaded;
      chartRef.current = loaded.init(el, { styles: CHART_STYLES });
      if (chartRef.current) {
        keepChartInTabOrder(el);
        applyEdgeSafeXAxis(loaded, chartRef.current);
        // Room above the highest candle, so its price mark stays clear of the indicator legend.
        chartRef.current.setPaneOptions({ id: CANDLE_PANE, gap: { top: 0.3, bottom: 0.1 } });
      }
      setKit(loaded);
    });
    // Redraw whenever the chart's own box changes (the window, or the order form beside it growing
    // with a market order's estimate), not only on window resizes.
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

  // Labels of the candle tooltip in the user's language.
  useEffect(() => {
    const chart = chartRef.current;
    if (!kit || !chart) return;
    // klinecharts prints the label and the value together: the separator is part of the label.
    const labels = Object.fromEntries(OHLC_KEYS.map((k) => [k, `${t(`market.ohlc.${k}`)}: `])) as Record<(typeof OHLC_KEYS)[number], string>;
    kit.registerLocale(lang, labels);
    chart.setLocale(lang);
  }, [kit, lang, t]);

  useEffect(() => {
    chartRef.current?.setPriceVolumePrecision(market.pricePrecision, market.quantityPrecision);
  }, [kit, market.pricePrecision, market.quantityPrecision]);

  // Main indicators stack over the candles; each sub indicator has its own pane.
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
        const id = chart.createIndicator(name, false, { height: 90 });
        if (id) subPanes.current.set(name, id);
      }
      if (!isOn && pane) {
        chart.removeIndicator(pane, name);
        subPanes.current.delete(name);
      }
    }
  }, [kit, mains, subs]);

  // Data: the whole history when the market, timeframe or history changes; else the last bar only.
  useEffect(() => {
    const chart = chartRef.current;
    const list = klines.data;
    if (!chart || !list) return;
    const key = `${market.symbol}:${timer}`;
    const last = applied.current;
    const isSameHistory = last.key === key && list.length > 0 && list[0].id === last.firstId;
    if (isSameHistory && (list.length === last.length || list.length === last.length + 1)) {
      chart.updateData(toBar(list[list.length - 1]));
    } else {
      chart.applyNewData(list.map(toBar));
    }
    applied.current = { key, firstId: list[0]?.id ?? -1, length: list.length };
  }, [kit, klines.data, market.symbol, timer]);

  const toggle = <T extends string>(list: T[], name: T) => (list.includes(name) ? list.filter((x) => x !== name) : [...list, name]);
  const isEmpty = klines.data?.length === 0;

  return (
    <section className="pc-trade__panel pc-chart" aria-label={t('market.chart')}>
      <div className="pc-chart__bar">
        {viewSwitch}
        <div className="pc-chart__group" role="group" aria-label={t('market.timeframe')}>
          {CHART_TIMEFRAMES.map((f) => (
            <button key={f.timer} type="button" className={f.timer === timer ? 'pc-chip is-active' : 'pc-chip'} aria-pressed={f.timer === timer} onClick={() => setTimer(f.timer)}>
              {f.label}
            </button>
          ))}
        </div>
        <div className="pc-chart__group" role="group" aria-label={t('market.mainIndicators')}>
          <span className="pc-chart__label">{t('market.mainIndicators')}</span>
          {MAIN_INDICATORS.map((name) => (
            <button key={name} type="button" className={mains.includes(name) ? 'pc-chip is-active' : 'pc-chip'} aria-pressed={mains.includes(name)} onClick={() => setMains(toggle(mains, name))}>
              {name}
            </button>
          ))}
        </div>
        <div className="pc-chart__group" role="group" aria-label={t('market.subIndicators')}>
          <span className="pc-chart__label">{t('market.subIndicators')}</span>
          {SUB_INDICATORS.map((name) => (
            <button key={name} type="button" className={subs.includes(name) ? 'pc-chip is-active' : 'pc-chip'} aria-pressed={subs.includes(name)} onClick={() => setSubs(toggle(subs, name))}>
              {name}
            </button>
          ))}
        </div>
      </div>
      <div className="pc-chart__body" dir="ltr">
        <div ref={host} className="pc-chart__canvas" data-testid="kline-chart" data-bars={klines.data?.length ?? 0} />
        {(!kit || klines.isLoading) && (
          <div className="pc-chart__overlay">
            <Spinner />
          </div>
        )}
        {klines.error && !klines.data && <div className="pc-chart__overlay pc-muted">{t('common.loadFailed')}</div>}
        {kit && isEmpty && <div className="pc-chart__overlay pc-muted">{t('market.chartEmpty')}</div>}
      </div>
    </section>
  );
}
