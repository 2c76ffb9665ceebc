/** A seeded PRNG (mulberry32): the same seed gives the same demo market every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal sample (Box-Muller). */
function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * A price that wanders: a geometric random walk with a gentle pull back to where it started, so a
 * demo left running for weeks stays in a believable range. It drives the demo reference feed
 * (demo-reference.ts, the stand-in for the outside venues in demo mode) and the generated demo
 * history; nothing of the exchange's own book ever moves it.
 */
export function randomWalk(start: number, random: () => number, volatility = 0.0008, pull = 0.002) {
  let price = start;
  return {
    get price() {
      return price;
    },
    /** Continues from a price (after a restart: the last traded one). */
    resume(from: number) {
      if (from > 0) price = from;
    },
    step(): number {
      const drift = -pull * Math.log(price / start);
      price *= Math.exp(drift + volatility * normal(random));
      return price;
    },
  };
}
