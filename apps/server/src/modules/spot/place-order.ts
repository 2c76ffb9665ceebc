import type { TPlaceResult } from '@exchange/engine';
import { findMarket, parseUnits, type TPlaceOrder } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { available, frozen } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { presentOrder } from './present-order.js';
import { releaseRest, settleFill, type TOrderRow } from './settle-fill.js';
import { marketUnits, SCALE } from './units.js';
import { writeOrder } from './spot.repository.js';

/**
 * The order path (ARCHITECTURE.md "Trading core"): validate, freeze, match, then persist the order,
 * its fills and their ledger transactions in ONE database transaction, inside the market's single
 * writer. A failed freeze leaves the book untouched; a failure after matching rolls the database
 * back and rebuilds the book from what is committed.
 */
export async function placeOrder(deps: TDeps, userId: bigint, input: TPlaceOrder) {
  const market = findMarket(input.symbol)!;
  const spot = deps.spot.market(market.symbol)!;
  const units = marketUnits(market);
  const isBuy = input.side === 'buy';
  const isMarketBuy = input.type === 'MKT' && isBuy;
  const ticks = input.type === 'LMT' ? units.ticksOf(input.price) : 0n;
  const amount = isMarketBuy ? 0n : parseUnits(input.amount, SCALE)!;
  const quoteAmount = isMarketBuy ? parseUnits(input.amount, SCALE)! : 0n;
  const lots = units.lotsOf(amount);
  const value = isMarketBuy ? quoteAmount : input.type === 'LMT' ? units.quoteCeil(ticks * lots) : null;
  if (value !== null) {
    if (value < parseUnits(market.minOrderValue, SCALE)!) throw new AppError('orderValueTooSmall', { vars: { min: market.minOrderValue, coin: market.quote } });
    if (value > parseUnits(market.maxOrderValue, SCALE)!) throw new AppError('orderValueTooLarge', { vars: { max: market.maxOrderValue, coin: market.quote } });
  }
  const frozenAmount = isBuy ? (value as bigint) : amount;
  const frozenAsset = isBuy ? market.quote : market.base;

  return spot.run(async () => {
    let matched: TPlaceResult | null = null;
    let touched: TOrderRow[] = [];
    try {
      const placed = await deps.db.transaction().execute(async (tx) => {
        const now = deps.clock.now();
        const taker = (await tx
          .insertInto('spot_orders')
          .values({
            user_id: userId,
            symbol: market.symbol,
            side: input.side,
            type: input.type,
            time_in_force: input.timeInForce,
            price: ticks,
            amount,
            quote_amount: quoteAmount,
            filled: 0n,
            filled_quote: 0n,
            filled_tick_lots: 0n,
            fee: 0n,
            frozen: frozenAmount,
            frozen_used: 0n,
            status: 'unfinished',
            created_at: BigInt(now),
            updated_at: BigInt(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow()) as TOrderRow;
        await postTransaction(tx, now, {
          type: 'freeze',
          reference: `spot:${taker.id}`,
          userId,
          postings: [
            { account: available(userId), asset: frozenAsset, amount: -frozenAmount },
            { account: frozen(userId), asset: frozenAsset, amount: frozenAmount },
          ],
        });

        const isPostOnly = input.postOnly === true || input.postOnly === '1' || input.postOnly === 'true';
        const result = spot.book.place({
          id: Number(taker.id),
          owner: Number(userId),
          side: input.side,
          kind: input.type,
          price: input.type === 'LMT' ? Number(ticks) : undefined,
          quantity: isMarketBuy ? undefined : Number(lots),
          budget: isMarketBuy ? Number(units.tickLotsFor(quoteAmount)) : undefined,
          timeInForce: input.timeInForce,
          postOnly: isPostOnly,
        });
        matched = result;
        if (result.outcome === 'rejected') throw new AppError('postOnlyWouldTake');

        const makerIds = result.fills.map((f) => BigInt(f.makerId));
        const makers = new Map<bigint, TOrderRow>();
        if (makerIds.length) {
          const rows = await tx.selectFrom('spot_orders').selectAll().where('id', 'in', makerIds).execute();
          for (const row of rows) makers.set(row.id, row as TOrderRow);
        }
        for (const fill of result.fills) {
          const maker = makers.get(BigInt(fill.makerId))!;
          await settleFill(tx, now, market, fill, isBuy ? taker : maker, isBuy ? maker : taker, input.side);
          if (fill.isMakerDone) {
            maker.status = 'finished';
            await releaseRest(tx, now, market, maker);
          }
        }
        for (const maker of makers.values()) await writeOrder(tx, maker, now);

        taker.status =
          result.outcome === 'resting' ? 'unfinished' : result.outcome === 'filled' || (input.type === 'MKT' && result.fills.length > 0) ? 'finished' : 'cancelled';
        if (taker.status !== 'unfinished') await releaseRest(tx, now, market, taker);
        await writeOrder(tx, taker, now);
        touched = [taker, ...makers.values()];
        return presentOrder(market, taker);
      });
      const fills = (matched as TPlaceResult | null)?.fills ?? [];
      if (fills.length > 0) spot.lastTrade = { ticks: fills[fills.length - 1].price, time: placed.time };
      spot.publish();
      await deps.events.afterOrder({ market, fills, time: placed.time, orders: touched });
      return placed;
    } catch (error) {
      const result = matched as TPlaceResult | null;
      if (result && result.outcome !== 'rejected') await spot.rebuild(deps.db);
      throw error;
    }
  });
}

