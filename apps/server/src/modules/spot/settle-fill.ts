import type { Selectable, Transaction } from 'kysely';
import type { TFill } from '@exchange/engine';
import type { TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TSpotOrdersTable } from '../../platform/db/schema-spot.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { postTransaction, type TPosting } from '../ledger/post-transaction.js';
import { feeOn, marketUnits } from './units.js';

export type TOrderRow = Selectable<TSpotOrdersTable>;

/**
 * Settles one fill between a buy order and a sell order as one ledger transaction:
 * the buyer's frozen quote pays the seller, the seller's frozen base goes to the buyer, and each
 * pays its fee (maker or taker rate) on what it receives, to the fee account. Quote amounts round
 * on each order's cumulative tick-lots (buyer up, seller down), so an order is off by at most one
 * unit in total; that difference goes to the fee account, so every transaction balances exactly.
 * Mutates the two rows to their new filled state; the caller writes them.
 */
export async function settleFill(
  tx: Transaction<TDatabase>,
  now: number,
  market: TMarket,
  fill: TFill,
  buyer: TOrderRow,
  seller: TOrderRow,
  takerSide: 'buy' | 'sell',
): Promise<void> {
  const units = marketUnits(market);
  const tickLots = BigInt(fill.price) * BigInt(fill.quantity);
  const base = units.baseOf(BigInt(fill.quantity));
  const buyerAfter = buyer.filled_tick_lots + tickLots;
  const sellerAfter = seller.filled_tick_lots + tickLots;
  const pays = units.quoteCeil(buyerAfter) - units.quoteCeil(buyer.filled_tick_lots);
  const gets = units.quoteFloor(sellerAfter) - units.quoteFloor(seller.filled_tick_lots);
  const buyerFee = feeOn(base, takerSide === 'buy' ? market.takerFee : market.makerFee);
  const sellerFee = gets === 0n ? 0n : feeOn(gets, takerSide === 'sell' ? market.takerFee : market.makerFee);

  const { id: tradeId } = await tx
    .insertInto('spot_trades')
    .values({
      symbol: market.symbol,
      price: BigInt(fill.price),
      quantity: base,
      quote_quantity: units.quoteFloor(tickLots),
      taker_side: takerSide,
      maker_order_id: BigInt(fill.makerId),
      taker_order_id: BigInt(fill.takerId),
      buyer_fee: buyerFee,
      seller_fee: sellerFee,
      created_at: BigInt(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const postings: TPosting[] = [
    { account: frozen(buyer.user_id), asset: market.quote, amount: -pays },
    { account: available(seller.user_id), asset: market.quote, amount: gets - sellerFee },
    { account: system('fees'), asset: market.quote, amount: sellerFee + pays - gets },
    { account: frozen(seller.user_id), asset: market.base, amount: -base },
    { account: available(buyer.user_id), asset: market.base, amount: base - buyerFee },
    { account: system('fees'), asset: market.base, amount: buyerFee },
  ].filter((p) => p.amount !== 0n);
  await postTransaction(tx, now, { type: 'trade', reference: `spot-trade:${tradeId}`, userId: takerSide === 'buy' ? buyer.user_id : seller.user_id, postings });

  Object.assign(buyer, {
    filled: buyer.filled + base,
    filled_quote: buyer.filled_quote + pays,
    filled_tick_lots: buyerAfter,
    fee: buyer.fee + buyerFee,
    frozen_used: buyer.frozen_used + pays,
  });
  Object.assign(seller, {
    filled: seller.filled + base,
    filled_quote: seller.filled_quote + gets,
    filled_tick_lots: sellerAfter,
    fee: seller.fee + sellerFee,
    frozen_used: seller.frozen_used + base,
  });
}

/** Returns what an order froze and did not use to the owner's available balance. */
export async function releaseRest(tx: Transaction<TDatabase>, now: number, market: TMarket, order: TOrderRow): Promise<void> {
  const rest = order.frozen - order.frozen_used;
  if (rest <= 0n) return;
  const asset = order.side === 'buy' ? market.quote : market.base;
  await postTransaction(tx, now, {
    type: 'unfreeze',
    reference: `spot:${order.id}`,
    userId: order.user_id,
    postings: [
      { account: frozen(order.user_id), asset, amount: -rest },
      { account: available(order.user_id), asset, amount: rest },
    ],
  });
  order.frozen_used = order.frozen;
}
