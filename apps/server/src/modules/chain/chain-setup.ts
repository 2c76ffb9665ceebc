import { findAsset, findChain } from '@exchange/contracts';
import { createPublicClient, getAddress, http, isAddress, type Address, type PublicClient } from 'viem';

/** One asset the exchange watches on the chain: the native coin (contract null) or an ERC-20 token. */
export type TChainAsset = { currency: string; chain: string; contract: Address | null; decimals: number; scale: number };

/**
 * What the web server knows of the chain (README "Real chains"): the node, the deposit branch's
 * extended public key, the hot and cold addresses, the tokens and the explorer's pattern. No key.
 */
export type TChainSetup = {
  rpcUrl: string;
  network: string;
  xpub: string;
  hotAddress: Address;
  coldAddress: Address | null;
  /** `{hash}` is replaced by the transaction hash; empty: no link. */
  explorerTx: string;
  assets: TChainAsset[];
  /** How often the watcher asks the node for new blocks. */
  pollMs: number;
  /** How long a sent transaction may stay unknown to the node before it is signed again with a higher fee (default 60 s). */
  droppedAfterMs?: number;
};

/** The catalogue's chain name for Ethereum and its tokens. */
export const ETHEREUM_CHAIN = 'ERC20';

/** The assets of the setup: ETH itself and each configured token listed on the ERC20 chain. */
export function chainAssets(tokens: Record<string, string>): TChainAsset[] {
  const assets: TChainAsset[] = [];
  if (findChain('ETH', ETHEREUM_CHAIN)) assets.push({ currency: 'ETH', chain: ETHEREUM_CHAIN, contract: null, decimals: 18, scale: findAsset('ETH')!.scale });
  for (const [currency, contract] of Object.entries(tokens)) {
    const asset = findAsset(currency);
    if (!asset || !findChain(currency, ETHEREUM_CHAIN) || !isAddress(contract)) throw new Error(`CHAIN_TOKENS: ${currency}=${contract} is not a listed ERC20 asset with a contract address`);
    // The demo tokens (USDT and USDC) have 6 decimals on chain, as on Ethereum's mainnet.
    assets.push({ currency: asset.currency, chain: ETHEREUM_CHAIN, contract: getAddress(contract), decimals: 6, scale: asset.scale });
  }
  return assets;
}

/** `USDT=0x…,USDC=0x…` → { USDT: '0x…', USDC: '0x…' }. */
export function parseTokens(text: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [currency, contract] = part.split('=');
    tokens[currency.trim().toUpperCase()] = (contract ?? '').trim();
  }
  return tokens;
}

/**
 * Production's chain from the environment: CHAIN_RPC_URL, CHAIN_XPUB, CHAIN_HOT_ADDRESS,
 * CHAIN_TOKENS, and optionally CHAIN_COLD_ADDRESS and CHAIN_EXPLORER_TX. Null without an RPC
 * endpoint (every asset then keeps the proof-upload path).
 */
export function chainSetupFromEnv(env: NodeJS.ProcessEnv): TChainSetup | null {
  if (!env.CHAIN_RPC_URL) return null;
  const missing = ['CHAIN_XPUB', 'CHAIN_HOT_ADDRESS'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`CHAIN_RPC_URL is set but ${missing.join(' and ')} is not`);
  if (!isAddress(env.CHAIN_HOT_ADDRESS!)) throw new Error('CHAIN_HOT_ADDRESS is not an address');
  if (env.CHAIN_COLD_ADDRESS && !isAddress(env.CHAIN_COLD_ADDRESS)) throw new Error('CHAIN_COLD_ADDRESS is not an address');
  return {
    rpcUrl: env.CHAIN_RPC_URL,
    network: env.CHAIN_NETWORK || 'Ethereum',
    xpub: env.CHAIN_XPUB!,
    hotAddress: getAddress(env.CHAIN_HOT_ADDRESS!),
    coldAddress: env.CHAIN_COLD_ADDRESS ? getAddress(env.CHAIN_COLD_ADDRESS) : null,
    explorerTx: env.CHAIN_EXPLORER_TX ?? '',
    assets: chainAssets(parseTokens(env.CHAIN_TOKENS ?? '')),
    pollMs: Number(env.CHAIN_POLL_MS) > 0 ? Number(env.CHAIN_POLL_MS) : 1_000,
    droppedAfterMs: Number(env.CHAIN_DROPPED_AFTER_MS) > 0 ? Number(env.CHAIN_DROPPED_AFTER_MS) : undefined,
  };
}

export function nodeClient(rpcUrl: string): PublicClient {
  // No cache: viem keeps the block number for 4 s by default, and the watcher needs the node's newest.
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }), cacheTime: 0 });
}

/** On-chain base units → ledger units at the asset's scale (rounded down: what is below the scale stays on chain, uncredited). */
export function toLedgerUnits(asset: TChainAsset, value: bigint): bigint {
  return asset.decimals >= asset.scale ? value / 10n ** BigInt(asset.decimals - asset.scale) : value * 10n ** BigInt(asset.scale - asset.decimals);
}

/** Ledger units → on-chain base units; null when the amount has more decimals than the token. */
export function toChainUnits(asset: TChainAsset, units: bigint): bigint | null {
  if (asset.decimals >= asset.scale) return units * 10n ** BigInt(asset.decimals - asset.scale);
  const step = 10n ** BigInt(asset.scale - asset.decimals);
  return units % step === 0n ? units / step : null;
}
