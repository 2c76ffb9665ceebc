import { randomBytes } from 'node:crypto';
import { findAsset, MARKETS, parseUnits, SCORE_BOUNDS, type TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';
import { available } from '../ledger/accounts.js';
import { bookCapitalPayment, OPERATOR_FUNDING } from '../ledger/capital.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { cancelOrder } from '../spot/cancel-order.js';
import { placeOrder } from '../spot/place-order.js';
import { bandBps } from '../spot/price-band.js';
import { hasDemoReference, START_USDT } from '../prices/demo-reference.js';
import { randomWalk, seededRandom } from '../prices/random-walk.js';
import { backfillMarket } from './backfill.js';
import { HISTORY_ACCOUNT_CODE } from './generated-history.js';
import { hasFunding } from '../ledger/ledger.repository.js';
import { spotRepository } from '../spot/spot.repository.js';

/** What the market maker's account is funded with once, paid in as operator capital at demo start. */
const FUNDING: Record<string, string> = {
  USDT: '50000000', BTC: '1000', ETH: '15000', LTC: '500000', EOS: '50000000', ADA: '100000000', XRP: '80000000', DOGE: '300000000',
};
export const LEVELS = 24;

/** Quotes follow a recorded index tick no older than this; a market without one is left as it is. */
export const QUOTE_MAX_TICK_AGE_MS = 30_000;
const SPACING = 0.0006;

type TQuote = { orderId: number; side: 'buy' | 'sell'; price: number };

function roundTo(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/**
 * Pays the market maker's capital in once, like any operator capital: each asset is booked into
 * operator_funding from deposit clearing (what came in), then moved from operator_funding to the
 * account by a guarded posting, so nothing is minted from an unlimited account. Keyed by
 * reference: run again (every start, any existing database) it books nothing twice; an account
 * funded before this rule (its `funding` reference exists) is left as it is.
 */
async function fundAccount(deps: Pick<TDeps, 'db' | 'clock'>, userId: bigint, uid: string): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    for (const [currency, amount] of Object.entries(FUNDING)) {
      const reference = `market-maker:${uid}:funding:${currency}`;
      if (await hasFunding(tx, 'market_making', reference)) continue;
      const units = parseUnits(amount, findAsset(currency)!.scale)!;
      const memo = 'demo market maker capital, paid in by the operator at demo start';
      await bookCapitalPayment(tx, deps.clock.now(), { type: 'operator_capital', account: OPERATOR_FUNDING, asset: currency, amount: units, reference: `operator-capital:${reference}`, memo });
      await postTransaction(tx, deps.clock.now(), {
        type: 'market_making',
        reference,
        userId,
        memo,
        postings: [
          { account: OPERATOR_FUNDING, asset: currency, amount: -units, guard: 'adminFundingShort' },
          { account: available(userId), asset: currency, amount: units },
        ],
      });
    }
  });
}

/**
 * The demo market maker (ARCHITECTURE.md "Market data and prices"): from an account of its own,
 * funded from operator capital through the ledger, it keeps a ladder of at least 20 levels on each
 * side of every book around the market's recorded index price (in demo mode the demo reference
 * feed), re-quoting as the index moves. It never trades with itself: it places only resting
 * quotes from one account, and the engine cancels any order of an account that would meet that
 * same account's order. Every order goes through the same order path as a user's; it never writes
 * a price, a candle or a balance. Its second account serves the generated demo history only
 * (backfill.ts, demo mode only, labelled as such on the charts).
 */
