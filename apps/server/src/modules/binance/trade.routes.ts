import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ASSETS,
  bnAccountCall,
  bnAllOrdersCall,
  bnCancelAllCall,
  bnCancelOrderCall,
  bnGetOrderCall,
  bnMyTradesCall,
  bnNewOrderCall,
  bnOpenOrdersCall,
  bnTestOrderCall,
  DEFAULT_FEE_RATE,
  formatAmount,
  MARKET_SLIPPAGE,
  protectiveLimitTicks,
  formatUnits,
  type TMarket,
} from '@exchange/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { ledgerRepository } from '../ledger/ledger.repository.js';
import { submitOrder, type TPlaceOrderInput } from '../spot/place-order.js';
import { cancelOrder } from '../spot/cancel-order.js';
import { spotRepository } from '../spot/spot.repository.js';
import type { TOrderRow } from '../spot/settle-fill.js';
import { readOrder, orderValueProblem } from '@exchange/contracts';
import { BinanceError, mandatory } from './binance-error.js';
import { binanceRoute, type TBinanceDeps } from './binance-route.js';
import { binanceRepository } from './binance.repository.js';
import { randomToken } from './api-keys.js';
import { limitOf } from './market.routes.js';
import { marketOf, presentCancelled, presentMyTrade, presentNewOrder, presentOrder, webOrderIdOf, type TOwnTrade } from './present.js';
import type { TLiveKey } from './signed-request.js';

type TNewOrder = z.output<typeof bnNewOrderCall.request>;

const RECENT_CLIENT_IDS = 100_000;

/** The client id of an order sent without one: 22 characters of the hash of its key and signature (Binance's own ids are 22 characters). */
export function clientIdFromSignature(keyId: bigint, signature: string): string {
  return createHash('sha256').update(`${keyId}:${signature}`).digest('base64url').slice(0, 22);
}

/** A decimal as Binance clients send it, trailing zeros of the fraction dropped ("1.50000000" is "1.5"). */
const plain = (text: string): string => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

const userOf = (key: TLiveKey | null) => key!.row.user_id;
const PERCENT_FEE = (rate: string) => Math.round(Number(rate) * 10_000);

/**
 * A Binance order request as the web's order (spot/place-order.ts takes it from there, so the
 * engine, fees, price band, slippage protection and ledger are the same): LIMIT with its
 * timeInForce, LIMIT_MAKER as post-only, MARKET by `quoteOrderQty` (a buy's quote to spend) or by
 * `quantity` (a sell; a buy by quantity becomes an immediate-or-cancel limit at the protection's
 * bound from the best ask now, which is what a protected market buy of that size can trade).
 */
