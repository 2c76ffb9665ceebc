import { MARKETS, type TMarket } from '@exchange/contracts';

/** The coin every two-leg conversion goes through. */
export const FLASH_HUB = 'USDT';

/**
 * One leg of a conversion: a market order on `market`. From the base to the quote it is a SELL
 * of the base (its size a base amount); from the quote to the base a BUY spending a quote budget.
 */
export type TFlashLeg = { market: TMarket; side: 'buy' | 'sell' };

/** The coin a leg gives and the coin it receives. */
export const legGives = (leg: TFlashLeg): string => (leg.side === 'sell' ? leg.market.base : leg.market.quote);
export const legGets = (leg: TFlashLeg): string => (leg.side === 'sell' ? leg.market.quote : leg.market.base);

/** The listed market of a base and a quote coin, if any (code lists and run-time catalogue alike). */
const marketOf = (base: string, quote: string): TMarket | undefined => MARKETS.find((m) => m.base === base && m.quote === quote);

/**
 * The route of a conversion: the market joining the two coins in either orientation, else two
 * legs through USDT (from→USDT, a sell; USDT→to, a buy). Null when neither exists (an unknown
 * coin, or one without a USDT market): the caller answers flashPairNotSupported.
 */
export function flashRoute(from: string, to: string): { coins: string[]; legs: TFlashLeg[] } | null {
  const sell = marketOf(from, to);
  if (sell) return { coins: [from, to], legs: [{ market: sell, side: 'sell' }] };
  const buy = marketOf(to, from);
  if (buy) return { coins: [from, to], legs: [{ market: buy, side: 'buy' }] };
  if (from === FLASH_HUB || to === FLASH_HUB) return null;
  const first = marketOf(from, FLASH_HUB);
  const second = marketOf(to, FLASH_HUB);
  if (!first || !second) return null;
  return {
    coins: [from, FLASH_HUB, to],
    legs: [
      { market: first, side: 'sell' },
      { market: second, side: 'buy' },
    ],
  };
}
