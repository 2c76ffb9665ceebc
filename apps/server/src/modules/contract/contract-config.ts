import {
  CONTRACT_MARGIN_ASSET,
  findContractMarket,
  formatAmount,
  formatUnits,
  positionValue,
  ppmToRate,
} from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { allowedLeverages, leverageCapOf, loadAllContractParams } from './contract-markets.js';
import { freshTick } from './contract-orders.js';
import { exposures, freeCapacity, HOUSE, systemBalance } from './house.js';
import { worstByMarket } from './house-worst-case.js';
import { accountsRepository } from '../accounts/accounts.repository.js';

const usdt = (units: bigint) => formatAmount(units, CONTRACT_MARGIN_ASSET);
const signed = (units: bigint) => (units < 0n ? `-${usdt(-units)}` : usdt(units));

/**
 * /bb/contract/config: every market's parameters, the leverages the caller may choose (capped
 * for their country, which `countryCap` then names; a visitor sees the uncapped list), and the house in public: its balance,
 * each market's net exposure at the newest fresh tick, and how much more it can take.
 */
export async function getContractConfig(deps: TDeps, userId: bigint | null) {
  const mark = (symbol: string) => deps.priceTicks.latest(symbol);
  const all = await loadAllContractParams(deps.db);
  const viewer = userId === null ? undefined : await accountsRepository.findById(deps.db, userId);
  const country = viewer?.kyc_country ?? viewer?.country ?? null;
  const cap = await leverageCapOf(deps.db, country);
  const houseBalance = await systemBalance(deps.db, HOUSE);
  const exposure = await exposures(deps.db);
  // The house's gross worst case of every open position (house.ts), which its capital must cover.
  const worst = await worstByMarket(deps.db, new Map(all.map((p) => [p.symbol, p])), (symbol) => mark(symbol)?.price ?? null);
  const totalWorst = [...worst.values()].reduce((a, b) => a + b, 0n);
  const markets = all.map((p) => {
    const market = findContractMarket(p.symbol)!;
    const tick = freshTick(deps, p.symbol);
    const lots = exposure.get(p.symbol) ?? 0n;
    const abs = lots < 0n ? -lots : lots;
    const value = tick ? positionValue(market, abs, tick.price, 'down') : 0n;
    return {
      symbol: p.symbol,
      base: market.base,
      quote: market.quote,
      enabled: p.isEnabled,
      pricePrecision: market.pricePrecision,
      quantityPrecision: market.quantityPrecision,
      leverages: allowedLeverages(p, cap).map(Number),
      maxLeverage: Number(cap !== null && cap < p.maxLeverage ? cap : p.maxLeverage),
      // Said beside the leverage control, so that nobody wonders why higher leverages are missing.
      countryCap: country !== null && cap !== null && cap < p.maxLeverage ? { country, maxLeverage: Number(cap) } : null,
      mmr: ppmToRate(p.mmrPpm),
      openFeeRate: ppmToRate(p.openFeePpm),
      closeFeeRate: ppmToRate(p.closeFeePpm),
      liquidationFeeRate: ppmToRate(p.liquidationFeePpm),
      minMargin: usdt(p.minMargin),
      maxMargin: usdt(p.maxMargin),
      openInterestLimit: usdt(p.oiLimit),
      adverseMove: ppmToRate(p.adverseMovePpm),
      houseExposure: signed(lots < 0n ? -value : value),
      freeCapacity: tick ? usdt(freeCapacity(market, p, lots, tick.price, houseBalance, totalWorst)) : '0',
      price: tick ? formatUnits(tick.price, market.pricePrecision) : '',
    };
  });
  return { houseBalance: usdt(houseBalance > 0n ? houseBalance : 0n), markets };
}