export function createMarketMaker(deps: TDeps, seed = 20261122) {
  const random = seededRandom(seed);
  const markets = MARKETS.filter(hasDemoReference);
  /** The walks of the generated history (demo mode's first start only). */
  const walks = new Map(
    markets.map((m) => [m.symbol, randomWalk(START_USDT[m.base] / START_USDT[m.quote], seededRandom(seed + m.symbol.length * 7919 + m.symbol.charCodeAt(0)))]),
  );
  const quotes = new Map<string, TQuote[]>(markets.map((m) => [m.symbol, []]));
  let accounts: { maker: bigint; taker: bigint } | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let isBusy = false;

  async function ensureAccount(uid: string, code: string, isFunded: boolean): Promise<bigint> {
    const existing = await accountsRepository.findByInvitationCode(deps.db, code);
    let id = existing?.id;
    if (id === undefined) {
      const now = BigInt(deps.clock.now());
      id = await accountsRepository.insertUser(deps.db, {
        uid, email: null, area_code: null, phone: null, phone_account: null,
        // Nobody can log in as the market maker: its password is random and never kept.
        password_hash: await hashPassword(randomBytes(32).toString('hex')),
        fund_password_hash: null, invitation_code: code, referrer_id: null, icon: null, kyc_status: 0n, score: BigInt(SCORE_BOUNDS.initial),
        created_at: now, updated_at: now,
      });
    }
    if (isFunded) await fundAccount(deps, id, uid);
    return id;
  }

  /** The market's recorded index price if its newest tick is recent, else null (then it is not quoted). */
  function indexOf(market: TMarket): number | null {
    const tick = deps.priceTicks.latest(market.symbol);
    if (!tick || deps.clock.now() - tick.observedAt > QUOTE_MAX_TICK_AGE_MS) return null;
    return Number(tick.price) / 10 ** market.pricePrecision;
  }

  /** Reloads the maker's resting orders (after a restart they are still on the books). */
  async function loadQuotes(makerId: bigint) {
    const rows = await spotRepository.restingOrdersOf(deps.db, makerId);
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

  async function place(userId: bigint, market: TMarket, side: 'buy' | 'sell', price: number, amount: string) {
    try {
      return await placeOrder(deps, userId, {
        symbol: market.symbol, side, type: 'LMT', price: roundTo(price, market.pricePrecision), amount, timeInForce: 'GTC', postOnly: false,
      });
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** One step of one market: re-quote the ladder around the recorded index (nothing without a recent tick). */
  async function cycle(market: TMarket): Promise<void> {
    if (!accounts) return;
    const reference = indexOf(market);
    if (reference === null) return;
    const tick = 10 ** -market.pricePrecision;
    const mine = quotes.get(market.symbol)!;
    // Drop quotes that now sit on the wrong side of the index or far from it.
    const spacing = Math.max(tick, reference * SPACING);
    const stale = mine.filter((q) => (q.side === 'buy' ? q.price >= reference : q.price <= reference) || Math.abs(q.price - reference) > spacing * (LEVELS + 8));
    for (const quote of stale) {
      await cancelOrder(deps, accounts.maker, BigInt(quote.orderId)).catch(() => undefined);
      mine.splice(mine.indexOf(quote), 1);
    }
    // Forget quotes that were filled meanwhile.
    const open = new Set(
      (await spotRepository.restingOrdersOf(deps.db, accounts.maker, market.symbol)).map((r) => Number(r.id)),
    );
    for (let i = mine.length - 1; i >= 0; i -= 1) if (!open.has(mine[i].orderId)) mine.splice(i, 1);
    // Its quotes stay inside the price band like anyone's (a coarse-tick market gets fewer levels).
    const band = (reference * Number(await bandBps(deps))) / 10_000;
    for (const side of ['buy', 'sell'] as const) {
      const taken = new Set(mine.filter((q) => q.side === side).map((q) => roundTo(q.price, market.pricePrecision)));
      for (let level = 1; level <= LEVELS && taken.size < LEVELS; level += 1) {
        const price = side === 'buy' ? reference - spacing * level : reference + spacing * level;
        const key = roundTo(price, market.pricePrecision);
        if (price <= 0 || Math.abs(Number(key) - reference) > band || taken.has(key)) continue;
        const placed = await place(accounts.maker, market, side, price, quantityFor(market, price));
        if (placed?.status === 'unfinished') {
          mine.push({ orderId: placed.orderId, side, price: Number(key) });
          taken.add(key);
        }
      }
    }
  }

  /**
   * Demo mode only: back-fills a market's history if it has none, ending at its recorded index. The
   * check, the back-fill and the rebuild of the book run inside the market's writer, so no batch
   * can commit in between (a rebuild beside a batch in flight would drop what the batch committed).
   * Production never invents history, whatever MARKET_MAKER says.
   */
  async function prepare(market: TMarket): Promise<void> {
    if (!deps.config.isDemo) return;
    const walk = walks.get(market.symbol)!;
    const spot = deps.spot.market(market.symbol)!;
    await spot.exclusive(deps, async () => {
      const hasHistory = await spotRepository.hasTrades(deps.db, market.symbol);
      if (!hasHistory) await backfillMarket(deps, market, accounts!, walk, seededRandom(seed ^ market.symbol.length ^ (market.pricePrecision << 8)), indexOf(market));
    });
  }

  return {
    walks,
    async start(options: { intervalMs?: number; isTimerless?: boolean; isHistoryOff?: boolean } = {}) {
      // The history account is funded in demo mode only (it trades in generated history alone).
      accounts = { maker: await ensureAccount('00000001', 'MMAKER', true), taker: await ensureAccount('00000002', HISTORY_ACCOUNT_CODE, deps.config.isDemo) };
      await loadQuotes(accounts.maker);
      if (options.isHistoryOff !== true && deps.config.isDemo) {
        // The history ends at the recorded index: a demo start waits (5 s at most) for the recorder's first ticks.
        for (let i = 0; i < 50 && markets.some((m) => indexOf(m) === null); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
        // History first (PostgreSQL back-fills a few markets at once; SQLite has one writer anyway).
        const pending = [...markets];
        const worker = async () => {
          for (let market = pending.shift(); market; market = pending.shift()) await prepare(market);
        };
        await Promise.all(Array.from({ length: deps.dialect === 'postgres' ? 4 : 1 }, worker));
      }
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
    backfill: (symbol: string) => prepare(markets.find((m) => m.symbol === symbol)!),
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    accounts: () => accounts,
  };
}

export type TMarketMaker = ReturnType<typeof createMarketMaker>;
