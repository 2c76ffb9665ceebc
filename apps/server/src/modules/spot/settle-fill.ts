import type { Insertable, Selectable } from 'kysely';
import type { TFill } from '@exchange/engine';
import type { TMarket } from '@exchange/contracts';
import type { TSpotOrdersTable, TSpotTradesTable } from '../../platform/db/schema-spot.js';
import { available, frozen, system } from '../ledger/accounts.js';
import type { TLedgerTransaction, TPosting } from '../ledger/post-transaction.js';
import { feeOn, marketUnits } from './units.js';

export type TOrderRow = Selectable<TSpotOrdersTable>;

export type TFillAmounts = {
  tickLots: bigint;
  base: bigint;
  pays: bigint;
  gets: bigint;
  buyerFee: bigint;
  sellerFee: bigint;
  buyerAfter: bigint;
  sellerAfter: bigint;
};

/**
 * What one fill moves, computed from the two orders' cumulative tick-lots: the buyer pays quote
 * rounded up, the seller gets quote rounded down, each pays its fee (maker or taker rate) on what
 * it receives, rounded up. Pure, so the live path and the history backfill agree to the unit.
 */
export function fillAmounts(market: TMarket, fill: Pick<TFill, 'price' | 'quantity'>, buyerTickLots: bigint, sellerTickLots: bigint, takerSide: 'buy' | 'sell'): TFillAmounts {
  const units = marketUnits(market);
  const tickLots = BigInt(fill.price) * BigInt(fill.quantity);
  const base = units.baseOf(BigInt(fill.quantity));
  const buyerAfter = buyerTickLots + tickLots;
  const sellerAfter = sellerTickLots + tickLots;
  const pays = units.quoteCeil(buyerAfter) - units.quoteCeil(buyerTickLots);
  const gets = units.quoteFloor(sellerAfter) - units.quoteFloor(sellerTickLots);
  const buyerFee = feeOn(base, takerSide === 'buy' ? market.takerFee : market.makerFee);
  const sellerFee = gets === 0n ? 0n : feeOn(gets, takerSide === 'sell' ? market.takerFee : market.makerFee);
  return { tickLots, base, pays, gets, buyerFee, sellerFee, buyerAfter, sellerAfter };
}

/** Where each side of a fill pays from: a resting order from what it froze, a taker from its available balance. */
export type TFillBuckets = { buyer: 'frozen' | 'available'; seller: 'frozen' | 'available' };

const bucketOf = (bucket: 'frozen' | 'available') => (bucket === 'frozen' ? frozen : available);

/**
 * The ledger postings of a fill: the buyer's quote pays the seller, the seller's base goes to the
 * buyer (each from its bucket), fees and the rounding difference to the fee account.
 */
export function fillPostings(market: TMarket, amounts: TFillAmounts, buyerId: bigint, sellerId: bigint, buckets: TFillBuckets): TPosting[] {
  return [
    { account: bucketOf(buckets.buyer)(buyerId), asset: market.quote, amount: -amounts.pays },
    { account: available(sellerId), asset: market.quote, amount: amounts.gets - amounts.sellerFee },
    { account: system('fees'), asset: market.quote, amount: amounts.sellerFee + amounts.pays - amounts.gets },
    { account: bucketOf(buckets.seller)(sellerId), asset: market.base, amount: -amounts.base },
    { account: available(buyerId), asset: market.base, amount: amounts.base - amounts.buyerFee },
    { account: system('fees'), asset: market.base, amount: amounts.buyerFee },
  ].filter((p) => p.amount !== 0n);
}

/** A trade row before its id is reserved. */
export type TTradeRow = Omit<Insertable<TSpotTradesTable>, 'id'> & { id: bigint };

/**
 * Settles one fill between a buy order and a sell order, in memory: the trade row and its ledger
 * transaction, from the maker's frozen funds and the taker's available balance (see fillAmounts
 * and spot-batch.ts: a taker freezes only what rests). An order is off by at most one
 * unit over all its fills, and that difference goes to the fee account, so every transaction
 * balances exactly. Mutates the two rows to their new filled state; the writer persists all three.
 */
export function settleFill(
  now: number,
  market: TMarket,
  fill: TFill,
  buyer: TOrderRow,
  seller: TOrderRow,
  takerSide: 'buy' | 'sell',
): { trade: TTradeRow; transaction: TLedgerTransaction } {
  const amounts = fillAmounts(market, fill, buyer.filled_tick_lots, seller.filled_tick_lots, takerSide);
  const units = marketUnits(market);
  const trade: TTradeRow = {
    id: 0n,
    symbol: market.symbol,
    price: BigInt(fill.price),
    quantity: amounts.base,
    quote_quantity: units.quoteFloor(amounts.tickLots),
    taker_side: takerSide,
    maker_order_id: BigInt(fill.makerId),
    taker_order_id: BigInt(fill.takerId),
    buyer_fee: amounts.buyerFee,
    seller_fee: amounts.sellerFee,
    created_at: BigInt(now),
  };
  const transaction: TLedgerTransaction = {
    type: 'trade',
    reference: 'spot-trade:?', // set once the trade's id is reserved
    userId: takerSide === 'buy' ? buyer.user_id : seller.user_id,
    postings: fillPostings(market, amounts, buyer.user_id, seller.user_id, takerSide === 'buy' ? { buyer: 'available', seller: 'frozen' } : { buyer: 'frozen', seller: 'available' }),
  };
  Object.assign(buyer, {
    filled: buyer.filled + amounts.base,
    filled_quote: buyer.filled_quote + amounts.pays,
    filled_tick_lots: amounts.buyerAfter,
    fee: buyer.fee + amounts.buyerFee,
    frozen_used: buyer.frozen_used + amounts.pays,
  });
  Object.assign(seller, {
    filled: seller.filled + amounts.base,
    filled_quote: seller.filled_quote + amounts.gets,
    filled_tick_lots: amounts.sellerAfter,
    fee: seller.fee + amounts.sellerFee,
    frozen_used: seller.frozen_used + amounts.base,
  });
  return { trade, transaction };
}

/** What an order froze and did not use, back to the owner's available balance (null: nothing left). */
export function releaseRest(market: TMarket, order: TOrderRow): TLedgerTransaction | null {
  const rest = order.frozen - order.frozen_used;
  if (rest <= 0n) return null;
  const asset = order.side === 'buy' ? market.quote : market.base;
  order.frozen_used = order.frozen;
  return {
    type: 'unfreeze',
    reference: `spot:${order.id}`,
    userId: order.user_id,
    postings: [
      { account: frozen(order.user_id), asset, amount: -rest },
      { account: available(order.user_id), asset, amount: rest },
    ],
  };
}
