import { useTranslation } from 'react-i18next';
import { MAIN_INDICATORS, SUB_INDICATORS } from '../../../features/market/chart-indicators';
import { CHART_TIMEFRAMES } from '../../../features/market/chart-timeframes';
import type { TChartSettings } from './chart-options';

type TProps = { settings: TChartSettings; onChange: (next: TChartSettings) => void };

/**
 * The chart's time frames (1M … 1D) and indicators: one main indicator on the candles and one sub
 * indicator below, each switched off by tapping it again.
 */
export function ChartToolbar({ settings, onChange }: TProps) {
  const { t } = useTranslation();
  const chip = (label: string, isOn: boolean, onClick: () => void) => (
    <button key={label} type="button" className="mt-chip" aria-pressed={isOn} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className="mt-toolbar">
      <div className="mt-toolbar__row" role="group" aria-label={t('market.timeframe')} data-testid="timeframes">
        {CHART_TIMEFRAMES.map((f) => chip(f.label, settings.timer === f.timer, () => onChange({ ...settings, timer: f.timer })))}
      </div>
      <div className="mt-toolbar__row mt-toolbar__row--ind">
        <div className="mt-toolbar__group" role="group" aria-label={t('market.mainIndicators')}>
          <span className="mt-toolbar__label">{t('mtrade.mainShort')}</span>
          {MAIN_INDICATORS.map((name) =>
            chip(name, settings.main === name, () => onChange({ ...settings, main: settings.main === name ? null : name })),
          )}
        </div>
        <div className="mt-toolbar__group" role="group" aria-label={t('market.subIndicators')}>
          <span className="mt-toolbar__label">{t('mtrade.subShort')}</span>
          {SUB_INDICATORS.map((name) =>
            chip(name, settings.sub === name, () => onChange({ ...settings, sub: settings.sub === name ? null : name })),
          )}
        </div>
      </div>
    </div>
  );
}
