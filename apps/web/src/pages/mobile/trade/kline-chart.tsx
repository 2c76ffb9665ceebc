import { useMemo } from 'react';
import { DotLoading } from 'antd-mobile';
import { TooltipShowRule, type DeepPartial, type Styles } from 'klinecharts';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { TREND_COLORS } from '../../../features/market/change-text';
import { useKlineChart } from '../../../features/market/use-kline-chart';
import { EmptyState } from '../../../ui/empty-state';
import type { TChartSettings } from './chart-options';

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
 * The candle chart over the shared chart hook (use-kline-chart.ts): the market's history for the
 * time frame, then the live candle; one main indicator on the candles, one sub indicator below. The
 * canvas stays left to right in Arabic too (time runs left to right on every exchange chart).
 */
export default function KlineChart({ market, settings }: TProps) {
  const { t } = useTranslation();
  const styles = useMemo(() => chartStyles(t), [t]);
  const mains = useMemo(() => (settings.main ? [settings.main] : []), [settings.main]);
  const subs = useMemo(() => (settings.sub ? [settings.sub] : []), [settings.sub]);
  // Another market or time frame loading: never show the previous one's candles meanwhile.
  const { host, klines } = useKlineChart({ market, timer: settings.timer, mains, subs, styles, isClearedWhileLoading: true });

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
