import { useEffect, useState } from 'react';
import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../format/format-output';
import { useLocaleStore } from '../locale/locale-store';
import type { TFiatOrder } from './fiat-api';
import { USDT_SCALE } from './use-fiat-trade';

/** A USDT amount as both interfaces show it: every decimal it has (cut, never rounded), and the coin. */
export function usdtText(value: string, lang: TLocale): string {
  return formatOutput(value, lang, { asset: 'USDT' });
}

/** A fiat amount in the channel's decimals, and its currency. */
export function fiatText(value: string, fiat: string, decimals: number, lang: TLocale): string {
  return formatOutput(value, lang, { scale: decimals, unit: fiat });
}

/** The amounts of one order in the reader's language. */
export function useOrderMoney() {
  const lang = useLocaleStore((s) => s.lang);
  return {
    lang,
    usdt: (value: string) => usdtText(value, lang),
    /** A fiat amount of an order, padded to its fiat's decimals (2,212.50 INR): what a bank transfer shows. */
    fiat: (order: Pick<TFiatOrder, 'fiat' | 'fiatDecimals'>, value: string) => formatOutput(value, lang, { decimals: order.fiatDecimals, unit: order.fiat }),
    /** A bare number (a rate: 8 decimals at most; USDT_SCALE for an amount), cut, in the language's format. */
    num: (value: string, scale = USDT_SCALE) => formatOutput(value, lang, { scale }),
    /** A rate as notation the same in every language: "1 USDT ≈ 88.5 INR". */
    rate: (of: { fiat: string }, rate: string) => `1 USDT ≈ ${formatOutput(rate, lang, { scale: 8 })} ${of.fiat}`,
    /** A channel's limits: "10 – 5,000 USDT". */
    limits: (c: { minUsdt: string; maxUsdt: string }) => `${formatOutput(c.minUsdt, lang, { scale: USDT_SCALE })} – ${formatOutput(c.maxUsdt, lang, { scale: USDT_SCALE })} USDT`,
  };
}

/** The current time, ticking every `ms` (a countdown). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
