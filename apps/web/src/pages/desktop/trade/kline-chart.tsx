import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locales } from 'klinecharts';
import type { TKlineTimer, TMarket } from '@exchange/contracts';
import { TREND_COLORS } from '../../../features/market/change-text';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Spinner } from '../../../ui/desktop/spinner';
import { MAIN_INDICATORS, SUB_INDICATORS, type TMainIndicator, type TSubIndicator } from '../../../features/market/chart-indicators';
import { CHART_TIMEFRAMES } from '../../../features/market/chart-timeframes';
import { GeneratedHistoryNote } from '../../../features/market/generated-history-note';
import { useKlineChart } from '../../../features/market/use-kline-chart';

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
 * The candle chart over the shared chart hook (use-kline-chart.ts): SPEC §9 timeframes, main
 * indicators over the candles and sub indicators in their own panes, the candle tooltip's labels in
 * the user's language.
 */
export function KlineChart({ market, viewSwitch }: { market: TMarket; viewSwitch?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [timer, setTimer] = useState<TKlineTimer>('15min');
  const [mains, setMains] = useState<TMainIndicator[]>(['MA']);
  const [subs, setSubs] = useState<TSubIndicator[]>(['VOL']);
  // klinecharts prints the label and the value together: the separator is part of the label.
  const labels = useMemo(() => Object.fromEntries(OHLC_KEYS.map((k) => [k, `${t(`market.ohlc.${k}`)}: `])) as Locales, [t]);
  const { host, isReady, klines } = useKlineChart({ market, timer, mains, subs, styles: CHART_STYLES, locale: { lang, labels } });

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
        {(!isReady || klines.isLoading) && (
          <div className="pc-chart__overlay">
            <Spinner />
          </div>
        )}
        {klines.error && !klines.data && <div className="pc-chart__overlay pc-muted">{t('common.loadFailed')}</div>}
        {isReady && isEmpty && <div className="pc-chart__overlay pc-muted">{t('market.chartEmpty')}</div>}
      </div>
      <GeneratedHistoryNote symbol={market.symbol} className="pc-chart__note" />
    </section>
  );
}
