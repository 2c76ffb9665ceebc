import type { TKlineTimer } from '@exchange/contracts';

/**
 * The chart intervals offered on both interfaces: SPEC §9's five plus 1H, 4H and 1W. The label is
 * shown as is (not translated, as SPEC writes them); the timer is the API's (Huobi's naming).
 */
export const CHART_TIMEFRAMES: readonly { label: string; timer: TKlineTimer }[] = [
  { label: '1M', timer: '1min' },
  { label: '5M', timer: '5min' },
  { label: '15M', timer: '15min' },
  { label: '30M', timer: '30min' },
  { label: '1H', timer: '60min' },
  { label: '4H', timer: '4hour' },
  { label: '1D', timer: '1day' },
  { label: '1W', timer: '1week' },
];
