import type { FastifyInstance } from 'fastify';
import { findMarket, formatUnits, marketMoney, slippagePercent, spotCancelCall, spotDetailCall, spotListCall, spotPlaceCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import { pageOf } from '../../platform/db/paging.js';
import type { TDeps } from '../../platform/deps.js';
import { cancelOrder } from './cancel-order.js';
import { placeOrder } from './place-order.js';
import { presentOrder } from './present-order.js';
import type { TOrderRow } from './settle-fill.js';
import { spotRepository } from './spot.repository.js';

/**
 * Spot orders: place, cancel, list by status, and one order with its fills. Owners only. The calls
 * are declared in packages/contracts (spot/calls.ts): paths, schemas, and the place call's product.
 */
export function spotRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: spotPlaceCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => {
      const order = await placeOrder(deps, user.userId, input);
      const cut = order.priceProtection;
      if (!cut) return { data: order, msg: 'orderPlaced' };
      // A market order cut by its slippage protection says so, with what filled and what came back.
      const vars = { slippage: slippagePercent(cut.maxSlippage), filled: order.filled, base: order.base, unfilled: cut.unfilled, coin: cut.unfilledCoin };
      return { data: order, msg: 'marketOrderProtected', msgVars: vars };
    },
  });

  defineRoute(app, deps, {
    call: spotCancelCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: await cancelOrder(deps, user.userId, BigInt(input.orderId)), msg: 'orderCancelled' }),
  });

  defineRoute(app, deps, {
    call: spotListCall,
    auth: true,
    handler: async ({ user, input }) => {
      const market = input.symbol ? findMarket(input.symbol) : undefined;
      if (input.symbol && !market) throw new AppError('marketNotFound');
      const query = spotRepository.userOrdersQuery(deps.db, user.userId, input.status, market?.symbol);
      return { data: await pageOf(query, input, (row: TOrderRow) => presentOrder(undefined, row)) };
    },
  });

  defineRoute(app, deps, {
    call: spotDetailCall,
    auth: true,
    handler: async ({ user, input }) => {
      const id = BigInt(input.orderId);
      const order = await spotRepository.findOwnOrder(deps.db, user.userId, id);
      if (!order) throw new AppError('noData');
      const market = findMarket(order.symbol)!;
      const money = marketMoney(market);
      const trades = await spotRepository.tradesOfOrder(deps.db, id);
      return {
        data: {
          ...presentOrder(market, order as TOrderRow),
          fills: trades.map((t) => ({
            tradeId: Number(t.id),
            price: formatUnits(t.price, market.pricePrecision),
            quantity: formatUnits(t.quantity, money.baseScale),
            role: t.maker_order_id === id ? 'maker' : 'taker',
            fee: order.side === 'buy' ? formatUnits(t.buyer_fee, money.baseScale) : formatUnits(t.seller_fee, money.quoteScale),
            time: Number(t.created_at),
          })),
        },
      };
    },
  });
}
