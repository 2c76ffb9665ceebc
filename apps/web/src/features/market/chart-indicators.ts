/** klinecharts' built-in indicators offered on the candles (main) and in the pane below (sub); technical names, not translated. */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export const SUB_INDICATORS = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;

export type TMainIndicator = (typeof MAIN_INDICATORS)[number];
export type TSubIndicator = (typeof SUB_INDICATORS)[number];

/** The candle pane's id in klinecharts 9. */
export const CANDLE_PANE = 'candle_pane';
