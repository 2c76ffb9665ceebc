import type { Page } from 'playwright-core';
import { latestDisclosureVersion } from '@exchange/i18n';
import { parseUnits, secondsOutcome, type TSecondsOutcome } from '@exchange/contracts';
import { pageApi } from './browser';

type TConfig = { markets: { symbol: string; price: string; pricePrecision: number; quantityPrecision: number }[] };
type TDepth = { bids: [number, number][]; asks: [number, number][] };

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
 * Moves the market's price by real trades (the demo market maker quotes the book): a limit order of
 * the logged-in user that takes every resting order on the other side up to `percent` away from the
 * best price, so the last trade, and with it the demo index price, moves that far. Then waits until
 * a recorded index tick shows the move. Honest by construction: nothing sets a price, a trade does.
 */
export async function movePriceBy(page: Page, percent: number, symbol = 'btcusdt'): Promise<string> {
  const config = await pageApi<TConfig>(page, '/contract/config');
  const market = config.markets.find((m) => m.symbol === symbol)!;
  const isDown = percent < 0;
  const sideOf = (depth: TDepth) => (isDown ? depth.bids : depth.asks);
  const best = sideOf(await pageApi<TDepth>(page, '/huobi/getHuobiContractDepthV2', { symbol, size: '20' }))[0][0];
  const target = best * (1 + percent / 100);
  const price = target.toFixed(market.pricePrecision);
  const moved = (now: number) => now > 0 && (isDown ? now <= best * (1 + percent / 200) : now >= best * (1 + percent / 200));
  const deadline = Date.now() + 30_000;
  let now = 0;
  // The market maker quotes again while we look: take what stands up to the target, and take again
  // until a recorded tick shows the move (each pass takes only resting orders at or past the target).
  for (let pass = 0; Date.now() < deadline; pass++) {
    const levels = sideOf(await pageApi<TDepth>(page, '/huobi/getHuobiContractDepthV2', { symbol, size: '20' }));
    const taken = levels.filter(([p]) => (isDown ? p >= target : p <= target));
    const quantity = taken.reduce((sum, [, amount]) => sum + amount, 0);
    if (quantity > 0) {
      const amount = (Math.ceil(quantity * 10 ** market.quantityPrecision) / 10 ** market.quantityPrecision).toFixed(market.quantityPrecision);
      await pageApi(page, '/spot/order/place', { symbol, side: isDown ? 'sell' : 'buy', type: 'LMT', price, amount });
    }
    const passEnd = Math.min(deadline, Date.now() + 3_000);
    while (Date.now() < passEnd) {
      now = Number(await indexPrice(page, symbol));
      if (moved(now)) return String(now);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`the index price of ${symbol} did not follow the trades to ${price} (now ${now})`);
}

/**
 * What the published seconds rule (packages/contracts secondsOutcome) gives for a settled order's
 * own two recorded prices: the browser tests hold every outcome to it.
 */
export function ruleOutcome(order: { tradeType: 0 | 1; openPrice: string; settlementPrice: string }): TSecondsOutcome {
  return secondsOutcome(order.tradeType, parseUnits(order.openPrice, 8)!, parseUnits(order.settlementPrice, 8)!);
}
