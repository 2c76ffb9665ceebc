import {
  bankDetailsCall,
  bankDetailsSaveCall,
  bankNameListCall,
  cashPayCall,
  cashPayCancelCall,
  cashPayDetailCall,
  cashPayListCall,
  cashPayPaidCall,
  cashPaySellCall,
  payPlatformListCall,
  type TBankDetails,
  type TCollectionDetails,
  type TFiatChannel,
  type TFiatOrder,
  type TFiatOrderState,
  type TFiatPlatform,
} from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall, bbCallAnswer } from '../api/bb-call';

export type { TBankDetails, TCollectionDetails, TFiatChannel, TFiatOrder, TFiatOrderState, TFiatPlatform };
export type TFiatOrdersPage = z.output<typeof cashPayListCall.response>;
export type TBankName = z.output<typeof bankNameListCall.response>[number];
export type TBankDetailsSave = { account: string; name: string; bankName: string; ifsc: string; upiAccount: string; upiName: string; fundPwd: string };

/** GET /payPlatform/list: the payment channels with their rates, limits and what the treasury holds (public). */
export async function fetchChannels(): Promise<TFiatChannel[]> {
  return bbCall(payPlatformListCall);
}

/** POST /user/cashPay/cashPay: a buy order at the channel's rate, locked for its lifetime. */
export async function createBuyOrder(input: { cashCoin: string; platformEnum: TFiatPlatform; usdtAmount: string }): Promise<TFiatOrder> {
  return bbCall(cashPayCall, input);
}

/** POST /user/cashPay/sell: a sell order to the saved payout details; the USDT is frozen until the payout. */
export async function createSellOrder(input: { platformEnum: TFiatPlatform; usdtAmount: string; fundPwd: string }): Promise<TFiatOrder> {
  return bbCall(cashPaySellCall, input);
}

/** POST /user/cashPay/paid: marks a waiting buy order paid with the transfer reference (and a proof image). */
export async function markOrderPaid(input: { orderId: string; utr: string; proof: string }): Promise<{ order: TFiatOrder; message: string }> {
  const { data, msg } = await bbCallAnswer(cashPayPaidCall, input);
  return { order: data, message: msg };
}

/** POST /user/cashPay/cancel: cancels a buy order still waiting for payment. */
export async function cancelOrder(orderId: string): Promise<TFiatOrder> {
  return bbCall(cashPayCancelCall, { orderId });
}

/** POST /user/cashPay/detail: one of the caller's orders. */
export async function fetchOrder(orderId: string): Promise<TFiatOrder> {
  return bbCall(cashPayDetailCall, { orderId });
}

/** POST /user/cashPay/list: one page of the caller's orders, newest first. */
export async function fetchOrders(params: { pageNo: number; pageSize: number; side: 'all' | 'buy' | 'sell' }): Promise<TFiatOrdersPage> {
  return bbCall(cashPayListCall, params);
}

/** POST /user/bankcard/getBankNameList: the banks a payout account can be at. */
export async function fetchBankNames(): Promise<TBankName[]> {
  return bbCall(bankNameListCall);
}

/** POST /user/bankcard/get: the caller's payout details, or null when none are saved. */
export async function fetchBankDetails(): Promise<TBankDetails | null> {
  return bbCall(bankDetailsCall);
}

/** POST /user/bankcard/save: saves the payout details with the fund password; the server's message too. */
export async function saveBankDetails(input: TBankDetailsSave): Promise<{ details: TBankDetails; message: string }> {
  const { data, msg } = await bbCallAnswer(bankDetailsSaveCall, input);
  return { details: data, message: msg };
}
