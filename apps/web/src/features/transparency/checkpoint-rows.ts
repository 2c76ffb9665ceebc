import { findAsset, MAX_ASSET_SCALE, type TCheckpoint, type TReserve } from '@exchange/contracts';

/** Decimals of a reserve ratio: hundredths of a percent. */
export const RATIO_DECIMALS = 2;

/** One asset of a checkpoint: what users hold, what the chain shows, and the coverage. */
export type TAssetRow = {
  asset: string;
  /** Decimal places of the asset's ledger unit (liabilities and reserves are both in it). */
  decimals: number;
  liabilities: bigint;
  /** Null when the checkpoint lists no reserve for the asset. */
  reserve: TReserve | null;
  /** The proven reserve in ledger units; null when not proven. */
  reserveUnits: bigint | null;
  /** Reserves ÷ liabilities in hundredths of a percent (10000n = 100 %); null when either is missing or liabilities are 0. */
  ratio: bigint | null;
};

/**
 * Reserves ÷ liabilities as a percentage with RATIO_DECIMALS decimals, in integer hundredths of a
 * percent, computed on bigints (exact whatever the amounts) and rounded DOWN: a coverage figure must
 * never show more than there is (99.999 % shows as 99.99 %, never 100.00 %). Null when liabilities
 * are 0 (no ratio to speak of) or either side is negative (not a valid checkpoint).
 */
export function reserveRatio(reserves: bigint, liabilities: bigint): bigint | null {
  if (liabilities <= 0n || reserves < 0n) return null;
  return (reserves * 100n * 10n ** BigInt(RATIO_DECIMALS)) / liabilities;
}

const units = (text: string | null): bigint | null => (text !== null && /^(0|[1-9]\d*)$/.test(text) ? BigInt(text) : null);

/**
 * A checkpoint's rows, one per asset, in the order of its liabilities, then any asset that has a
 * reserve and no liability. A reserve counts only when `proven` with units; the ratio is then
 * reserveRatio. An asset with a reserve and no liability takes its decimals from the catalogue.
 */
export function checkpointRows(checkpoint: Pick<TCheckpoint, 'liabilities' | 'reserves'>): TAssetRow[] {
  const reserves = new Map(checkpoint.reserves.map((r) => [r.asset, r]));
  const row = (asset: string, decimals: number, liabilities: bigint): TAssetRow => {
    const reserve = reserves.get(asset) ?? null;
    const reserveUnits = reserve?.status === 'proven' ? units(reserve.units) : null;
    return { asset, decimals, liabilities, reserve, reserveUnits, ratio: reserveUnits === null ? null : reserveRatio(reserveUnits, liabilities) };
  };
  const rows = checkpoint.liabilities.map((l) => row(l.asset, l.decimals, units(l.units) ?? 0n));
  const listed = new Set(rows.map((r) => r.asset));
  for (const reserve of checkpoint.reserves) {
    if (!listed.has(reserve.asset)) rows.push(row(reserve.asset, findAsset(reserve.asset)?.scale ?? MAX_ASSET_SCALE, 0n));
  }
  return rows;
}

/** A long hex value cut to its ends for reading ("3f9a12c4…e07b"); the full value stays copyable. */
export function shortHex(hex: string, keep = 8): string {
  return hex.length <= keep * 2 + 1 ? hex : `${hex.slice(0, keep)}…${hex.slice(-keep)}`;
}
