import { fundBuyCall, fundDetailCall, fundEarningsCall, fundHoldingsCall, fundListCall, type TFund, type TFundDetail, type TFundEarning, type TFundHolding } from '@exchange/contracts';
import type { z } from 'zod';
import { checked } from '../api/checked';
import { call, request } from '../api/http';

export type { TFund, TFundDetail, TFundEarning, TFundHolding };
export type TFundPage = z.output<typeof fundListCall.response>;
export type THoldingsPage = z.output<typeof fundHoldingsCall.response>;
export type TEarningsPage = z.output<typeof fundEarningsCall.response>;
export type TFundSummaryRow = THoldingsPage['summary']['holdings'][number];
export type TEarningKind = 'all' | 'interest' | 'rebate' | 'principal';
export type TFundBuyInput = { id: number; shares: number; fundPwd: string };

/** POST /fund/list: one page of the funds, newest first (public). */
export async function fetchFunds(params: { pageNo: number; pageSize: number }): Promise<TFundPage> {
  return checked(fundListCall.response, await request<unknown>(fundListCall.path, { params }));
}

/** POST /fund/detail: one fund, with the caller's shares and how many more they may buy. */
export async function fetchFund(id: number): Promise<TFundDetail> {
  return checked(fundDetailCall.response, await request<unknown>(fundDetailCall.path, { params: { id } }));
}

/** POST /fund/buy: the holding as opened, and the server's message. */
export async function buyFund(input: TFundBuyInput): Promise<{ holding: TFundHolding; message: string }> {
  const { data, msg } = await call<unknown>(fundBuyCall.path, { params: input });
  return { holding: checked(fundBuyCall.response, data), message: msg };
}

/** POST /fund/my: one page of the caller's holdings, with the header's totals per currency. */
export async function fetchHoldings(params: { pageNo: number; pageSize: number }): Promise<THoldingsPage> {
  return checked(fundHoldingsCall.response, await request<unknown>(fundHoldingsCall.path, { params }));
}

/** POST /fund/earnings: one page of the caller's interest, rebates and principal returned. */
export async function fetchEarnings(params: { pageNo: number; pageSize: number; kind: TEarningKind }): Promise<TEarningsPage> {
  return checked(fundEarningsCall.response, await request<unknown>(fundEarningsCall.path, { params }));
}
