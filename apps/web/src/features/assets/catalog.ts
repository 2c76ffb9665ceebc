import { ASSETS, checkAddress, findAsset, findChain, LIMITS, type TChain } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';

/** The asset catalogue (packages/contracts/src/assets.ts) as the screens need it. */
export const CURRENCY_LIST: string[] = ASSETS.map((asset) => asset.currency);

/** An asset's decimals (8 for every asset today). */
export function assetScale(currency: string): number {
  return findAsset(currency)?.scale ?? LIMITS.defaultDecimals;
}

/** The chains a currency can be deposited and withdrawn on, first one the default. */
export function chainsOf(currency: string): TChain[] {
  return findAsset(currency)?.chains ?? [];
}

/** A chain's spec (fee, minimums, memo), or undefined for an unknown pair. */
export function chainOf(currency: string, chain: string): TChain | undefined {
  return findChain(currency, chain);
}

/**
 * An address-book entry before it is sent, with the server's keys: the address must match the
 * chain's format (addressInvalid), and EOS/XRP need the memo (memoRequired).
 */
export function addressError(currency: string, chain: string, address: string, remark: string): TMessageKey | null {
  return checkAddress(currency, chain, address.trim(), remark.trim());
}
