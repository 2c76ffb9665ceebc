import { feeOn, marketMoney, type TMarket, type TMarketMoney } from '@exchange/contracts';

/**
 * Conversions between exact money and the engine's integers for one market, at the market's own
 * asset scales (base amounts at the base asset's, quote amounts at the quote asset's). The rules
 * live in the contracts money module, shared with the web; this is the spot module's name for them.
 */
export function marketUnits(market: TMarket): TMarketMoney {
  return marketMoney(market);
}

export { feeOn };
