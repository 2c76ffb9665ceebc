import { BINANCE_TICKERS_URL, parseBinanceTickers } from './binance-tickers.js';
import type { TFeedParser } from './feed-quote.js';
import { HTX_TICKERS_URL, parseHtxTickers } from './htx-tickers.js';
import { OKX_TICKERS_URL, parseOkxTickers } from './okx-tickers.js';

/** The ticker formats this exchange reads, each with its documented public URL. */
export const FEED_ADAPTERS: Record<string, { url: string; parse: TFeedParser }> = {
  htx: { url: HTX_TICKERS_URL, parse: parseHtxTickers },
  binance: { url: BINANCE_TICKERS_URL, parse: parseBinanceTickers },
  okx: { url: OKX_TICKERS_URL, parse: parseOkxTickers },
};

export type TFeedConfig = { name: string; url: string; parse: TFeedParser; maxAgeMs: number };

export type TPriceConfig = {
  /** Production mode's index inputs (PRICE_FEEDS), in order. */
  feeds: TFeedConfig[];
  /** How often each feed is polled (PRICE_FEED_POLL_MS). */
  pollMs: number;
  /** How long one feed answer may take (PRICE_FEED_TIMEOUT_MS). */
  timeoutMs: number;
  /** An unchanged index is recorded again after this long (PRICE_TICK_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** Demo mode: the oldest own trade that still makes an index price (PRICE_DEMO_MAX_AGE_MS). */
  demoMaxAgeMs: number;
  /** A feed further than this from the median of the fresh feeds is left out (PRICE_FEED_MAX_DEVIATION_BPS, basis points). */
  maxDeviationBps: bigint;
  /** Whether this process runs the recorder loop (PRICE_RECORDER=0: another process does). */
  isRecorderOn: boolean;
};

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * Reads the index price settings (README "Configuration"). An unknown feed name or a URL that is
 * not http(s) stops the start-up: a typo must not quietly leave production with fewer feeds.
 */
export function loadPriceConfig(env: NodeJS.ProcessEnv = process.env): TPriceConfig {
  const names = [...new Set((env.PRICE_FEEDS ?? 'htx,binance,okx').split(',').map((n) => n.trim().toLowerCase()).filter(Boolean))];
  const defaultMaxAgeMs = positiveInt(env.PRICE_FEED_MAX_AGE_MS, 10_000);
  const feeds = names.map((name): TFeedConfig => {
    const adapter = FEED_ADAPTERS[name];
    if (!adapter) throw new Error(`PRICE_FEEDS: unknown feed "${name}" (known: ${Object.keys(FEED_ADAPTERS).join(', ')})`);
    const key = `PRICE_FEED_${name.toUpperCase()}`;
    const url = env[`${key}_URL`] || adapter.url;
    if (!/^https?:\/\//.test(url)) throw new Error(`${key}_URL must be an http(s) URL`);
    return { name, url, parse: adapter.parse, maxAgeMs: positiveInt(env[`${key}_MAX_AGE_MS`], defaultMaxAgeMs) };
  });
  return {
    feeds,
    pollMs: positiveInt(env.PRICE_FEED_POLL_MS, 1_000),
    timeoutMs: positiveInt(env.PRICE_FEED_TIMEOUT_MS, 3_000),
    heartbeatMs: positiveInt(env.PRICE_TICK_HEARTBEAT_MS, 10_000),
    demoMaxAgeMs: positiveInt(env.PRICE_DEMO_MAX_AGE_MS, 15 * 60_000),
    maxDeviationBps: BigInt(positiveInt(env.PRICE_FEED_MAX_DEVIATION_BPS, 200)),
    isRecorderOn: env.PRICE_RECORDER !== '0',
  };
}
