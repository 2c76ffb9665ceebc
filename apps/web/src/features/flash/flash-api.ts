import { flashCoinsCall, flashExecuteCall, flashQuoteCall, flashRecordsCall, type TFlashCoin, type TFlashQuote, type TFlashRecord } from '@exchange/contracts';
import type { z } from 'zod';
import { checked } from '../api/checked';
import { call, request } from '../api/http';

export type { TFlashCoin, TFlashQuote, TFlashRecord };
export type TFlashCoins = z.output<typeof flashCoinsCall.response>;
export type TFlashRecordsPage = z.output<typeof flashRecordsCall.response>;
export type TFlashQuoteInput = { from: string; to: string; amount: string };

/** POST /flash/coins: the coins that convert, each with its decimals and rough minimum, and a quote's validity. */
export async function fetchFlashCoins(): Promise<TFlashCoins> {
  return checked(flashCoinsCall.response, await request<unknown>(flashCoinsCall.path));
}

/** POST /flash/quote: what `amount` of `from` gets in `to` now, after the fees; refused with the server's reason. */
export async function fetchFlashQuote(input: TFlashQuoteInput): Promise<TFlashQuote> {
  return checked(flashQuoteCall.response, await request<unknown>(flashQuoteCall.path, { params: input }));
}

/** POST /flash/execute: the conversion as done (at least the quoted amount), and the server's message. */
export async function executeFlash(quoteId: string): Promise<{ record: TFlashRecord; message: string }> {
  const { data, msg } = await call<unknown>(flashExecuteCall.path, { params: { quoteId } });
  return { record: checked(flashExecuteCall.response, data), message: msg };
}

/** POST /flash/records: one page of the caller's conversions, newest first. */
export async function fetchFlashRecords(params: { pageNo: number; pageSize: number; currency?: string }): Promise<TFlashRecordsPage> {
  return checked(flashRecordsCall.response, await request<unknown>(flashRecordsCall.path, { params }));
}
