import { secondsConfigCall, secondsCreateCall, secondsRecordCall, secondsRecordsCall, ZSecondsConfigExtra, type TSecondsOrder } from '@exchange/contracts';
import type { z } from 'zod';
import { checked } from '../api/checked';
import { bbCall, bbCallAnswer } from '../api/bb-call';

/** getConfig's answer: the durations (SPEC §3 "Seconds config entry") and what its envelope carries beside them. */
export type TSecondsConfig = { durations: z.output<typeof secondsConfigCall.response> } & z.output<typeof ZSecondsConfigExtra>;
export type TSecondsDuration = TSecondsConfig['durations'][number];
export type TSecondsPage = z.output<typeof secondsRecordsCall.response>;
export type TSecondsCreateInput = { openAmount: string; baseCoin: string; quoteCoin: string; positionTime: number; tradeType: 0 | 1 };
export type { TSecondsOrder };

/** POST /app/contract/second/getConfig: durations with income rates and limits; presets, fee rate, markets and the house. */
export async function fetchSecondsConfig(): Promise<TSecondsConfig> {
  const { data, envelope } = await bbCallAnswer(secondsConfigCall);
  const extra = checked(ZSecondsConfigExtra, {
    amounts: envelope.amounts,
    feeRate: envelope.feeRate,
    markets: envelope.markets,
    houseBalance: envelope.houseBalance,
    houseExposure: envelope.houseExposure,
  });
  return { durations: data, ...extra };
}

/** POST /app/contract/second/createOrder: the order as accepted, and the server's message. */
export async function createSecondsOrder(input: TSecondsCreateInput): Promise<{ order: TSecondsOrder; message: string }> {
  const { data, msg } = await bbCallAnswer(secondsCreateCall, input);
  return { order: data, message: msg };
}

/** POST /app/contract/second/getContractRecord: open (entryStatus 1) or settled (2) orders, newest first. */
export async function fetchSecondsRecords(params: { entryStatus: 1 | 2; pageNo?: number; pageSize?: number }): Promise<TSecondsPage> {
  return bbCall(secondsRecordsCall, { entryStatus: params.entryStatus, pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 10 });
}

/** POST /app/contract/second/getContractRecordById: one order with its proof (both recorded ticks). */
export async function fetchSecondsRecord(id: number): Promise<TSecondsOrder> {
  return bbCall(secondsRecordCall, { Id: id });
}
