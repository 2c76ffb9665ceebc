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
import { checked } from '../api/checked';
import { call, request } from '../api/http';

export type { TBankDetails, TCollectionDetails, TFiatChannel, TFiatOrder, TFiatOrderState, TFiatPlatform };
export type TFiatOrdersPage = z.output<typeof cashPayListCall.response>;
export type TBankName = z.output<typeof bankNameListCall.response>[number];
export type TBankDetailsSave = { account: string; name: string; bankName: string; ifsc: string; upiAccount: string; upiName: string; fundPwd: string };

/** GET /payPlatform/list: the payment channels with their rates, limits and what the treasury holds (public). */
export async function fetchChannels(): Promise<TFiatChannel[]> {
  return checked(payPlatformListCall.response, await request<unknown>(payPlatformListCall.path, { method: 'GET' }));
}

/** POST /user/cashPay/cashPay: a buy order at the channel's rate, locked for its lifetime. */
export async function createBuyOrder(input: { cashCoin: string; platformEnum: TFiatPlatform; usdtAmount: string }): Promise<TFiatOrder> {
  return checked(cashPayCall.response, await request<unknown>(cashPayCall.path, { params: input }));
}

/** POST /user/cashPay/sell: a sell order to the saved payout details; the USDT is frozen until the payout. */
export async function createSellOrder(input: { platformEnum: TFiatPlatform; usdtAmount: string; fundPwd: string }): Promise<TFiatOrder> {
  return checked(cashPaySellCall.response, await request<unknown>(cashPaySellCall.path, { params: input }));
}

/** POST /user/cashPay/paid: marks a waiting buy order paid with the transfer reference (and a proof image). */
export async function markOrderPaid(input: { orderId: string; utr: string; proof: string }): Promise<{ order: TFiatOrder; message: string }> {
  const { data, msg } = await call<unknown>(cashPayPaidCall.path, { params: input });
  return { order: checked(cashPayPaidCall.response, data), message: msg };
}

/** POST /user/cashPay/cancel: cancels a buy order still waiting for payment. */
export async function cancelOrder(orderId: string): Promise<TFiatOrder> {
  return checked(cashPayCancelCall.response, await request<unknown>(cashPayCancelCall.path, { params: { orderId } }));
}

/** POST /user/cashPay/detail: one of the caller's orders. */
export async function fetchOrder(orderId: string): Promise<TFiatOrder> {
  return checked(cashPayDetailCall.response, await request<unknown>(cashPayDetailCall.path, { params: { orderId } }));
}

/** POST /user/cashPay/list: one page of the caller's orders, newest first. */
export async function fetchOrders(params: { pageNo: number; pageSize: number; side: 'all' | 'buy' | 'sell' }): Promise<TFiatOrdersPage> {
  return checked(cashPayListCall.response, await request<unknown>(cashPayListCall.path, { params }));
}

/** POST /user/bankcard/getBankNameList: the banks a payout account can be at. */
export async function fetchBankNames(): Promise<TBankName[]> {
  return checked(bankNameListCall.response, await request<unknown>(bankNameListCall.path));
}

/** POST /user/bankcard/get: the caller's payout details, or null when none are saved. */
export async function fetchBankDetails(): Promise<TBankDetails | null> {
  return checked(bankDetailsCall.response, await request<unknown>(bankDetailsCall.path));
}

/** POST /user/bankcard/save: saves the payout details with the fund password; the server's message too. */
export async function saveBankDetails(input: TBankDetailsSave): Promise<{ details: TBankDetails; message: string }> {
  const { data, msg } = await call<unknown>(bankDetailsSaveCall.path, { params: input });
  return { details: checked(bankDetailsSaveCall.response, data), message: msg };
}
