import type { Page } from 'playwright-core';
import { latestDisclosureVersion } from '@exchange/i18n';
import { parseUnits, secondsOutcome, type TSecondsOutcome } from '@exchange/contracts';
import { pageApi } from './browser';
import type { TOutsideFeeds } from './outside-feeds';

type TConfig = { markets: { symbol: string; price: string; pricePrecision: number; quantityPrecision: number }[] };

/**
 * Makes the logged-in page's user (the demo user, identity verified in demo mode) ready to trade
 * contracts through the API: a declared country where contracts are offered, the risk disclosure
 * accepted (unless a test goes through the gate itself), and `usdt` moved into the contract wallet.
 */
export async function readyForContracts(page: Page, options: { usdt?: string; accept?: boolean } = {}): Promise<void> {
  await pageApi(page, '/user/updateCountry', { country: 'US' });
  if (options.accept !== false) await pageApi(page, '/product/accept', { product: 'contract', version: String(latestDisclosureVersion('contract')) });
  await pageApi(page, '/contract/transfer', { amount: options.usdt ?? '1000', currency: 'USDT', type: '1' });
}

/** The newest recorded index price of a market (as /contract/config gives it), '' when none is fresh. */
export async function indexPrice(page: Page, symbol = 'btcusdt'): Promise<string> {
  const config = await pageApi<TConfig>(page, '/contract/config');
  return config.markets.find((m) => m.symbol === symbol)?.price ?? '';
}

/**
 * Moves the market's index by `percent`: the outside venues (support/outside-feeds.ts) move, as
 * only they can (trades on the exchange never move its index). Waits until a recorded index tick
 * shows the move and returns that price.
 */
export async function movePriceBy(page: Page, feeds: TOutsideFeeds, percent: number, symbol = 'btcusdt'): Promise<string> {
  const before = Number(await indexPrice(page, symbol));
  feeds.move(symbol, percent);
  const moved = (now: number) => now > 0 && (percent < 0 ? now <= before * (1 + percent / 200) : now >= before * (1 + percent / 200));
  const deadline = Date.now() + 30_000;
  let now = 0;
  while (Date.now() < deadline) {
    now = Number(await indexPrice(page, symbol));
    if (moved(now)) return String(now);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the index price of ${symbol} did not follow the outside feeds by ${percent} % (from ${before}, now ${now})`);
}

/**
 * What the published seconds rule (packages/contracts secondsOutcome) gives for a settled order's
 * own two recorded prices: the browser tests hold every outcome to it.
 */
export function ruleOutcome(order: { tradeType: 0 | 1; openPrice: string; settlementPrice: string }): TSecondsOutcome {
  return secondsOutcome(order.tradeType, parseUnits(order.openPrice, 8)!, parseUnits(order.settlementPrice, 8)!);
}
