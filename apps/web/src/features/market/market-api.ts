import { depthCall, klineCall, LIMITS, marketTradesCall, type TKlineTimer } from '@exchange/contracts';
import { bbCall } from '../api/bb-call';
import type { TDepth, TKline, TTrade } from './market-types';

/** POST /huobi/getKline: candles, oldest first; buckets without a trade are left out by the server. */
export function fetchKlines(symbol: string, timer: TKlineTimer, size: number = LIMITS.klineSize): Promise<TKline[]> {
  return bbCall(klineCall, { symbol, timer, size });
}

/** POST /huobi/getHuobiContractDepthV2: the committed book, `size` rows a side (SPEC §9: 20). */
export function fetchDepth(symbol: string, size: number = LIMITS.depthRows): Promise<TDepth> {
  return bbCall(depthCall, { symbol, size });
}

/** POST /huobi/getMarketTrade: the last 50 trades, newest first. */
export async function fetchTrades(symbol: string): Promise<TTrade[]> {
  const list = await bbCall(marketTradesCall, { symbol });
  return list.map((t) => ({ key: `h${t.id}`, price: t.price, amount: t.amount, direction: t.direction, ts: t.ts }));
}
