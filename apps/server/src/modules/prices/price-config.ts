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

export type TFeedConfig = { name: string; url: string; host: string; parse: TFeedParser; maxAgeMs: number };

export type TPriceConfig = {
  /** Production mode's index inputs (PRICE_FEEDS), in order. */
  feeds: TFeedConfig[];
  /** Whether PRICE_FEEDS was set: then demo mode too reads these outside feeds instead of the demo reference. */
  hasExplicitFeeds: boolean;
  /** How often each feed is polled (PRICE_FEED_POLL_MS). */
  pollMs: number;
  /** How long one feed answer may take (PRICE_FEED_TIMEOUT_MS). */
  timeoutMs: number;
  /** An unchanged index is recorded again after this long (PRICE_TICK_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** Demo mode: the demo reference walk's seed (DEMO_REFERENCE_SEED; unset: random per start). */
  demoSeed: number | undefined;
  /** A feed further than this from the median of the fresh feeds is left out (PRICE_FEED_MAX_DEVIATION_BPS, basis points). */
  maxDeviationBps: bigint;
  /** Whether this process runs the recorder loop (PRICE_RECORDER=0: another process does). */
  isRecorderOn: boolean;
};

/** The host of a URL, lower case (with its port when it names one), or null when it is not a URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The operator parameter naming further hosts a feed may be read from (comma list; empty: the adapters' own only). */
export const PRICE_FEED_HOSTS_PARAM = 'price_feed_hosts';

/**
 * Production start-up: every feed must be read from its adapter's documented host, or from a host
 * an operator allowed in `price_feed_hosts` (a parameter, so allowing one is recorded with who,
 * when and why). A feed pointed elsewhere would still be recorded under its name, so anything
 * else stops the start-up. `allowed` is the parameter's value.
 * @throws Error naming the feed, its host and how to allow it
 */
export function checkFeedHosts(feeds: TFeedConfig[], allowed: string | null): void {
  const extra = new Set((allowed ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));
  for (const feed of feeds) {
    const known = hostOf(FEED_ADAPTERS[feed.name]?.url ?? '');
    if (feed.host === known || extra.has(feed.host)) continue;
    throw new Error(
      `PRICE_FEED_${feed.name.toUpperCase()}_URL: host "${feed.host}" is not ${feed.name}'s known host "${known}"; an operator must allow it first (npm run ops -- param:set ${PRICE_FEED_HOSTS_PARAM} ${feed.host})`,
    );
  }
}

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
    const host = /^https?:\/\//.test(url) ? hostOf(url) : null;
    if (!host) throw new Error(`${key}_URL must be an http(s) URL`);
    return { name, url, host, parse: adapter.parse, maxAgeMs: positiveInt(env[`${key}_MAX_AGE_MS`], defaultMaxAgeMs) };
  });
  return {
    feeds,
    hasExplicitFeeds: Boolean(env.PRICE_FEEDS?.trim()),
    pollMs: positiveInt(env.PRICE_FEED_POLL_MS, 1_000),
    timeoutMs: positiveInt(env.PRICE_FEED_TIMEOUT_MS, 3_000),
    heartbeatMs: positiveInt(env.PRICE_TICK_HEARTBEAT_MS, 10_000),
    demoSeed: env.DEMO_REFERENCE_SEED ? positiveInt(env.DEMO_REFERENCE_SEED, 1) : undefined,
    maxDeviationBps: BigInt(positiveInt(env.PRICE_FEED_MAX_DEVIATION_BPS, 200)),
    isRecorderOn: env.PRICE_RECORDER !== '0',
  };
}
