import type { TDepthLevel } from '../../../features/market/market-types';

/** A book row to draw: the level (null for an empty slot) and its depth bar, 0–100 % of the widest. */
export type TBookRow = { level: TDepthLevel | null; depthPct: number };

/**
 * The rows of one side of the book, best first, padded with empty slots to `rows` so that the view
 * keeps its height while the book is thin. Each bar shows the quantity summed from the best price,
 * relative to `maxTotal` (the larger side's sum, so both sides share one scale).
 */
export function bookRows(levels: readonly TDepthLevel[], rows: number, maxTotal: number): TBookRow[] {
  let sum = 0;
  const out: TBookRow[] = levels.slice(0, rows).map((level) => {
    sum += level[1];
    return { level, depthPct: maxTotal > 0 ? Math.min(100, (sum / maxTotal) * 100) : 0 };
  });
  while (out.length < rows) out.push({ level: null, depthPct: 0 });
  return out;
}

/** The summed quantity of the first `rows` levels of a side. */
export function sideTotal(levels: readonly TDepthLevel[], rows: number): number {
  return levels.slice(0, rows).reduce((sum, level) => sum + level[1], 0);
}
