import { describe, expect, it } from 'vitest';
import { depthCurve, nearestPoint } from './depth-curve';

describe('depth curve', () => {
  it('adds up each side from the best level outwards, symmetric about the mid', () => {
    const curve = depthCurve(
      [
        [99, 1],
        [98, 2],
      ],
      [
        [101, 0.5],
        [104, 1.5],
      ],
    )!;
    expect(curve.bids).toEqual([
      { price: 99, total: 1 },
      { price: 98, total: 3 },
    ]);
    expect(curve.asks).toEqual([
      { price: 101, total: 0.5 },
      { price: 104, total: 2 },
    ]);
    // mid 100: the asks reach 4 away, so the bids' side is drawn 4 away too.
    expect([curve.minPrice, curve.maxPrice, curve.maxTotal]).toEqual([96, 104, 3]);
    expect(nearestPoint(curve.asks, 103.9)).toEqual({ price: 104, total: 2 });
  });

  it('draws one side alone, and nothing for an empty book', () => {
    expect(depthCurve([], [])).toBeNull();
    const onlyBids = depthCurve([[50, 2]], [])!;
    expect(onlyBids.asks).toEqual([]);
    expect(onlyBids.minPrice).toBeLessThan(50);
    expect(onlyBids.maxPrice).toBeGreaterThan(50);
  });
});
