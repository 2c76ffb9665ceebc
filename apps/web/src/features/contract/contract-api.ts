import {
  contractAccountCall,
  contractCancelCall,
  contractCloseCall,
  contractConfigCall,
  contractDetailCall,
  contractListCall,
  contractOpenCall,
  contractUpdateCall,
  LIMITS,
  priceTicksCall,
} from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';
import type {
  TContractAccount,
  TContractConfig,
  TContractDetail,
  TContractListStatus,
  TContractOpenInput,
  TContractOrder,
  TContractPage,
  TPriceTicks,
} from './contract-types';

/** An order as the server answered a command, and its message ("Position opened", …) in the user's language. */
export type TContractResult = { data: TContractOrder; msg: string };

/** A command's answer: the order and the message, as TContractResult. */
async function command(answer: Promise<{ data: TContractOrder; msg: string }>): Promise<TContractResult> {
  const { data, msg } = await answer;
  return { data, msg };
}

/** POST /contract/config: markets, leverage lists (capped for the caller's country), fees, limits, the house's capacity. */
export async function fetchContractConfig(): Promise<TContractConfig> {
  return bbCall(contractConfigCall);
}

/** POST /contract/account: equity, available, frozen margin and unrealized P/L in USDT. */
export async function fetchContractAccount(): Promise<TContractAccount> {
  return bbCall(contractAccountCall);
}

/** POST /contract/order/list: one page of pending orders, holding positions or history, newest first. */
export async function fetchContractOrders(params: { status: TContractListStatus; symbol?: string; pageNo?: number; pageSize?: number }): Promise<TContractPage> {
  return bbCall(contractListCall, { status: params.status, symbol: params.symbol ?? '', pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? LIMITS.pageSize },);
}

/** POST /contract/order/detail: every SPEC §3 field, with the recorded ticks it opened and settled at. */
export async function fetchContractDetail(orderId: number): Promise<TContractDetail> {
  return bbCall(contractDetailCall, { orderId });
}

/** POST /contract/order/open: a position at the newest recorded price, or a pending order at a price. */
export function openContractRequest(input: TContractOpenInput): Promise<TContractResult> {
  const { symbol, direction, multiple, openAmount, type, price, stopLoss, takeProfit } = input;
  return command(bbCallAnswer(contractOpenCall, { symbol, direction, multiple, openAmount, type, price: type === 'limit' ? price : '', stopLoss, takeProfit }));
}

/** POST /contract/order/update: sets ('' removes) the stop loss and take profit. */
export function updateContractStopsRequest(input: { orderId: number; stopLoss: string; takeProfit: string }): Promise<TContractResult> {
  // Empty fields are stripped from payloads (SPEC §5); the server reads a missing field as '' (removed).
  return command(bbCallAnswer(contractUpdateCall, input));
}

/** POST /contract/order/close: closes a holding position at the newest recorded price. */
export function closeContractRequest(orderId: number): Promise<TContractResult> {
  return command(bbCallAnswer(contractCloseCall, { orderId }));
}

/** POST /contract/order/cancel: a pending order's frozen margin returns to the contract wallet. */
export function cancelContractRequest(orderId: number): Promise<TContractResult> {
  return command(bbCallAnswer(contractCancelCall, { orderId }));
}

/** POST /market/priceTicks: the recorded index prices of a market between two times, oldest first. */
export async function fetchPriceTicks(symbol: string, from: number, to: number): Promise<TPriceTicks> {
  return bbCall(priceTicksCall, { symbol, from, to });
}
