import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../format/format-output';
import type { TFlashQuote } from './flash-api';

/** "1 BTC = 30.5 ETH": one coin's worth in the other (the price as the server gives it, 8 significant decimals; numbers and tickers only, the same in every language). */
export function flashRateText(one: string, price: string, other: string, lang: TLocale): string {
  return `1 ${one} = ${formatOutput(price, lang, { scale: 36 })} ${other}`;
}

/** The coins a conversion went through, in order ("BTC → USDT → ETH"). */
export function flashRouteText(route: string[]): string {
  return route.join(' → ');
}

/** Fees or left-overs, one per coin, each with every decimal it has (cut at the coin's scale) ("0.6 USDT + 0.0003 ETH"); empty when there is none. */
export function flashFeesText(fees: TFlashQuote['fees'], lang: TLocale): string {
  return fees.map((f) => formatOutput(f.amount, lang, { asset: f.currency })).join(' + ');
}

/** A tolerance in hundredths of a percent as the language writes a percentage ("0.5 %"). */
export function flashToleranceText(bps: number, lang: TLocale): string {
  return formatOutput({ units: BigInt(bps), unitsScale: 2 }, lang, { scale: 2, unit: '%' });
}
