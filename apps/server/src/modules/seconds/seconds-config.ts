import { breakEvenPpm, findMarket, formatAmount, formatUnits, ppmToRate, SECONDS_ASSET } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { liveTick } from '../contract/contract-orders.js';
import { loadDurations, loadFeeRatePpm, loadMarkets, loadPresetAmounts } from './seconds-settings.js';
import { secondsExposure, secondsHouseBalance } from './seconds-house.js';

const usdt = (units: bigint) => formatAmount(units, SECONDS_ASSET);

/**
 * getConfig: `result` is SPEC §7's list of durations (second, incomeRate, openAmountMin, with the
 * maximum and the break-even win rate 1/(1+r) beside them); beside `result`, what applies to all
 * (preset amounts, fee rate, markets with their newest fresh index price) and the house in public.
 */
export async function getSecondsConfig(deps: TDeps) {
  const durations = (await loadDurations(deps.db)).filter((d) => d.isEnabled);
  const markets = await loadMarkets(deps.db);
  const result = durations.map((d) => ({
    second: d.second,
    incomeRate: ppmToRate(d.incomeRatePpm),
    openAmountMin: usdt(d.minAmount),
    openAmountMax: usdt(d.maxAmount),
    breakEvenWinRate: ppmToRate(breakEvenPpm(d.incomeRatePpm)),
  }));
  const balance = await secondsHouseBalance(deps.db);
  const extra = {
    amounts: (await loadPresetAmounts(deps.db)).map(usdt),
    feeRate: ppmToRate(await loadFeeRatePpm(deps.db)),
    markets: markets.map(({ symbol }) => {
      const market = findMarket(symbol)!;
      const tick = liveTick(deps, symbol);
      return { symbol, baseCoin: market.base, quoteCoin: market.quote, pricePrecision: market.pricePrecision, price: tick ? formatUnits(tick.price, market.pricePrecision) : '' };
    }),
    houseBalance: usdt(balance > 0n ? balance : 0n),
    houseExposure: usdt(await secondsExposure(deps.db)),
  };
  return { result, extra };
}
