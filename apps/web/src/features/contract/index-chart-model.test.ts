import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chartModel } from './index-chart-model';

const BOX = { width: 400, height: 200, padding: 10 };

describe('the index chart geometry', () => {
  it('draws nothing without ticks', () => {
    expect(chartModel([], [{ kind: 'entry', price: '100' }], 0, 1000, BOX)).toEqual({ path: '', from: 0, lines: [], axis: [], last: null });
  });

  it('draws a step line that holds each price until the next tick, and ends at the newest price', () => {
    const model = chartModel(
      [
        { price: '100', time: 0 },
        { price: '110', time: 500 },
      ],
      [],
      0,
      1000,
      BOX,
    );
    expect(model.path).toMatch(/^M10,[\d.]+H200V[\d.]+H390$/);
    expect(model.from).toBe(0);
    expect(model.last).toMatchObject({ x: 390, price: '110' });
    // A higher price is drawn higher (smaller y).
    const [, firstY] = /^M10,([\d.]+)/.exec(model.path)!;
    expect(model.last!.y).toBeLessThan(Number(firstY));
  });

  it('starts at the first tick when the ticks cover only the end of the window, showing at least a minute', () => {
    const ticks = [
      { price: '100', time: 900_000 },
      { price: '101', time: 960_000 },
    ];
    const model = chartModel(ticks, [], 0, 1_000_000, BOX);
    expect(model.from).toBe(900_000);
    expect(model.path).toMatch(/^M10,/);
    expect(chartModel([{ price: '100', time: 999_000 }], [], 0, 1_000_000, BOX).from).toBe(940_000);
  });

  it('keeps every tick and every near level inside the box, leaves a far level out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_000, max: 100_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 1, max: 100_000 }),
        (prices, level) => {
          const ticks = prices.map((p, i) => ({ price: String(p), time: i * 10 }));
          const model = chartModel(ticks, [{ kind: 'liquidation', price: String(level) }], 0, prices.length * 10, BOX);
          const ys = [...model.path.matchAll(/[MV](?:[\d.]+,)?([\d.]+)/g)].map((m) => Number(m[1]));
          for (const y of [...ys, ...model.lines.map((l) => l.y)]) {
            expect(y).toBeGreaterThanOrEqual(BOX.padding);
            expect(y).toBeLessThanOrEqual(BOX.height - BOX.padding);
          }
          const low = Math.min(...prices);
          const high = Math.max(...prices);
          const span = Math.max(high - low, high * 0.002);
          const isNear = level >= low - span * 0.25 && level <= high + span * 0.25;
          expect(model.lines.length).toBe(isNear ? 1 : 0);
        },
      ),
    );
  });
});
