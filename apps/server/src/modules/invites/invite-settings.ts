import type { Kysely, Transaction } from 'kysely';
import { CASHBACK_ASSET, formatAmount, ppmToRate, rateToPpm, readAmountOf } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { invitesRepository } from './invites.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** The operator's parameters of the programme (invite_settings, one row). */
export type TInviteSettings = {
  /** Share of the friend's fees per level, parts per million; index 0 is level 1. */
  ratiosPpm: [bigint, bigint, bigint];
  /** The one-time cashback per friend, USDT units. */
  cashback: bigint;
};

/** What invite:set may change. */
export const INVITE_FIELDS = ['ratio1', 'ratio2', 'ratio3', 'cashback'] as const;

/**
 * The three ratios together stay at or below half of the fee: the fee account keeps at least half
 * of what a friend paid, so rebates can never pay out more than the fees that came in.
 */
export const MAX_TOTAL_RATIO_PPM = 500_000n;
/** A cashback above this is a typing mistake, not a promotion. */
export const MAX_CASHBACK = readAmountOf('1000', CASHBACK_ASSET).units!;

export async function loadInviteSettings(db: TDb): Promise<TInviteSettings> {
  const row = await invitesRepository.settings(db);
  return { ratiosPpm: [row.ratio1_ppm, row.ratio2_ppm, row.ratio3_ppm], cashback: row.cashback };
}

/** The settings after one change, or an error saying what the field accepts. */
export function applyInviteField(settings: TInviteSettings, field: string, value: string): TInviteSettings {
  const next: TInviteSettings = { ratiosPpm: [...settings.ratiosPpm], cashback: settings.cashback };
  const level = ['ratio1', 'ratio2', 'ratio3'].indexOf(field);
  if (level >= 0) {
    const ppm = rateToPpm(value);
    if (ppm === null || ppm < 0n || ppm > MAX_TOTAL_RATIO_PPM) throw new Error(`${field} takes a rate from 0 to ${ppmToRate(MAX_TOTAL_RATIO_PPM)} (0.2 = 20 % of the fee)`);
    next.ratiosPpm[level] = ppm;
    const total = next.ratiosPpm.reduce((a, b) => a + b, 0n);
    if (total > MAX_TOTAL_RATIO_PPM) throw new Error(`the three ratios together must not exceed ${ppmToRate(MAX_TOTAL_RATIO_PPM)} (now ${ppmToRate(total)})`);
    return next;
  }
  if (field === 'cashback') {
    const read = readAmountOf(value, CASHBACK_ASSET);
    if (read.problem || read.units < 0n || read.units > MAX_CASHBACK) throw new Error(`cashback takes a USDT amount from 0 to ${formatAmount(MAX_CASHBACK, CASHBACK_ASSET)}`);
    next.cashback = read.units;
    return next;
  }
  throw new Error(`unknown field ${field}: one of ${INVITE_FIELDS.join(', ')}`);
}

export function formatInviteSettings(s: TInviteSettings): string {
  return `ratio1=${ppmToRate(s.ratiosPpm[0])} ratio2=${ppmToRate(s.ratiosPpm[1])} ratio3=${ppmToRate(s.ratiosPpm[2])} cashback=${formatAmount(s.cashback, CASHBACK_ASSET)} USDT`;
}

export async function saveInviteSettings(tx: TDb, s: TInviteSettings, operator: string, now: number): Promise<void> {
  await invitesRepository.saveSettings(tx, {
    ratio1_ppm: s.ratiosPpm[0],
    ratio2_ppm: s.ratiosPpm[1],
    ratio3_ppm: s.ratiosPpm[2],
    cashback: s.cashback,
    updated_at: BigInt(now),
    updated_by: operator,
  });
}
