import type { Kysely } from 'kysely';
import { checkNewMarket, type TMarket, type TNewMarketInput } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { addCatalogMarket, readCatalog, registerCatalog, syncCatalog } from './catalog.js';
import { catalogRepository } from './catalog.repository.js';

type TCtx = { db: Kysely<TDatabase>; clock: TClock };

export const MARKET_USAGE = `  market:add BASE QUOTE --price-precision N --quantity-precision N [--min-order V] [--max-order V] [--fee R | --maker-fee R --taker-fee R]
                             list a spot market for a listed asset (a launchpad token): QUOTE is USDT, BTC or ETH; bounds in the quote
                             coin (default: the quote's, as the fixed markets); fees as rates (default 0.001). Its price comes from real orders only
  market:list                the spot markets and assets added at run time`;

const OPTIONS = ['--price-precision', '--quantity-precision', '--min-order', '--max-order', '--fee', '--maker-fee', '--taker-fee'] as const;

/** `--name value` pairs after the positional arguments; throws on an unknown or repeated option. */
function readOptions(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (!(OPTIONS as readonly string[]).includes(name) || value === undefined || name in out) throw new Error(`usage:\n${MARKET_USAGE}`);
    out[name] = value;
  }
  return out;
}

const precisionOf = (text: string | undefined): number => (text !== undefined && /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN);

/**
 * `market:add`: checks the market (checkNewMarket: a listed base, a quote coin, precisions that keep
 * every order exact in the engine, bounds and fees), writes it to the catalogue with the operator's
 * record in one transaction, and registers it in this process. Running servers open its book at
 * their next catalogue sync (a few seconds). The operator sets no price: trades make it.
 * @throws Error with what is wrong
 */
export async function addMarketFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [base, quote, ...rest] = args;
  if (!base || !quote || base.startsWith('--') || quote.startsWith('--')) throw new Error(`usage:\n${MARKET_USAGE}`);
  const options = readOptions(rest);
  if (options['--fee'] !== undefined && (options['--maker-fee'] !== undefined || options['--taker-fee'] !== undefined)) {
    throw new Error('give --fee, or --maker-fee and --taker-fee, not both');
  }
  // This process learns of every asset and market other processes listed (a launchpad token above all).
  await syncCatalog(ctx.db);
  const input: TNewMarketInput = {
    base,
    quote,
    pricePrecision: precisionOf(options['--price-precision']),
    quantityPrecision: precisionOf(options['--quantity-precision']),
    minOrderValue: options['--min-order'],
    maxOrderValue: options['--max-order'],
    makerFee: options['--maker-fee'] ?? options['--fee'],
    takerFee: options['--taker-fee'] ?? options['--fee'],
  };
  const market = await addSpotMarket(ctx, input, { operator });
  return `${describeMarket(market)}\nlisted: running servers open its book within a few seconds; its price comes from real orders only`;
}

/** Who lists a market and why, as recorded (ops passes its own action name, the console its action). */
export type TMarketAddBy = { operator: string; reason?: string; approvedBy?: string | null; action?: string };

/**
 * Lists a spot market for a listed asset: checks it (checkNewMarket), writes it to the catalogue
 * with the operator's record in one transaction, and registers it in this process. Shared by
 * `market:add` and the operator console. The operator sets no price: trades make it.
 * @throws Error with what is wrong
 */
export async function addSpotMarket(ctx: TCtx, input: TNewMarketInput, by: TMarketAddBy): Promise<TMarket> {
  await syncCatalog(ctx.db);
  const checked = checkNewMarket(input);
  if (checked.problem !== undefined) throw new Error(checked.problem);
  const { market } = checked;
  await ctx.db.transaction().execute(async (tx) => {
    await addCatalogMarket(tx, ctx.clock.now(), market, by.operator);
    await recordOperatorAction(tx, ctx.clock, { operator: by.operator, action: by.action ?? 'market:add', subject: `market:${market.symbol}`, detail: market, reason: by.reason ?? '', before: null, after: market, approvedBy: by.approvedBy ?? null });
  });
  registerCatalog({ assets: [], markets: [market] });
  return market;
}

function describeMarket(m: { symbol: string; base: string; quote: string; pricePrecision: number; quantityPrecision: number; minOrderValue: string; maxOrderValue: string; makerFee: string; takerFee: string }): string {
  return `${m.symbol} ${m.base}/${m.quote} price decimals ${m.pricePrecision}, quantity decimals ${m.quantityPrecision}, order value ${m.minOrderValue}..${m.maxOrderValue} ${m.quote}, fees maker ${m.makerFee} taker ${m.takerFee}`;
}

/** `market:list`: what the catalogue tables hold (the fixed markets are the SPEC §9 table). */
export async function listMarketsForOps(ctx: TCtx): Promise<string> {
  const catalog = await readCatalog(ctx.db);
  const rows = await catalogRepository.marketsAdded(ctx.db);
  const added = new Map(rows.map((r) => [r.symbol, `added ${new Date(Number(r.created_at)).toISOString()} by ${r.created_by}`]));
  return [
    'markets added at run time:',
    ...(catalog.markets.length ? catalog.markets.map((m) => `  ${describeMarket(m)}; ${added.get(m.symbol)}`) : ['  (none)']),
    'assets added at run time:',
    ...(catalog.assets.length ? catalog.assets.map((a) => `  ${a.currency} ${a.name}, scale ${a.scale}`) : ['  (none)']),
  ].join('\n');
}
