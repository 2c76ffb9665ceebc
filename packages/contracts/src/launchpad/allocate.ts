import { divCeil, pow10 } from '../money/units.js';

/**
 * The allocation rule of a new-coin subscription (issue 16), pure and exact (bigint only), the
 * same in the server's allocation job, its tests and the published text:
 * - each subscriber's demand is what their commitment buys: floor(committed × 10^scale / price)
 *   token units (price = USDT units per whole token);
 * - when the supply covers every demand, everyone gets their demand;
 * - otherwise the supply is shared pro rata to the commitments, nobody above their demand
 *   (water-filling: whoever's demand is at most their share of what remains gets their demand,
 *   and the rest is shared again among the others, until nobody more is capped); each share is
 *   rounded down, and the units left go one each to the largest remainders, ties to the earlier
 *   subscriber, then the smaller id. The whole supply is placed.
 * - the cost is allocated × price / 10^scale rounded up, never above the commitment; the rest of
 *   the commitment is refunded.
 */
export type TAllocationInput = {
  /** Token units for sale. */
  supply: bigint;
  /** USDT units per whole token (10^scale units). */
  price: bigint;
  /** The token's decimals. */
  scale: number;
  subscriptions: readonly TAllocationSubscription[];
};

export type TAllocationSubscription = {
  id: bigint;
  /** USDT units committed (> 0). */
  committed: bigint;
  /** The first commitment, epoch ms: breaks ties. */
  subscribedAt: number;
};

export type TAllocationLine = {
  id: bigint;
  committed: bigint;
  /** What the commitment buys, token units. */
  demand: bigint;
  /** Token units allocated. */
  allocated: bigint;
  /** USDT units paid: ceil(allocated × price / 10^scale). */
  cost: bigint;
  /** USDT units returned: committed − cost. */
  refund: bigint;
};

export type TAllocation = {
  /** One line per subscription, ordered by subscription time, then id. */
  lines: TAllocationLine[];
  /** Σ allocated (≤ supply). */
  allocated: bigint;
  /** Σ demand. */
  demand: bigint;
  /** supply − allocated: goes back to the issuer. */
  leftover: bigint;
  /** Σ cost. */
  proceeds: bigint;
  isOversubscribed: boolean;
};

/** What a commitment buys at a price: whole token units, rounded down. */
export function demandOf(committed: bigint, price: bigint, scale: number): bigint {
  return (committed * pow10(scale)) / price;
}

/** What an allocation costs: rounded up (a buyer never pays less than the price). */
export function costOf(allocated: bigint, price: bigint, scale: number): bigint {
  return divCeil(allocated * price, pow10(scale));
}

const byTime = (a: TAllocationSubscription, b: TAllocationSubscription) =>
  a.subscribedAt - b.subscribedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The exact capped pro-rata shares (the water-filling step) as rationals `num / den`, by id:
 * what the rounding then places within one unit of. Only meaningful when oversubscribed.
 */
export function cappedShares(input: TAllocationInput): Map<bigint, { num: bigint; den: bigint }> {
  const shares = new Map<bigint, { num: bigint; den: bigint }>();
  const demand = new Map(input.subscriptions.map((s) => [s.id, demandOf(s.committed, input.price, input.scale)]));
  let active = [...input.subscriptions];
  let remaining = input.supply;
  for (;;) {
    const weight = active.reduce((sum, s) => sum + s.committed, 0n);
    if (active.length === 0 || weight === 0n) break;
    // Capped: demand ≤ remaining × committed / weight, compared without division.
    const capped = active.filter((s) => demand.get(s.id)! * weight <= remaining * s.committed);
    if (capped.length === 0) {
      for (const s of active) shares.set(s.id, { num: remaining * s.committed, den: weight });
      break;
    }
    for (const s of capped) {
      shares.set(s.id, { num: demand.get(s.id)!, den: 1n });
      remaining -= demand.get(s.id)!;
    }
    active = active.filter((s) => !capped.includes(s));
  }
  return shares;
}

/** Allocates a project's supply among its subscriptions by the published rule (see above). */
export function allocate(input: TAllocationInput): TAllocation {
  if (input.price <= 0n) throw new Error('allocate: the price must be positive');
  if (input.supply < 0n) throw new Error('allocate: the supply must not be negative');
  const ordered = [...input.subscriptions].sort(byTime);
  for (const s of ordered) if (s.committed <= 0n) throw new Error(`allocate: subscription ${s.id} commits nothing`);
  const demands = new Map(ordered.map((s) => [s.id, demandOf(s.committed, input.price, input.scale)]));
  const totalDemand = [...demands.values()].reduce((a, b) => a + b, 0n);
  const allocated = new Map<bigint, bigint>();
  const isOversubscribed = totalDemand > input.supply;
  if (!isOversubscribed) {
    for (const s of ordered) allocated.set(s.id, demands.get(s.id)!);
  } else {
    const shares = cappedShares({ ...input, subscriptions: ordered });
    let placed = 0n;
    const open: { s: TAllocationSubscription; rest: bigint; den: bigint }[] = [];
    for (const s of ordered) {
      const { num, den } = shares.get(s.id)!;
      allocated.set(s.id, num / den);
      placed += num / den;
      if (num % den !== 0n) open.push({ s, rest: num % den, den });
    }
    // Every uncapped share has the same denominator (the active weight), so remainders compare directly.
    open.sort((a, b) => (a.rest > b.rest ? -1 : a.rest < b.rest ? 1 : byTime(a.s, b.s)));
    let left = input.supply - placed;
    for (const o of open) {
      if (left <= 0n) break;
      allocated.set(o.s.id, allocated.get(o.s.id)! + 1n);
      left -= 1n;
    }
  }
  const lines = ordered.map((s) => {
    const units = allocated.get(s.id)!;
    const cost = costOf(units, input.price, input.scale);
    return { id: s.id, committed: s.committed, demand: demands.get(s.id)!, allocated: units, cost, refund: s.committed - cost };
  });
  const total = lines.reduce((sum, l) => sum + l.allocated, 0n);
  return {
    lines,
    allocated: total,
    demand: totalDemand,
    leftover: input.supply - total,
    proceeds: lines.reduce((sum, l) => sum + l.cost, 0n),
    isOversubscribed,
  };
}
