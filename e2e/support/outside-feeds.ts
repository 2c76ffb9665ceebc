import http from 'node:http';
import type net from 'node:net';
import { MARKETS } from '@exchange/contracts';

/** Where each coin starts, in USDT, as the demo reference does (cross pairs at the ratio of their coins). */
const START_USDT: Record<string, number> = { USDT: 1, BTC: 68000, ETH: 3500, LTC: 85, EOS: 0.8, ADA: 0.45, XRP: 0.55, DOGE: 0.15 };

export type TOutsideFeeds = {
  /** The server environment that reads these two feeds (Binance and OKX formats) for its index. */
  env: Record<string, string>;
  /** The price the feeds quote for a market now. */
  price(symbol: string): number;
  /** Moves a market's price on both feeds by `percent` (the outside venues moving; nothing on the exchange does this). */
  move(symbol: string, percent: number): void;
  stop(): Promise<void>;
};

/**
 * Two outside venues for a browser test, in their documented formats, on a local port: the
 * server's index is their median, as in production. A test that needs the index to move (a
 * liquidation) moves these venues; trading on the exchange cannot move the index.
 */
export async function startOutsideFeeds(options: { isSteady?: boolean } = {}): Promise<TOutsideFeeds> {
  const prices = new Map<string, number>();
  for (const m of MARKETS) if (START_USDT[m.base] && START_USDT[m.quote]) prices.set(m.symbol, START_USDT[m.base] / START_USDT[m.quote]);
  // Like a live venue, the quote wanders a little (±0.03 % over a few seconds) around the price the
  // test set; steady venues (a test that checks values to the cent) quote exactly that price.
  const wander = options.isSteady ? () => 0 : () => 0.0003 * Math.sin(Date.now() / 3_000);
  const now = (symbol: string) => prices.get(symbol)! * (1 + wander());
  const text = (symbol: string) => now(symbol).toFixed(MARKETS.find((m) => m.symbol === symbol)!.pricePrecision);
  const server = http.createServer((req, res) => {
    const markets = MARKETS.filter((m) => prices.has(m.symbol));
    const body = req.url?.startsWith('/okx')
      ? { code: '0', msg: '', data: markets.map((m) => ({ instType: 'SPOT', instId: `${m.base}-${m.quote}`, last: text(m.symbol), ts: String(Date.now()) })) }
      : markets.map((m) => ({ symbol: `${m.base}${m.quote}`, price: text(m.symbol) }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    env: {
      PRICE_FEEDS: 'binance,okx',
      PRICE_FEED_BINANCE_URL: `http://127.0.0.1:${port}/binance`,
      PRICE_FEED_OKX_URL: `http://127.0.0.1:${port}/okx`,
    },
    price: now,
    move(symbol, percent) {
      prices.set(symbol, prices.get(symbol)! * (1 + percent / 100));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
