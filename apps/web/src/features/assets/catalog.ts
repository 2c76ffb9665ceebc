import { ASSETS, checkAddress, findAsset, findChain, MAX_ASSET_SCALE, type TChain } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';

/** The asset catalogue (packages/contracts/src/assets.ts) as the screens need it. */
export const CURRENCY_LIST: string[] = ASSETS.map((asset) => asset.currency);

/** An asset's decimals, its own (USDC 6, most 8); an unknown currency gets the finest of the catalogue. */
export function assetScale(currency: string): number {
  return findAsset(currency)?.scale ?? MAX_ASSET_SCALE;
}

/** The decimals of the asset a catalogue chain belongs to (a chain object of another origin: the finest). */
export function chainScale(chain: object): number {
  return ASSETS.find((asset) => asset.chains.includes(chain as TChain))?.scale ?? MAX_ASSET_SCALE;
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