function toPlaceInput(market: TMarket, input: TNewOrder, bestAsk: number | undefined): TPlaceOrderInput {
  const side = input.side === 'BUY' ? 'buy' : input.side === 'SELL' ? 'sell' : null;
  if (!side) throw new BinanceError('badSide');
  const base = { symbol: market.symbol, side, postOnly: false } as const;
  if (input.type === 'LIMIT' || input.type === 'LIMIT_MAKER') {
    if (input.quoteOrderQty !== undefined) throw new BinanceError('paramNotRequired', "Parameter 'quoteOrderQty' sent when not required.");
    if (input.quantity === undefined) throw mandatory('quantity');
    if (input.price === undefined) throw mandatory('price');
    let timeInForce: 'GTC' | 'IOC' | 'FOK' = 'GTC';
    if (input.type === 'LIMIT') {
      if (input.timeInForce === undefined) throw mandatory('timeInForce');
      if (input.timeInForce !== 'GTC' && input.timeInForce !== 'IOC' && input.timeInForce !== 'FOK') throw new BinanceError('badTimeInForce');
      timeInForce = input.timeInForce;
    }
    return { ...base, type: 'LMT', price: plain(input.price), amount: plain(input.quantity), timeInForce, postOnly: input.type === 'LIMIT_MAKER', clientType: input.type };
  }
  if (input.type !== 'MARKET') {
    const known = ['STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'].includes(input.type);
    throw known ? new BinanceError('unsupportedOperation', `Order type ${input.type} is not supported here: only LIMIT, LIMIT_MAKER and MARKET.`) : new BinanceError('badOrderType');
  }
  if (input.price !== undefined) throw new BinanceError('paramNotRequired', "Parameter 'price' sent when not required.");
  if (input.quantity !== undefined && input.quoteOrderQty !== undefined) throw new BinanceError('badCombination', "Send 'quantity' or 'quoteOrderQty', not both.");
  if (input.quoteOrderQty !== undefined) {
    if (side === 'sell') throw new BinanceError('unsupportedOperation', "'quoteOrderQty' is supported for MARKET BUY orders only.");
    return { ...base, type: 'MKT', price: '', amount: plain(input.quoteOrderQty), timeInForce: 'GTC', clientType: 'MARKET' };
  }
  if (input.quantity === undefined) throw new BinanceError('mandatoryParam', "Param 'quantity' or 'quoteOrderQty' must be sent, but both were empty/null!");
  if (side === 'sell') return { ...base, type: 'MKT', price: '', amount: plain(input.quantity), timeInForce: 'GTC', clientType: 'MARKET' };
  if (bestAsk === undefined) throw new BinanceError('newOrderRejected', 'Order book liquidity is insufficient.');
  const limit = protectiveLimitTicks(BigInt(bestAsk), 'buy', MARKET_SLIPPAGE.default);
  return { ...base, type: 'LMT', price: formatUnits(limit, market.pricePrecision), amount: plain(input.quantity), timeInForce: 'IOC', clientType: 'MARKET' };
}

