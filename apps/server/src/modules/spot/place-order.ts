import { findMarket, orderValueProblem, readOrder, readSlippage, type TMarket, type TPlaceOrder } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { presentOrder, presentProtection } from './present-order.js';
import { protectionOf } from './spot-batch.js';
import { checkPriceBand } from './price-band.js';

/** A place request as the schema reads it; callers inside the server may leave the slippage to its default. */
export type TPlaceOrderInput = Omit<TPlaceOrder, 'maxSlippage' | 'timeInForce'> & {
  maxSlippage?: string;
  /** FOK comes only from the Binance-compatible API (modules/binance); the web sends GTC or IOC. */
  timeInForce: TPlaceOrder['timeInForce'] | 'FOK';
  /** The API client's own id and order type (modules/binance), kept on the order. */
  clientOrderId?: string;
  clientType?: string;
};

/**
 * The order path (ARCHITECTURE.md "Trading core"): validate here, then the market's single writer
 * freezes, matches and persists the order, its fills and their ledger transactions in ONE database
 * transaction, together with the other commands that arrived meanwhile (spot-batch.ts), and only
 * then answers. A refused freeze leaves the book untouched; a failed commit rebuilds the book
 * from what is committed. Amounts are read by the contracts money module at the market's asset
 * scales (the schema read them the same way); `market` defaults to the listed one of the symbol.
 * A market order trades only within its maximum slippage (`maxSlippage`, default 2 %) of the best
 * opposite price as it reaches the book; the answer's `priceProtection` says what that cut (null
 * when nothing was). Throws AppError for an order the rules refuse (amount, bounds, order value,
 * slippage bounds, a limit price outside the band around the index, balance).
 */
export async function placeOrder(deps: TDeps, userId: bigint, input: TPlaceOrderInput, market: TMarket = findMarket(input.symbol)!) {
  const order = await submitOrder(deps, userId, input, market);
  return { ...presentOrder(market, order), priceProtection: presentProtection(market, protectionOf.get(order)) };
}

/** placeOrder's checks and submission, answering the committed row (the Binance-compatible API presents it its own way). */
export async function submitOrder(deps: TDeps, userId: bigint, input: TPlaceOrderInput, market: TMarket = findMarket(input.symbol)!) {
  const read = readOrder(market, input);
  if (read.problem) throw new AppError(read.problem.key);
  const { amounts } = read;
  const problem = orderValueProblem(market, amounts.value);
  if (problem) throw new AppError(problem.key, { vars: problem.values });
  const slippage = readSlippage(input.maxSlippage ?? '');
  if (slippage.problem) throw new AppError(slippage.problem.key, { vars: slippage.problem.values });
  // Awaited only when it had to read the parameter: orders sent together keep their order.
  const band = input.type === 'LMT' ? checkPriceBand(deps, market, amounts.ticks) : undefined;
  if (band) await band;
  return deps.spot.market(market.symbol)!.submit(deps, {
    kind: 'place',
    userId,
    side: input.side,
    type: input.type,
    timeInForce: input.timeInForce,
    isPostOnly: input.postOnly === true || input.postOnly === '1' || input.postOnly === 'true',
    ticks: amounts.ticks,
    amount: amounts.amount,
    quoteAmount: amounts.quoteAmount,
    frozenAmount: amounts.frozenAmount,
    frozenAsset: amounts.frozenAsset,
    maxSlippage: slippage.rate,
    clientOrderId: input.clientOrderId,
    clientType: input.clientType,
  });
}
