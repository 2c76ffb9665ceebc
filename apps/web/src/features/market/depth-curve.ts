import type { TDepthLevel } from './market-types';

/** One step of a depth curve: the price of a level and the amount available up to it (cumulative). */
export type TDepthPoint = { price: number; total: number };

export type TDepthCurve = {
  bids: TDepthPoint[];
  asks: TDepthPoint[];
  /** The price range to draw: the worst bid to the worst ask, widened to be symmetric about the mid. */
  minPrice: number;
  maxPrice: number;
  /** The largest cumulative amount of either side (the top of the chart). */
  maxTotal: number;
};

function cumulate(levels: TDepthLevel[]): TDepthPoint[] {
  let total = 0;
  return levels.map(([price, amount]) => ({ price, total: (total += amount) }));
}

/**
 * The cumulative curves of a book (levels best first, as the socket sends them): bids fall to the
 * left of the mid, asks rise to the right. The range is symmetric about the mid so that neither side
 * looks deeper only because its levels are spread wider. Null when both sides are empty.
 */
export function depthCurve(bids: TDepthLevel[], asks: TDepthLevel[]): TDepthCurve | null {
  if (bids.length === 0 && asks.length === 0) return null;
  const b = cumulate(bids);
  const a = cumulate(asks);
  const best = { bid: b[0]?.price, ask: a[0]?.price };
  const mid = best.bid !== undefined && best.ask !== undefined ? (best.bid + best.ask) / 2 : (best.bid ?? best.ask)!;
  const reach = Math.max(b.length ? mid - b[b.length - 1].price : 0, a.length ? a[a.length - 1].price - mid : 0, mid * 0.001);
  const maxTotal = Math.max(b.at(-1)?.total ?? 0, a.at(-1)?.total ?? 0);
  return { bids: b, asks: a, minPrice: mid - reach, maxPrice: mid + reach, maxTotal };
}

/** The point of a side nearest to `price` (for the hover readout), or null when the side is empty. */
export function nearestPoint(points: TDepthPoint[], price: number): TDepthPoint | null {
  let nearest: TDepthPoint | null = null;
  for (const p of points) if (!nearest || Math.abs(p.price - price) < Math.abs(nearest.price - price)) nearest = p;
  return nearest;
}