/** The signed calls of the Binance-compatible API: the coin wallet and spot orders of the key's owner. */
export function binanceTradeRoutes(app: FastifyInstance, bn: TBinanceDeps): void {
  const { deps } = bn;
  /** Client ids being placed now in this process: a second order with the same id waits for no commit to be refused. */
  const placing = new Set<string>();
  /** The latest client ids placed in this process (a bounded memory): most duplicates are refused before they cost the market a failed commit. */
  const recent = new Set<string>();
  const remember = (mark: string) => {
    recent.add(mark);
    if (recent.size > RECENT_CLIENT_IDS) recent.delete(recent.values().next().value!);
  };

  const access = (key: TLiveKey | null) => deps.productAccess({ userId: userOf(key) }, 'spot', 'en-US');

  const checkNewOrder = async (key: TLiveKey | null, input: TNewOrder) => {
    const market = marketOf(input.symbol);
    if (input.selfTradePreventionMode !== undefined && input.selfTradePreventionMode !== 'NONE') {
      throw new BinanceError('badValue', 'Only selfTradePreventionMode NONE is supported: the newer order of a self-trade is always cancelled.');
    }
    await access(key);
    const bestAsk = deps.spot.market(market.symbol)!.book.bestAsk();
    const place = toPlaceInput(market, input, bestAsk);
    return { market, place };
  };

  binanceRoute(
    app,
    bn,
    bnNewOrderCall,
    async ({ input, key, now, signature }) => {
      const { market, place } = await checkNewOrder(key, input);
      const userId = userOf(key);
      bn.weights.order(`user:${userId}`, now);
      // Without an id of its own the order's is made from its signature: a replay, in any process, then names the same id and the unique index refuses it.
      const clientOrderId = input.newClientOrderId ?? clientIdFromSignature(key!.row.id, signature);
      const mark = `${userId}:${clientOrderId}`;
      // Nothing is read before the order goes to its market: an order waiting on the database would miss the batch being formed.
      if (placing.has(mark) || recent.has(mark)) throw new BinanceError('newOrderRejected', 'Duplicate order sent.');
      placing.add(mark);
      let row: TOrderRow;
      try {
        row = await submitOrder(deps, userId, { ...place, clientOrderId }, market);
      } catch (error) {
        // Another process placed the same client id first: its unique index refused this one.
        if (!(error instanceof AppError) && /spot_orders_client_id|UNIQUE constraint failed: spot_orders\.user_id/i.test(String((error as Error)?.message))) {
          throw new BinanceError('newOrderRejected', 'Duplicate order sent.');
        }
        throw error;
      } finally {
        placing.delete(mark);
      }
      remember(mark);
      const form = input.newOrderRespType ?? 'FULL';
      const trades = form === 'FULL' && row.filled > 0n ? await spotRepository.tradesOfOrder(deps.db, row.id) : [];
      return presentNewOrder(market, row, form, trades);
    },
    { replay: 'order', isSmall: true },
  );

  binanceRoute(app, bn, bnTestOrderCall, async ({ input, key }) => {
    const { market, place } = await checkNewOrder(key, input);
    // The same checks as placing, short of the book and the balance.
    const read = readOrder(market, place);
    if (read.problem) throw new AppError(read.problem.key);
    const problem = orderValueProblem(market, read.amounts.value);
    if (problem) throw new AppError(problem.key, { vars: problem.values });
    if (input.computeCommissionRates !== 'true') return {};
    const rate = { maker: market.makerFee, taker: market.takerFee };
    return {
      standardCommissionForOrder: rate,
      specialCommissionForOrder: { maker: '0', taker: '0' },
      taxCommissionForOrder: { maker: '0', taker: '0' },
      discount: { enabledForAccount: false, enabledForSymbol: false, discountAsset: '', discount: '0' },
    };
  });

  /** The caller's order a request names by `orderId` or `origClientOrderId` on `symbol`, or null. */
  const findOrder = async (userId: bigint, market: TMarket, input: { orderId?: string; origClientOrderId?: string }): Promise<TOrderRow | null> => {
    if (input.orderId === undefined && input.origClientOrderId === undefined) throw new BinanceError('mandatoryParam', "Param 'origClientOrderId' or 'orderId' must be sent, but both were empty/null!");
    let row: TOrderRow | undefined;
    if (input.orderId !== undefined) row = await spotRepository.findOwnOrder(deps.db, userId, BigInt(input.orderId));
    else {
      const webId = webOrderIdOf(input.origClientOrderId!);
      row = webId !== null ? await spotRepository.findOwnOrder(deps.db, userId, webId) : await binanceRepository.findByClientId(deps.db, userId, input.origClientOrderId!);
    }
    if (row && input.orderId !== undefined && input.origClientOrderId !== undefined && row.client_order_id !== input.origClientOrderId) return null;
    return row && row.symbol === market.symbol ? row : null;
  };

  binanceRoute(app, bn, bnGetOrderCall, async ({ input, key }) => {
    const market = marketOf(input.symbol);
    const row = await findOrder(userOf(key), market, input);
    if (!row) throw new BinanceError('noSuchOrder');
    return presentOrder(row, market);
  });

  const cancelOne = async (userId: bigint, market: TMarket, row: TOrderRow, cancelClientId: string, now: number) => {
    try {
      await cancelOrder(deps, userId, row.id);
    } catch (error) {
      if (error instanceof AppError && (error.key === 'orderNotOpen' || error.key === 'noData')) throw new BinanceError('cancelRejected');
      throw error;
    }
    const after = (await spotRepository.findOwnOrder(deps.db, userId, row.id))!;
    return presentCancelled(market, after, cancelClientId, now);
  };

  binanceRoute(app, bn, bnCancelOrderCall, async ({ input, key, now }) => {
    const market = marketOf(input.symbol);
    const userId = userOf(key);
    const row = await findOrder(userId, market, input);
    if (!row || row.status !== 'unfinished') throw new BinanceError('cancelRejected');
    return cancelOne(userId, market, row, input.newClientOrderId ?? randomToken(22), now);
  });

  binanceRoute(
    app,
    bn,
    bnOpenOrdersCall,
    async ({ input, key }) => {
      const market = input.symbol === undefined ? null : marketOf(input.symbol);
      const rows = await binanceRepository.openOrders(deps.db, userOf(key), market?.symbol ?? null);
      return rows.map((row) => presentOrder(row));
    },
    { weight: (p) => (p.symbol ? 6 : 80) },
  );

  binanceRoute(app, bn, bnCancelAllCall, async ({ input, key, now }) => {
    const market = marketOf(input.symbol);
    const userId = userOf(key);
    const rows = await binanceRepository.openOrders(deps.db, userId, market.symbol);
    if (rows.length === 0) throw new BinanceError('cancelRejected');
    const answers = [];
    for (const row of rows) {
      try {
        answers.push(await cancelOne(userId, market, row, randomToken(22), now));
      } catch (error) {
        // One that ended meanwhile (filled) is simply not in the answer.
        if (!(error instanceof BinanceError)) throw error;
      }
    }
    return answers;
  });

  const rangeOf = (input: { startTime?: string; endTime?: string }) => {
    const start = input.startTime === undefined ? undefined : Number(input.startTime);
    const end = input.endTime === undefined ? undefined : Number(input.endTime);
    if (start !== undefined && end !== undefined && (start > end || end - start > 24 * 3_600_000)) {
      throw new BinanceError('badValue', 'The time between startTime and endTime must be at most 24 hours, startTime first.');
    }
    return { start, end };
  };

  binanceRoute(app, bn, bnAllOrdersCall, async ({ input, key }) => {
    const market = marketOf(input.symbol);
    const rows = await binanceRepository.allOrders(deps.db, userOf(key), market.symbol, {
      fromId: input.orderId === undefined ? undefined : BigInt(input.orderId),
      ...rangeOf(input),
      limit: limitOf(input.limit, 500, 1000),
    });
    return rows.map((row) => presentOrder(row, market));
  });

  binanceRoute(app, bn, bnMyTradesCall, async ({ input, key }) => {
    const market = marketOf(input.symbol);
    if (input.fromId !== undefined && (input.startTime !== undefined || input.endTime !== undefined)) {
      throw new BinanceError('badCombination', 'Combination of optional parameters invalid: fromId with startTime or endTime.');
    }
    const rows = await binanceRepository.myTrades(deps.db, userOf(key), market.symbol, {
      orderId: input.orderId === undefined ? undefined : BigInt(input.orderId),
      fromId: input.fromId === undefined ? undefined : BigInt(input.fromId),
      ...rangeOf(input),
      limit: limitOf(input.limit, 500, 1000),
    });
    return rows.map((row) => presentMyTrade(market, row as TOwnTrade));
  });

  binanceRoute(app, bn, bnAccountCall, async ({ input, key, now }) => {
    const userId = userOf(key);
    const rows = await ledgerRepository.walletBalances(deps.db, userId, 'coin');
    const balanceOf = (asset: string, bucket: string) => rows.find((r) => r.asset === asset && r.bucket === bucket)?.balance ?? 0n;
    const held = new Set(rows.map((r) => r.asset));
    const assets = [...ASSETS.map((a) => a.currency), ...[...held].filter((a) => !ASSETS.some((x) => x.currency === a))];
    const balances = assets
      .map((asset) => ({ asset, free: balanceOf(asset, 'available'), locked: balanceOf(asset, 'frozen') }))
      .filter((b) => input.omitZeroBalances !== 'true' || b.free > 0n || b.locked > 0n)
      .map((b) => ({ asset: b.asset, free: formatAmount(b.free, b.asset), locked: formatAmount(b.locked, b.asset) }));
    const market = { maker: DEFAULT_FEE_RATE, taker: DEFAULT_FEE_RATE };
    return {
      makerCommission: PERCENT_FEE(market.maker),
      takerCommission: PERCENT_FEE(market.taker),
      buyerCommission: 0,
      sellerCommission: 0,
      commissionRates: { maker: market.maker, taker: market.taker, buyer: '0', seller: '0' },
      canTrade: key!.row.can_trade === 1n,
      canWithdraw: false,
      canDeposit: false,
      brokered: false,
      requireSelfTradePrevention: false,
      preventSor: false,
      updateTime: now,
      accountType: 'SPOT' as const,
      balances,
      permissions: ['SPOT'],
      uid: Number(userId),
    };
  });
}
