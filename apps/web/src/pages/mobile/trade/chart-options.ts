import type { TKlineTimer } from '@exchange/contracts';
import { MAIN_INDICATORS, SUB_INDICATORS, type TMainIndicator, type TSubIndicator } from '../../../features/market/chart-indicators';
import { CHART_TIMEFRAMES } from '../../../features/market/chart-timeframes';

export type TChartSettings = { timer: TKlineTimer; main: TMainIndicator | null; sub: TSubIndicator | null };

const STORAGE_KEY = 'mtrade-chart';
const DEFAULTS: TChartSettings = { timer: '15min', main: 'MA', sub: 'VOL' };

/** The chart settings the user chose last time (kept in this browser), or the defaults. */
export function readChartSettings(): TChartSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<TChartSettings>;
    return {
      timer: CHART_TIMEFRAMES.some((f) => f.timer === saved.timer) ? saved.timer! : DEFAULTS.timer,
      main: saved.main === null || MAIN_INDICATORS.includes(saved.main as TMainIndicator) ? (saved.main ?? DEFAULTS.main) : DEFAULTS.main,
      sub: saved.sub === null || SUB_INDICATORS.includes(saved.sub as TSubIndicator) ? (saved.sub ?? DEFAULTS.sub) : DEFAULTS.sub,
    };
  } catch {
    return DEFAULTS;
  }
}

export function saveChartSettings(settings: TChartSettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
