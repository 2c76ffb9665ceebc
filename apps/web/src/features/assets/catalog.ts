import { ASSETS, checkAddress, DEFAULT_QUOTE_COIN, findAsset, findChain, MAX_ASSET_SCALE, type TAsset, type TChain } from '@exchange/contracts';
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

/**
 * Whether a currency can be deposited and withdrawn: it has at least one chain. A launchpad token
 * (a run-time asset, issue 16) has none: it is only traded and transferred on the exchange.
 */
export function isOnChain(currency: string): boolean {
  return chainsOf(currency).length > 0;
}

/** The assets a deposit, withdrawal or address-book picker offers: those on a chain, as listed now. */
export function onChainAssets(): TAsset[] {
  return ASSETS.filter((asset) => asset.chains.length > 0);
}

/**
 * The coin and network of a deposit, withdrawal or address page from what its link asks: a coin
 * that is unknown or on no chain (a launchpad token) falls back to the default coin, an unknown
 * network to the coin's first one. Never answers a coin without a chain.
 */
export function coinChainOf(askedCoin: string | null, askedChain: string | null): { currency: string; chain: TChain } {
  const asked = findAsset(askedCoin ?? '');
  const asset = asked && asked.chains.length > 0 ? asked : (findAsset(DEFAULT_QUOTE_COIN) ?? onChainAssets()[0]);
  const wanted = (askedChain ?? '').toUpperCase();
  return { currency: asset.currency, chain: asset.chains.find((c) => c.chain === wanted) ?? asset.chains[0] };
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
