import { randomBytes } from 'node:crypto';
import { findAsset, MARKETS, parseUnits, PRICE_PRECISION, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { cancelOrder } from '../spot/cancel-order.js';
import { placeOrder } from '../spot/place-order.js';
import { randomWalk, seededRandom } from './random-walk.js';
import { backfillMarket } from './backfill.js';

/** Where each coin's walk starts, in USDT (cross pairs start at the ratio of their coins). */
const START_USDT: Record<string, number> = { USDT: 1, BTC: 68000, ETH: 3500, LTC: 85, EOS: 0.8, ADA: 0.45, XRP: 0.55, DOGE: 0.15 };
/** What each market-maker account is funded with once, from the market_maker system account. */
const FUNDING: Record<string, string> = {
  USDT: '50000000', BTC: '1000', ETH: '15000', LTC: '500000', EOS: '50000000', ADA: '100000000', XRP: '80000000', DOGE: '300000000',
};
export const LEVELS = 24;

/**
 * The markets it quotes: the code's own (the SPEC §9 table) whose coins have a start price. A market
 * listed at run time (modules/catalog) has none: it trades with real orders only.
 */
const isQuoted = (m: TMarket) => PRICE_PRECISION[m.quote]?.[m.base] !== undefined && START_USDT[m.base] !== undefined && START_USDT[m.quote] !== undefined;
const SPACING = 0.0006;

type TQuote = { orderId: number; side: 'buy' | 'sell'; price: number };

function roundTo(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/**
 * The demo market maker (ARCHITECTURE.md "Market data and prices"): from two accounts of its own,
 * funded by recorded ledger transactions from the market_maker system account, it keeps a ladder
 * of at least 20 levels on each side of every book around a seeded random walk, and trades small
 * amounts across the spread so that prices and candles move. Every order goes through the same
 * order path as a user's; it never writes a price, a candle or a balance.
 */
export function createMarketMaker(deps: TDeps, seed = 20261122) {
  const random = seededRandom(seed);
  const markets = MARKETS.filter(isQuoted);
  const walks = new Map(
    markets.map((m) => [m.symbol, randomWalk(START_USDT[m.base] / START_USDT[m.quote], seededRandom(seed + m.symbol.length * 7919 + m.symbol.charCodeAt(0)))]),
  );
  const quotes = new Map<string, TQuote[]>(markets.map((m) => [m.symbol, []]));
  let accounts: { maker: bigint; taker: bigint } | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let isBusy = false;

  async function ensureAccount(uid: string, code: string): Promise<bigint> {
    const existing = await accountsRepository.findByInvitationCode(deps.db, code);
    if (existing) return existing.id;
    const now = BigInt(deps.clock.now());
    const id = await accountsRepository.insertUser(deps.db, {
      uid, email: null, area_code: null, phone: null, phone_account: null,
      // Nobody can log in as the market maker: its password is random and never kept.
      password_hash: await hashPassword(randomBytes(32).toString('hex')),
      fund_password_hash: null, invitation_code: code, referrer_id: null, icon: null, kyc_status: 0n, score: 100n,
      created_at: now, updated_at: now,
    });
    await deps.db.transaction().execute(async (tx) => {
      for (const [currency, amount] of Object.entries(FUNDING)) {
        const units = parseUnits(amount, findAsset(currency)!.scale)!;
        await postTransaction(tx, deps.clock.now(), {
          type: 'market_making',
          reference: `market-maker:${uid}:funding:${currency}`,
          userId: id,
          memo: 'demo market maker capital',
          postings: [
            { account: system('market_maker'), asset: currency, amount: -units },
            { account: available(id), asset: currency, amount: units },
          ],
        });
      }
    });
    return id;
  }

  /** Reloads the maker's resting orders (after a restart they are still on the books). */
  async function loadQuotes(makerId: bigint) {
    const rows = await deps.db.selectFrom('spot_orders').select(['id', 'symbol', 'side', 'price']).where('user_id', '=', makerId).where('status', '=', 'unfinished').execute();
    for (const list of quotes.values()) list.length = 0;
    for (const row of rows) {
      const market = markets.find((m) => m.symbol === row.symbol);
      if (market) quotes.get(row.symbol)!.push({ orderId: Number(row.id), side: row.side, price: Number(row.price) / 10 ** market.pricePrecision });
    }
  }

  function quantityFor(market: TMarket, price: number): string {
    const value = Number(market.minOrderValue) * (1.5 + random() * 4);
    const lot = 10 ** -market.quantityPrecision;
    return roundTo(Math.max(lot, Math.ceil(value / price / lot) * lot), market.quantityPrecision);
  }

  async function place(userId: bigint, market: TMarket, side: 'buy' | 'sell', price: number, amount: string, ioc: boolean) {
    try {
      return await placeOrder(deps, userId, {
        symbol: market.symbol, side, type: 'LMT', price: roundTo(price, market.pricePrecision), amount, timeInForce: ioc ? 'IOC' : 'GTC', postOnly: false,
      });
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** One step of one market: move the walk, maybe trade across the spread, then re-quote the ladder. */
  async function cycle(market: TMarket): Promise<void> {
    if (!accounts) return;
    const reference = walks.get(market.symbol)!.step();
    const tick = 10 ** -market.pricePrecision;
    const mine = quotes.get(market.symbol)!;
    const book = deps.spot.market(market.symbol)!.published;
    if (random() < 0.7 && book.bids.length && book.asks.length) {
      const side = random() < 0.5 ? 'buy' : 'sell';
      const level = side === 'buy' ? book.asks[0] : book.bids[0];
      const price = level[0] / 10 ** market.pricePrecision;
      await place(accounts.taker, market, side, price, quantityFor(market, price), true);
    }
    // Drop quotes that now sit on the wrong side of the reference or far from it.
    const spacing = Math.max(tick, reference * SPACING);
    const stale = mine.filter((q) => (q.side === 'buy' ? q.price >= reference : q.price <= reference) || Math.abs(q.price - reference) > spacing * (LEVELS + 8));
    for (const quote of stale) {
      await cancelOrder(deps, accounts.maker, BigInt(quote.orderId)).catch(() => undefined);
      mine.splice(mine.indexOf(quote), 1);
    }
    // Forget quotes that were filled meanwhile.
    const open = new Set(
      (await deps.db.selectFrom('spot_orders').select('id').where('user_id', '=', accounts.maker).where('symbol', '=', market.symbol).where('status', '=', 'unfinished').execute()).map((r) => Number(r.id)),
    );
    for (let i = mine.length - 1; i >= 0; i -= 1) if (!open.has(mine[i].orderId)) mine.splice(i, 1);
    for (const side of ['buy', 'sell'] as const) {
      const taken = new Set(mine.filter((q) => q.side === side).map((q) => roundTo(q.price, market.pricePrecision)));
      for (let level = 1; level <= LEVELS && taken.size < LEVELS; level += 1) {
        const price = side === 'buy' ? reference - spacing * level : reference + spacing * level;
        const key = roundTo(price, market.pricePrecision);
        if (price <= 0 || taken.has(key)) continue;
        const placed = await place(accounts.maker, market, side, price, quantityFor(market, price), false);
        if (placed?.status === 'unfinished') {
          mine.push({ orderId: placed.orderId, side, price: Number(key) });
          taken.add(key);
        }
      }
    }
  }

  /**
   * Back-fills a market's history if it has none, then continues its walk from the last trade. The
   * check, the back-fill and the rebuild of the book run inside the market's writer, so no batch
   * can commit in between (a rebuild beside a batch in flight would drop what the batch committed).
   */
  async function prepare(market: TMarket, isHistoryOff: boolean): Promise<void> {
    const walk = walks.get(market.symbol)!;
    const spot = deps.spot.market(market.symbol)!;
    if (!isHistoryOff) {
      await spot.exclusive(deps, async () => {
        const hasHistory = await deps.db.selectFrom('spot_trades').select('id').where('symbol', '=', market.symbol).limit(1).executeTakeFirst();
        if (!hasHistory) await backfillMarket(deps, market, accounts!, walk, seededRandom(seed ^ market.symbol.length ^ (market.pricePrecision << 8)));
      });
    }
    const last = spot.lastTrade;
    if (last) walk.resume(last.ticks / 10 ** market.pricePrecision);
  }

  return {
    walks,
    async start(options: { intervalMs?: number; isTimerless?: boolean; isHistoryOff?: boolean } = {}) {
      accounts = { maker: await ensureAccount('00000001', 'MMAKER'), taker: await ensureAccount('00000002', 'MTAKER') };
      await loadQuotes(accounts.maker);
      // History first (PostgreSQL back-fills a few markets at once; SQLite has one writer anyway).
      const pending = [...markets];
      const worker = async () => {
        for (let market = pending.shift(); market; market = pending.shift()) await prepare(market, options.isHistoryOff === true);
      };
      await Promise.all(Array.from({ length: deps.dialect === 'postgres' ? 4 : 1 }, worker));
      for (const market of markets) await cycle(market);
      if (options.isTimerless) return;
      let index = 0;
      timer = setInterval(async () => {
        if (isBusy) return;
        isBusy = true;
        try {
          await cycle(markets[index % markets.length]);
          index += 1;
        } catch (error) {
          deps.logger.error({ err: error }, 'market maker cycle failed');
        } finally {
          isBusy = false;
        }
      }, options.intervalMs ?? 150);
      timer.unref();
    },
    cycle: (symbol: string) => cycle(markets.find((m) => m.symbol === symbol)!),
    /** The history step of start() for one market (once started: it trades from the accounts start opened). */
    backfill: (symbol: string) => prepare(markets.find((m) => m.symbol === symbol)!, false),
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    accounts: () => accounts,
  };
}

export type TMarketMaker = ReturnType<typeof createMarketMaker>;
