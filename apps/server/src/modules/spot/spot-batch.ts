import { protectiveLimitTicks, type TMarket } from '@exchange/contracts';
import type { OrderBook, TFill } from '@exchange/engine';
import type { TWriteIo } from '../../platform/db/write-io.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen } from '../ledger/accounts.js';
import { LedgerBatch } from '../ledger/ledger-batch.js';
import type { TLedgerTransaction } from '../ledger/post-transaction.js';
import { releaseRest, settleFill, type TOrderRow, type TTradeRow } from './settle-fill.js';
import { marketUnits } from './units.js';

/** A new order, checked and converted to exact units by placeOrder. */
export type TPlaceCommand = {
  kind: 'place';
  userId: bigint;
  side: 'buy' | 'sell';
  type: 'LMT' | 'MKT';
  timeInForce: 'GTC' | 'IOC' | 'FOK';
  isPostOnly: boolean;
  /** The API client's own id of the order (modules/binance), unique per user; absent from the web. */
  clientOrderId?: string;
  /** The order type the API client asked for, as it shows it back (modules/binance). */
  clientType?: string;
  ticks: bigint;
  amount: bigint;
  quoteAmount: bigint;
  frozenAmount: bigint;
  frozenAsset: string;
  /** A market order's maximum slippage from the best opposite price, as a rate ("0.02"). */
  maxSlippage: string;
  /**
   * A market order's protective limit in ticks, given instead of the one the slippage derives
   * from the best price (a flash exchange leg trades no worse than its quote walked to).
   */
  limitTicks?: bigint;
};

/**
 * What the slippage protection cut from a market order: the limit it traded within, and what it
 * did not trade because of it (base units of a sell, quote units of a buy), returned at once.
 */
export type TProtection = { rate: string; limitTicks: bigint; unfilled: bigint; unfilledAsset: string };

/**
 * The protection of the market orders that were cut, by their committed row (the object the
 * writer answers with): the order row has no column for it, and it is only news at placing.
 */
export const protectionOf = new WeakMap<TOrderRow, TProtection>();

/** The engine takes prices as safe integers; a buy's limit above that bounds nothing anyway. */
const MAX_TICKS = BigInt(Number.MAX_SAFE_INTEGER);

export type TCancelCommand = { kind: 'cancel'; userId: bigint; orderId: bigint };

export type TCommand = TPlaceCommand | TCancelCommand;

/** Per command: the order as committed, or the user error that refused it (nothing of it was kept). */
export type TOutcome = { order: TOrderRow } | { error: AppError };

export type TBatchResult = {
  outcomes: TOutcome[];
  fills: TFill[];
  tradeIds: bigint[];
  touched: TOrderRow[];
  time: number;
  /** What the market's open orders become once the batch is committed, by id (null: no longer open). */
  openOrders: Map<number, TOrderRow | null>;
};

/** What a batch needs of its market's writer (spot-market.ts's SpotMarket): the market, its book and the rows resting in it. */
export type TBatchBook = { readonly market: TMarket; readonly book: OrderBook; readonly openOrders: ReadonlyMap<number, TOrderRow> };

/**
 * Runs a market's queued commands as ONE database transaction (group commit): each command is
 * checked against the running balances and matched in the book in turn, exactly as if it ran
 * alone, and the orders, trades and ledger transactions of all of them are written in bulk at
 * the end (write-io.ts). A command refused for a user reason (balance, post-only, not
 * open) changes nothing and the others go on; any other failure throws, the transaction rolls
 * back, and the caller rebuilds the book from what is committed.
 * The batch matches in the market's book but works on copies of its open orders' rows: the rows
 * the market holds change only when the caller applies `openOrders` after the commit, so a failed
 * batch cannot leave a maker half-filled in memory (the book itself is rebuilt by the caller).
 */
