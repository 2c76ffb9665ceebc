import type { AxisTemplate, Chart } from 'klinecharts';

/** klinecharts 9's id of the time axis pane, and the name of our axis for it. */
const X_AXIS_PANE = 'x_axis_pane';
const EDGE_SAFE_X_AXIS = 'edge-safe-time';
/** About half the width of one character of the 12 px axis text. */
const HALF_CHAR_PX = 3.6;

/**
 * The default time ticks, without those whose label would not fit inside the chart: klinecharts
 * centres each label on its tick and clips what overflows, so a tick near the left edge showed as a
 * stray fragment such as "0" (the end of "10:30"), and one near the right edge ran under the price axis.
 */
export const edgeSafeXAxis: AxisTemplate = {
  name: EDGE_SAFE_X_AXIS,
  createTicks: ({ defaultTicks, bounding }) =>
    defaultTicks.filter((tick) => {
      const half = tick.text.length * HALF_CHAR_PX + 2;
      return tick.coord - half >= 0 && tick.coord + half <= bounding.width;
    }),
};

/** Registers the edge-safe time axis (once per library instance) and puts it on `chart`. */
export function applyEdgeSafeXAxis(kit: { registerXAxis: (axis: AxisTemplate) => void }, chart: Chart): void {
  kit.registerXAxis(edgeSafeXAxis);
  chart.setPaneOptions({ id: X_AXIS_PANE, axisOptions: { name: EDGE_SAFE_X_AXIS } });
}
