import { fundBuyCall, fundDetailCall, fundEarningsCall, fundHoldingsCall, fundListCall, type TFund, type TFundDetail, type TFundEarning, type TFundHolding } from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall, bbCallAnswer } from '../api/bb-call';

export type { TFund, TFundDetail, TFundEarning, TFundHolding };
export type TFundPage = z.output<typeof fundListCall.response>;
export type THoldingsPage = z.output<typeof fundHoldingsCall.response>;
export type TEarningsPage = z.output<typeof fundEarningsCall.response>;
export type TFundSummaryRow = THoldingsPage['summary']['holdings'][number];
export type TEarningKind = 'all' | 'interest' | 'rebate' | 'principal';
export type TFundBuyInput = { id: number; shares: number; fundPwd: string };

/** POST /fund/list: one page of the funds, newest first (public). */
export async function fetchFunds(params: { pageNo: number; pageSize: number }): Promise<TFundPage> {
  return bbCall(fundListCall, params);
}

/** POST /fund/detail: one fund, with the caller's shares and how many more they may buy. */
export async function fetchFund(id: number): Promise<TFundDetail> {
  return bbCall(fundDetailCall, { id });
}

/** POST /fund/buy: the holding as opened, and the server's message. */
export async function buyFund(input: TFundBuyInput): Promise<{ holding: TFundHolding; message: string }> {
  const { data, msg } = await bbCallAnswer(fundBuyCall, input);
  return { holding: data, message: msg };
}

/** POST /fund/my: one page of the caller's holdings, with the header's totals per currency. */
export async function fetchHoldings(params: { pageNo: number; pageSize: number }): Promise<THoldingsPage> {
  return bbCall(fundHoldingsCall, params);
}

/** POST /fund/earnings: one page of the caller's interest, rebates and principal returned. */
export async function fetchEarnings(params: { pageNo: number; pageSize: number; kind: TEarningKind }): Promise<TEarningsPage> {
  return bbCall(fundEarningsCall, params);
}