export async function executeBatch(io: TWriteIo, spot: TBatchBook, commands: TCommand[], now: number): Promise<TBatchResult> {
  const { market, book } = spot;
  const units = marketUnits(market);
  const ledger = new LedgerBatch();
  const places = commands.filter((c): c is TPlaceCommand => c.kind === 'place');
  await ledger.load(io, places.map((c) => ({ account: available(c.userId), asset: c.frozenAsset })));
  const newIds = await io.allocateIds('spot_orders', places.length);

  const touched = new Map<bigint, TOrderRow>();
  const fresh = new Set<bigint>();
  const trades: { trade: TTradeRow; transaction: TLedgerTransaction }[] = [];
  // Ledger transactions are added in the order things happen; a trade's reference gets its id later.
  const fills: TFill[] = [];
  const post = (transaction: TLedgerTransaction | null) => transaction && ledger.add(transaction, now);
  const staged = new Map<number, TOrderRow | null>();
  /** The batch's own copy of an open order's row, made on first use. */
  const openOrder = (id: number): TOrderRow | undefined => {
    if (staged.has(id)) return staged.get(id) ?? undefined;
    const row = spot.openOrders.get(id);
    if (!row) return undefined;
    const copy = { ...row };
    staged.set(id, copy);
    return copy;
  };

  const place = (command: TPlaceCommand): TOrderRow => {
    if (ledger.balance(available(command.userId), command.frozenAsset) < command.frozenAmount) throw new AppError('insufficientBalance');
    const taker: TOrderRow = {
      id: newIds.shift()!,
      user_id: command.userId,
      symbol: market.symbol,
      side: command.side,
      type: command.type,
      time_in_force: command.timeInForce,
      price: command.ticks,
      amount: command.amount,
      quote_amount: command.quoteAmount,
      filled: 0n,
      filled_quote: 0n,
      filled_tick_lots: 0n,
      fee: 0n,
      frozen: command.frozenAmount,
      frozen_used: 0n,
      status: 'unfinished',
      created_at: BigInt(now),
      updated_at: BigInt(now),
      client_order_id: command.clientOrderId ?? '',
      client_type: command.clientType ?? '',
    };
    const isBuy = command.side === 'buy';
    const isMarketBuy = command.type === 'MKT' && isBuy;
    // The limit comes from the book as this command reaches it, inside the writer: not at request time.
    const best = command.type === 'MKT' ? (isBuy ? book.bestAsk() : book.bestBid()) : undefined;
    const limitTicks =
      command.type !== 'MKT' ? undefined : command.limitTicks ?? (best === undefined ? undefined : protectiveLimitTicks(BigInt(best), command.side, command.maxSlippage));
    const result = book.place({
      id: Number(taker.id),
      owner: Number(command.userId),
      side: command.side,
      kind: command.type,
      price: command.type === 'LMT' ? Number(command.ticks) : undefined,
      quantity: isMarketBuy ? undefined : Number(units.lotsOf(command.amount)),
      budget: isMarketBuy ? Number(units.tickLotsFor(command.quoteAmount)) : undefined,
      timeInForce: command.timeInForce,
      postOnly: command.isPostOnly,
      limitPrice: limitTicks === undefined ? undefined : Number(limitTicks > MAX_TICKS ? MAX_TICKS : limitTicks),
    });
    if (result.outcome === 'rejected') throw new AppError('postOnlyWouldTake');
    fresh.add(taker.id);
    touched.set(taker.id, taker);
    for (const fill of result.fills) {
      const maker = openOrder(fill.makerId);
      if (!maker) throw new Error(`spot ${market.symbol}: maker ${fill.makerId} is not an open order`);
      const settled = settleFill(now, market, fill, isBuy ? taker : maker, isBuy ? maker : taker, command.side);
      post(settled.transaction);
      trades.push(settled);
      fills.push(fill);
      touched.set(maker.id, maker);
      if (fill.isMakerDone) {
        maker.status = 'finished';
        maker.updated_at = BigInt(now);
        post(releaseRest(market, maker));
        staged.set(fill.makerId, null);
      }
    }
    if (result.reason === 'price-protection') {
      protectionOf.set(taker, {
        rate: command.maxSlippage,
        limitTicks: limitTicks!,
        unfilled: isBuy ? taker.quote_amount - taker.filled_quote : taker.amount - taker.filled,
        unfilledAsset: command.frozenAsset,
      });
    }
    taker.status =
      result.outcome === 'resting' ? 'unfinished' : result.outcome === 'filled' || (command.type === 'MKT' && result.fills.length > 0) ? 'finished' : 'cancelled';
    if (taker.status === 'unfinished') {
      // Only what rests is frozen; the immediate fills were paid from the available balance.
      staged.set(Number(taker.id), taker);
      const rest = taker.frozen - taker.frozen_used;
      if (rest > 0n) {
        post({
          type: 'freeze',
          reference: `spot:${taker.id}`,
          userId: command.userId,
          postings: [
            { account: available(command.userId), asset: command.frozenAsset, amount: -rest },
            { account: frozen(command.userId), asset: command.frozenAsset, amount: rest },
          ],
        });
      }
    } else {
      // Nothing was frozen, so nothing is released: what it did not use never left the available balance.
      taker.frozen_used = taker.frozen;
    }
    return taker;
  };

  const cancel = (command: TCancelCommand): TOrderRow => {
    const order = openOrder(Number(command.orderId));
    if (!order || order.user_id !== command.userId) throw new AppError('orderNotOpen');
    book.cancel(Number(command.orderId));
    staged.set(Number(command.orderId), null);
    order.status = 'cancelled';
    order.updated_at = BigInt(now);
    post(releaseRest(market, order));
    touched.set(order.id, order);
    return order;
  };

  const outcomes = commands.map((command): TOutcome => {
    try {
      return { order: command.kind === 'place' ? place(command) : cancel(command) };
    } catch (error) {
      // A user error is raised before the command changed anything; anything else fails the batch.
      if (error instanceof AppError) return { error };
      throw error;
    }
  });

  const tradeIds = await io.allocateIds('spot_trades', trades.length);
  trades.forEach(({ trade, transaction }, i) => {
    trade.id = tradeIds[i];
    transaction.reference = `spot-trade:${trade.id}`;
  });
  const orders = [...touched.values()];
  for (const order of orders) if (!fresh.has(order.id)) order.updated_at = BigInt(now);
  await io.upsertOrders(orders);
  await io.insert('spot_trades', trades.map(({ trade }) => trade));
  await ledger.write(io);
  return { outcomes, fills, tradeIds, touched: orders, time: now, openOrders: staged };
}
