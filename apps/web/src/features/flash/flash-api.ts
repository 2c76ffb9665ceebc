import { flashCoinsCall, flashExecuteCall, flashQuoteCall, flashRecordsCall, type TFlashCoin, type TFlashQuote, type TFlashRecord } from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall, bbCallAnswer } from '../api/bb-call';

export type { TFlashCoin, TFlashQuote, TFlashRecord };
export type TFlashCoins = z.output<typeof flashCoinsCall.response>;
export type TFlashRecordsPage = z.output<typeof flashRecordsCall.response>;
export type TFlashQuoteInput = { from: string; to: string; amount: string };

/** POST /flash/coins: the coins that convert, each with its decimals and rough minimum, and a quote's validity. */
export async function fetchFlashCoins(): Promise<TFlashCoins> {
  return bbCall(flashCoinsCall);
}

/** POST /flash/quote: what `amount` of `from` gets in `to` now, after the fees; refused with the server's reason. */
export async function fetchFlashQuote(input: TFlashQuoteInput): Promise<TFlashQuote> {
  return bbCall(flashQuoteCall, input);
}

/** POST /flash/execute: the conversion as done (at least the quoted amount), and the server's message. */
export async function executeFlash(quoteId: string): Promise<{ record: TFlashRecord; message: string }> {
  const { data, msg } = await bbCallAnswer(flashExecuteCall, { quoteId });
  return { record: data, message: msg };
}

/** POST /flash/records: one page of the caller's conversions, newest first. */
export async function fetchFlashRecords(params: { pageNo: number; pageSize: number; currency?: string }): Promise<TFlashRecordsPage> {
  return bbCall(flashRecordsCall, params);
}
