import { findMarket } from '@exchange/contracts';
import type { TClock } from '../../platform/clock.js';

export type TReferenceQuote = { symbol: string; price: string; time: number };

/** A JSON number as a plain decimal string (Huobi sends numbers; 8.19e-6 must not stay exponential). */
export function decimalOf(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '');
}

/**
 * Reads Huobi/HTX's public `GET /market/tickers` answer: the close of each market this exchange
 * lists, with the answer's timestamp. Unknown markets, malformed rows and non-positive prices are
 * dropped; a failed answer yields nothing.
 */
export function parseHuobiTickers(body: unknown): TReferenceQuote[] {
  const answer = body as { status?: unknown; ts?: unknown; data?: unknown };
  if (!answer || answer.status !== 'ok' || typeof answer.ts !== 'number' || !Array.isArray(answer.data)) return [];
  const quotes: TReferenceQuote[] = [];
  for (const row of answer.data as { symbol?: unknown; close?: unknown }[]) {
    if (typeof row?.symbol !== 'string' || typeof row.close !== 'number' || !(row.close > 0)) continue;
    const market = findMarket(row.symbol);
    if (!market) continue;
    quotes.push({ symbol: market.symbol, price: decimalOf(row.close, market.pricePrecision), time: answer.ts });
  }
  return quotes;
}

/**
 * Reference prices from an outside feed, refreshed by the caller. They feed index prices only,
 * never the books; a quote older than `maxAgeMs` is not used (the staleness guard).
 */
export class ReferenceFeed {
  private quotes = new Map<string, TReferenceQuote>();

  constructor(
    private readonly fetchTickers: () => Promise<unknown>,
    private readonly clock: TClock,
    readonly maxAgeMs = 60_000,
  ) {}

  /** Fetches and stores fresh quotes; a failed fetch keeps the old ones, which then age out. */
  async refresh(): Promise<number> {
    let body: unknown;
    try {
      body = await this.fetchTickers();
    } catch {
      return 0;
    }
    const quotes = parseHuobiTickers(body);
    for (const quote of quotes) this.quotes.set(quote.symbol, quote);
    return quotes.length;
  }

  quote(symbol: string): TReferenceQuote | null {
    const quote = this.quotes.get(symbol);
    if (!quote || this.clock.now() - quote.time > this.maxAgeMs) return null;
    return quote;
  }
}
