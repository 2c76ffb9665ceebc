/**
 * The geometry of the index chart as data: the recorded ticks as a step line (an index price holds
 * until the next tick), and the position's levels as horizontal lines, in a box of the given size.
 * Numbers here are pixels, never money: prices are only placed, not computed with.
 */
export type TChartLineKind = 'entry' | 'stopLoss' | 'takeProfit' | 'liquidation';
export type TChartLine = { kind: TChartLineKind; price: string };
export type TChartTick = { price: string; time: number };

export type TChartModel = {
  /** The SVG path of the price; '' when there is no tick. */
  path: string;
  /** The levels inside the drawn range, with their y. */
  lines: (TChartLine & { y: number })[];
  /** The time the drawing starts at (the window's start, or the first tick when later). */
  from: number;
  /** The y-axis labels: the range's top, middle and bottom prices. */
  axis: { y: number; price: number }[];
  last: { x: number; y: number; price: string } | null;
};

type TBox = { width: number; height: number; padding: number };

/**
 * Lays out ticks (oldest first) from `windowFrom` (or the first tick, when later; at least the last
 * minute is shown) to `to` (epoch ms) and the levels. The range spans every
 * tick and every level within 25 % of the price range (a far liquidation price at low leverage would
 * flatten the line to nothing, so it is left out, and the panel lists it instead).
 */
export function chartModel(ticks: readonly TChartTick[], levels: readonly TChartLine[], windowFrom: number, to: number, box: TBox): TChartModel {
  if (ticks.length === 0) return { path: '', from: windowFrom, lines: [], axis: [], last: null };
  // Ticks that cover less than the window (a market recorded only since a recent start) fill the
  // width instead of squeezing into its right end; the caption says which times are shown.
  const from = Math.max(windowFrom, Math.min(ticks[0].time, to - 60_000));
  const prices = ticks.map((t) => Number(t.price));
  let low = Math.min(...prices);
  let high = Math.max(...prices);
  const span = Math.max(high - low, high * 0.002);
  const near = levels.filter((l) => {
    const p = Number(l.price);
    return Number.isFinite(p) && p > 0 && p >= low - span * 0.25 && p <= high + span * 0.25;
  });
  for (const l of near) {
    low = Math.min(low, Number(l.price));
    high = Math.max(high, Number(l.price));
  }
  if (high - low < span) {
    const mid = (high + low) / 2;
    low = mid - span / 2;
    high = mid + span / 2;
  }
  const margin = (high - low) * 0.08;
  low -= margin;
  high += margin;
  const { width, height, padding } = box;
  const x = (time: number) => padding + ((Math.min(Math.max(time, from), to) - from) / Math.max(to - from, 1)) * (width - 2 * padding);
  const y = (price: number) => padding + ((high - price) / (high - low)) * (height - 2 * padding);
  const round = (n: number) => Math.round(n * 10) / 10;
  const points: string[] = [];
  ticks.forEach((tick, i) => {
    const px = round(x(tick.time));
    const py = round(y(prices[i]));
    if (i === 0) points.push(`M${px},${py}`);
    else points.push(`H${px}`, `V${py}`);
  });
  points.push(`H${round(x(to))}`);
  const lastTick = ticks[ticks.length - 1];
  return {
    path: points.join(''),
    from,
    lines: near.map((l) => ({ ...l, y: round(y(Number(l.price))) })),
    axis: [high - margin, (high + low) / 2, low + margin].map((price) => ({ y: round(y(price)), price })),
    last: { x: round(x(to)), y: round(y(prices[prices.length - 1])), price: lastTick.price },
  };
}
