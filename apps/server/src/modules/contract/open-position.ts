import {
  contractQuantity,
  feeOf,
  findContractMarket,
  formatAmount,
  formatUnits,
  parseUnits,
  positionFee,
  readAmountOf,
  type TContractOpen,
} from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { allowedLeverages, leverageCapOf, loadContractParams } from './contract-markets.js';
import { type TContractOrderRow, requireLiveTick, pairName } from './contract-orders.js';
import { checkHouse, lockHouse, moveExposure, allParams, latestPriceOf } from './house.js';
import { ASSET, post } from './contract-ledger.js';
import { checkStops, readStop } from './stops.js';
import { awaitFillTick } from './fill-tick.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { contractRepository } from './contract.repository.js';

/**
 * Opens a position at the first tick recorded after the request was accepted (market; see
 * fill-tick.ts: a price nobody could know when asking), or places a pending order that
 * opens on the first tick crossing its price (limit). The margin (and for a pending order the
 * largest opening fee it can owe) leaves the contract wallet's available balance in the same
 * transaction as the order row: the guarded posting refuses more than is available, so 50
 * concurrent openings on a margin that covers k accept exactly k.
 * @throws AppError for every refusal, with a message naming the limit
 */
export async function openPosition(deps: TDeps, userId: bigint, input: TContractOpen): Promise<TContractOrderRow> {
  const acceptedAt = deps.clock.now();
  const market = findContractMarket(input.symbol)!;
  const params = await loadContractParams(deps.db, market.symbol);
  if (!params || !params.isEnabled) throw new AppError('contractMarketOff', { vars: { symbol: pairName(market) } });
  const leverage = BigInt(input.multiple);
  const user = await accountsRepository.findById(deps.db, userId);
  const cap = await leverageCapOf(deps.db, user?.kyc_country ?? user?.country ?? null);
  if (!allowedLeverages(params, cap).includes(leverage)) {
    const isCapped = cap !== null && leverage > cap && params.leverages.includes(leverage) && leverage <= params.maxLeverage;
    throw isCapped ? new AppError('contractLeverageCapped', { vars: { max: String(cap) } }) : new AppError('contractLeverage');
  }
  const margin = readAmountOf(input.openAmount, ASSET).units!;
  if (margin < params.minMargin) throw new AppError('contractMarginMin', { vars: { min: formatAmount(params.minMargin, ASSET) } });
  if (margin > params.maxMargin) throw new AppError('contractMarginMax', { vars: { max: formatAmount(params.maxMargin, ASSET) } });
  const limit = input.type === 'limit' ? parseUnits(input.price, market.pricePrecision)! : null;
  // A market order fills at the first tick recorded after it was accepted; a limit order is only checked against the live one.
  const tick = limit === null ? await awaitFillTick(deps, market, acceptedAt) : requireLiveTick(deps, market);
  if (limit !== null && (input.direction === 'up' ? limit >= tick.price : limit <= tick.price)) {
    throw new AppError('contractLimitSide', { vars: { price: formatUnits(tick.price, market.pricePrecision) } });
  }
  const stopLoss = readStop(market, input.stopLoss);
  const takeProfit = readStop(market, input.takeProfit);
  const reference = limit ?? tick.price;
  checkStops(input.direction, reference, stopLoss, takeProfit);
  const quantity = contractQuantity(market, margin, leverage, reference);
  if (quantity === 0n) throw new AppError('contractTooSmall');
  const now = deps.clock.now();
  const base = {
    user_id: userId,
    symbol: market.symbol,
    direction: input.direction,
    leverage,
    margin,
    stop_loss: stopLoss,
    take_profit: takeProfit,
    mmr_ppm: params.mmrPpm,
    close_fee_ppm: params.closeFeePpm,
    liquidation_fee_ppm: params.liquidationFeePpm,
    created_at: BigInt(now),
    updated_at: BigInt(now),
  };
  const all = await allParams(deps.db);

  if (limit === null) {
    const fee = positionFee(market, quantity, tick.price, params.openFeePpm);
    return deps.db.transaction().execute(async (tx) => {
      await lockHouse(tx, deps.dialect);
      await checkHouse(tx, { market, params, priceTicks: tick.price, addLots: input.direction === 'up' ? quantity : -quantity }, all, latestPriceOf(deps));
      const row = await contractRepository.insertOrder(tx, {
          ...base,
          type: 'market',
          quantity,
          limit_price: null,
          open_price: tick.price,
          open_fee: fee,
          status: 'holding',
          reason: null,
          frozen: margin,
          open_tick_id: tick.id,
          opened_at: BigInt(now),
        });
      await post(tx, now, 'contract_open', `contract:${row.id}:open`, userId, `${market.symbol} ${input.direction} x${leverage}`, [
        [available(userId, 'contract'), -(margin + fee)],
        [frozen(userId, 'contract'), margin],
        [system('fees'), fee],
      ]);
      await moveExposure(tx, market.symbol, input.direction === 'up' ? quantity : -quantity);
      return row;
    });
  }

  // A pending order holds its margin and the largest opening fee it can owe: the position value
  // at opening is at most margin × leverage, whatever the price it opens at.
  const maxFee = feeOf(margin * leverage, params.openFeePpm);
  return deps.db.transaction().execute(async (tx) => {
    const row = await contractRepository.insertOrder(tx, { ...base, type: 'limit', quantity: 0n, limit_price: limit, open_price: null, open_fee: 0n, status: 'pending', reason: null, frozen: margin + maxFee });
    await post(tx, now, 'contract_open', `contract:${row.id}:freeze`, userId, `${market.symbol} ${input.direction} x${leverage} pending`, [
      [available(userId, 'contract'), -(margin + maxFee)],
      [frozen(userId, 'contract'), margin + maxFee],
    ]);
    return row;
  });
}
