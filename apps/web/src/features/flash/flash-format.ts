import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../format/format-output';
import type { TFlashQuote } from './flash-api';

/** An amount of a coin as text (where no <Output asset> fits): every decimal it has (cut at the coin's scale), then the coin. */
export function flashAmountText(value: string, currency: string, lang: TLocale): string {
  return formatOutput(value, lang, { asset: currency });
}

/** A price as the server gives it (8 significant decimals), in the language's format. */
export function flashPriceText(value: string, lang: TLocale): string {
  return formatOutput(value, lang, { scale: 36 });
}

/** "1 BTC = 30.5 ETH": one coin's worth in the other (numbers and tickers only, the same in every language). */
export function flashRateText(one: string, price: string, other: string, lang: TLocale): string {
  return `1 ${one} = ${flashPriceText(price, lang)} ${other}`;
}

/** The coins a conversion went through, in order ("BTC → USDT → ETH"). */
export function flashRouteText(route: string[]): string {
  return route.join(' → ');
}

/** Fees or left-overs, one per coin ("0.6 USDT + 0.0003 ETH"); empty when there is none. */
export function flashFeesText(fees: TFlashQuote['fees'], lang: TLocale): string {
  return fees.map((f) => flashAmountText(f.amount, f.currency, lang)).join(' + ');
}
