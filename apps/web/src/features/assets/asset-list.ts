import { LIMITS } from '@exchange/contracts';
import type { TAssetRow } from './assets-types';
import { addDecimals, compareDecimals, sumDecimals } from './decimal';

/** available + frozen of one asset, exactly. */
export function assetTotal(row: Pick<TAssetRow, 'available' | 'frozen'>): string {
  return addDecimals(row.available, row.frozen);
}

/** SPEC §9: the hide-small-assets filter keeps assets whose total value is above 0.1 USDT. */
export function isSmallAsset(row: Pick<TAssetRow, 'usdtValue'>): boolean {
  return compareDecimals(row.usdtValue, LIMITS.hideSmallAssetsUsdt) <= 0;
}

export function hideSmallAssets<T extends Pick<TAssetRow, 'usdtValue'>>(rows: T[], isHiding: boolean): T[] {
  return isHiding ? rows.filter((row) => !isSmallAsset(row)) : rows;
}

/** The total USDT value of rows (the sum of their exact usdtValue strings). */
export function totalValue(rows: Pick<TAssetRow, 'usdtValue'>[]): string {
  return sumDecimals(rows.map((row) => row.usdtValue));
}

/** Rows whose ticker or name contains the query (case-insensitive); all rows for an empty query. */
export function searchAssets<T extends Pick<TAssetRow, 'currency' | 'name'>>(rows: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((row) => row.currency.toLowerCase().includes(q) || row.name.toLowerCase().includes(q));
}

/** One asset of a wallet list, or a zero row when the list is not loaded or lacks it. */
export function assetRowOf(rows: TAssetRow[] | undefined, currency: string): TAssetRow {
  return (
    rows?.find((row) => row.currency === currency) ?? { currency, name: currency, available: '0', frozen: '0', price: '0', priceSource: 'none', usdtValue: '0' }
  );
}
