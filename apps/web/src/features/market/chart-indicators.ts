import type { TKlineTimer } from '@exchange/contracts';

/** SPEC §9 chart intervals: the label shown (not translated, as SPEC writes them) and the API timer. */
export const TIMEFRAMES: readonly { label: string; timer: TKlineTimer }[] = [
  { label: '1M', timer: '1min' },
  { label: '5M', timer: '5min' },
  { label: '15M', timer: '15min' },
  { label: '30M', timer: '30min' },
  { label: '1D', timer: '1day' },
];

/** klinecharts' built-in indicators offered on the candles (main) and in the pane below (sub); technical names, not translated. */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export const SUB_INDICATORS = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;

export type TMainIndicator = (typeof MAIN_INDICATORS)[number];
export type TSubIndicator = (typeof SUB_INDICATORS)[number];

/** The candle pane's id in klinecharts 9. */
export const CANDLE_PANE = 'candle_pane';
