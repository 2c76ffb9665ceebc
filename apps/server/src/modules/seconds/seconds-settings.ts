import type { Kysely, Transaction } from 'kysely';
import { PARAM_NAMES, PPM, rateToPpm, readAmountOf, SECONDS_ASSET } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { secondsRepository } from './seconds.repository.js';
import { paramsRepository } from '../params/params.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** One offered duration (seconds_durations), as the use cases read it. */
export type TSecondsDuration = { second: number; incomeRatePpm: bigint; minAmount: bigint; maxAmount: bigint; isEnabled: boolean };

export async function loadDurations(db: TDb): Promise<TSecondsDuration[]> {
  const rows = await secondsRepository.durations(db);
  return rows.map((r) => ({ second: Number(r.second), incomeRatePpm: r.income_rate_ppm, minAmount: r.min_amount, maxAmount: r.max_amount, isEnabled: r.enabled === 1n }));
}

/** The offered markets' symbols in display order (BTC/USDT first, SPEC §9), enabled ones only unless `all`. */
export async function loadMarkets(db: TDb, all = false): Promise<{ symbol: string; isEnabled: boolean; position: number }[]> {
  return (await secondsRepository.markets(db, all)).map((r) => ({ symbol: r.symbol, isEnabled: r.enabled === 1n, position: Number(r.position) }));
}

/** The fee rate parameter (contract_second_fee_rate) in ppm; 0 when missing or unreadable (a fee is never guessed upward). */
export async function loadFeeRatePpm(db: TDb): Promise<bigint> {
  const value = await paramsRepository.get(db, PARAM_NAMES.secondsFeeRate);
  const ppm = value !== null ? rateToPpm(value.trim()) : null;
  return ppm !== null && ppm >= 0n && ppm < PPM ? ppm : 0n;
}

/** The preset amounts parameter (contract_second_amount): its readable positive amounts, in order. */
export async function loadPresetAmounts(db: TDb): Promise<bigint[]> {
  const value = await paramsRepository.get(db, PARAM_NAMES.secondsAmounts);
  const out: bigint[] = [];
  for (const part of (value ?? '').split(',')) {
    const read = readAmountOf(part.trim(), SECONDS_ASSET);
    if (!read.problem && read.units > 0n) out.push(read.units);
  }
  return out;
}

/** The fee on a stake at a ppm rate, rounded up (the user pays). */
export function secondsFee(stake: bigint, feeRatePpm: bigint): bigint {
  return (stake * feeRatePpm + PPM - 1n) / PPM;
}
