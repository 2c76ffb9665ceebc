import type { TClock } from '../../platform/clock.js';
import type { TFeedParser, TFeedQuote } from './feed-quote.js';

/** Fetches one answer of a feed; rejects when the feed cannot be read (network, timeout, HTTP status). */
export type TFeedFetcher = () => Promise<unknown>;

export type TPriceFeedOptions = {
  /** How the feed is named in config and in every tick's sources: `htx`, `binance`, `okx`. */
  name: string;
  parse: TFeedParser;
  fetch: TFeedFetcher;
  clock: TClock;
  /** A quote older than this (by its own time) is stale and not used. */
  maxAgeMs: number;
  /** The host its answers come from, recorded with each of its prices (a feed pointed elsewhere shows it). */
  host?: string;
};

/**
 * One outside reference feed (ARCHITECTURE.md "Market data and prices"): the latest quote of each
 * market, refreshed by polling its public ticker call. Quotes feed index prices only, never the
 * books. A quote counts while it is fresh: its own time no older than `maxAgeMs`, and not
 * claiming to be from further ahead than that either (a feed whose clock runs ahead must not
 * stay "fresh" forever). A failed refresh keeps the old quotes, which then age out.
 */
export class PriceFeed {
  readonly name: string;
  readonly maxAgeMs: number;
  readonly host: string | undefined;
  private readonly quotes = new Map<string, TFeedQuote>();
  private timer: NodeJS.Timeout | null = null;
  private isPolling = false;

  constructor(private readonly options: TPriceFeedOptions) {
    this.name = options.name;
    this.maxAgeMs = options.maxAgeMs;
    this.host = options.host;
  }

  /** Fetches and stores the quotes of one answer; returns how many it held (0 when the fetch failed). */
  async refresh(): Promise<number> {
    let body: unknown;
    try {
      body = await this.options.fetch();
    } catch {
      return 0;
    }
    const quotes = this.options.parse(body, this.options.clock.now());
    for (const quote of quotes) {
      // Answers can arrive out of order: an older quote never replaces a newer one.
      const held = this.quotes.get(quote.symbol);
      if (!held || quote.time >= held.time) this.quotes.set(quote.symbol, quote);
    }
    return quotes.length;
  }

  /** The market's quote if it is fresh now, else null. */
  quote(symbol: string): TFeedQuote | null {
    const quote = this.quotes.get(symbol);
    if (!quote) return null;
    const age = this.options.clock.now() - quote.time;
    return age <= this.maxAgeMs && age >= -this.maxAgeMs ? quote : null;
  }

  /** Polls every `pollMs` (from the end of one fetch to the start of the next, so fetches never overlap). */
  start(pollMs: number): void {
    if (this.isPolling) return;
    this.isPolling = true;
    const poll = async () => {
      await this.refresh();
      if (this.isPolling) this.timer = setTimeout(poll, pollMs).unref();
    };
    void poll();
  }

  stop(): void {
    this.isPolling = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * The production fetcher: GET with a timeout, JSON only, at most `maxBytes` read (a feed that
 * answers with something huge is a failed answer, not a memory problem).
 */
export function httpFeedFetcher(url: string, timeoutMs: number, maxBytes = 4 * 1024 * 1024): TFeedFetcher {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new Error(`${url}: answer larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  };
}
