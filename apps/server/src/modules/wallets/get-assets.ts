import { ASSETS, decimalsOf, formatUnits, mulUnits, parseUnits, scaleOf, type TWallet } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { ledgerRepository } from '../ledger/ledger.repository.js';

export type TAssetLine = {
  currency: string;
  name: string;
  available: string;
  frozen: string;
  price: string;
  /** `index` (the newest recorded index tick), `par` (USDT), `reference` (demo mode, before the first tick) or `none`. */
  priceSource: string;
  usdtValue: string;
  /** The recorded tick behind an `index` price (anyone can fetch it from /market/priceTicks), and its time. */
  priceTickId: string | null;
  priceTime: number | null;
};

/**
 * A wallet's balances for every asset, valued in USDT at the index price (SPEC §3: 1 for USDT;
 * an asset without a price is valued at 0, never guessed). The price is the newest recorded
 * index tick (deps.prices names it by id and time). Values round down.
 */
export async function getAssets(deps: TDeps, userId: bigint, wallet: TWallet): Promise<{ wallet: TWallet; list: TAssetLine[]; totalUsdt: string }> {
  const rows = await ledgerRepository.walletBalances(deps.db, userId, wallet);
  const balance = (asset: string, bucket: string) => rows.find((r) => r.asset === asset && r.bucket === bucket)?.balance ?? 0n;
  // Values are USDT amounts, at USDT's scale; a price is read at its own decimals (never cut).
  const usdtScale = scaleOf('USDT');
  let total = 0n;
  const list = ASSETS.map((asset): TAssetLine => {
    const available = balance(asset.currency, 'available');
    const frozen = balance(asset.currency, 'frozen');
    const index = deps.prices.usdtPrice(asset.currency);
    const priceScale = index ? decimalsOf(index.price) : 0;
    const price = index ? parseUnits(index.price, priceScale) ?? 0n : 0n;
    const value = mulUnits(available + frozen, asset.scale, price, priceScale, usdtScale);
    total += value;
    return {
      currency: asset.currency,
      name: asset.name,
      available: formatUnits(available, asset.scale),
      frozen: formatUnits(frozen, asset.scale),
      price: formatUnits(price, priceScale),
      priceSource: index?.source ?? 'none',
      usdtValue: formatUnits(value, usdtScale),
      priceTickId: index?.tickId ?? null,
      priceTime: index?.source === 'index' ? index.time : null,
    };
  });
  return { wallet, list, totalUsdt: formatUnits(total, usdtScale) };
}
