/**
 * The per-market trigger book of leveraged contracts (issue 13; ARCHITECTURE.md "Timed work": price
 * triggers are checked on every recorded tick against per-market sorted trigger prices, never by
 * scanning every position). Pure: no I/O, no clock; the server fills it from the database at start,
 * keeps it in step with each open, edit, close and cancel, and turns what a tick takes into durable
 * jobs (which settle each position once, whatever a crash or a second book says).
 *
 * A trigger fires on its side of its price: 'below' when mark ≤ price, 'above' when mark ≥ price.
 * Each market keeps one binary heap per side ordered by price, the nearest trigger at the root: a
 * 'below' heap is a max-heap, an 'above' heap a min-heap. The triggers that fire at a mark are then
 * exactly a connected top part of each heap, collected in O(k) without touching the rest; insert and
 * removal by id are O(log n) (each entry knows its slot). Firing is by level, not by edge: a
 * trigger whose condition already holds (set on the wrong side, or left over by a crash) fires on
 * the next tick, so nothing is skipped because a tick jumped over it or arrived while it was set.
 */
import type { TContractDirection } from '@exchange/contracts';

export type TTriggerKind = 'open' | 'stopLoss' | 'takeProfit' | 'liquidation';
/** 'below': fires when the mark is at or below the price; 'above': at or above. */
export type TTriggerSide = 'below' | 'above';
export type TTrigger = { orderId: string; kind: TTriggerKind; side: TTriggerSide; priceTicks: bigint };

/**
 * The side a holding position's trigger fires on: up is liquidated and stopped out as the price
 * falls and takes profit as it rises; down the reverse.
 */
export function triggerSide(direction: TContractDirection, kind: Exclude<TTriggerKind, 'open'>): TTriggerSide {
  const isFalling = kind !== 'takeProfit';
  return (direction === 'up') === isFalling ? 'below' : 'above';
}

/**
 * The side a pending limit order opens on: the first tick that reaches its price from where the
 * price was when it was placed. Placed at the current price, it waits for a price at least as good
 * for its direction (up: no higher; down: no lower).
 */
export function pendingOpenSide(direction: TContractDirection, limitTicks: bigint, markTicks: bigint): TTriggerSide {
  if (limitTicks === markTicks) return direction === 'up' ? 'below' : 'above';
  return limitTicks < markTicks ? 'below' : 'above';
}

/**
 * A trigger in a heap. `rank` is its price as a float, compared first: Number() of a bigint is
 * monotonic, so ordering by rank and then by the exact price is the exact order, and the common
 * comparison is a float one (several times faster than bigint). Firing always compares exactly.
 */
type TEntry = TTrigger & { symbol: string; rank: number; slot: number };

/** Above this share of a heap firing at once, rebuilding it (O(n)) beats k removals (O(k log n)). */
const REBUILD_SHARE = 8;

/** One side of one market: a binary heap whose root is the trigger nearest to firing. */
class SideHeap {
  items: TEntry[] = [];
  constructor(private readonly isBelow: boolean) {}

  /** Whether a fires before b as the price moves toward this side. */
  private before(a: TEntry, b: TEntry): boolean {
    if (a.rank !== b.rank) return this.isBelow ? a.rank > b.rank : a.rank < b.rank;
    return this.isBelow ? a.priceTicks > b.priceTicks : a.priceTicks < b.priceTicks;
  }

  isDue(entry: TEntry, mark: bigint): boolean {
    return this.isBelow ? mark <= entry.priceTicks : mark >= entry.priceTicks;
  }

  push(entry: TEntry): void {
    entry.slot = this.items.length;
    this.items.push(entry);
    this.up(entry.slot);
  }

  remove(entry: TEntry): void {
    const last = this.items.pop()!;
    if (last === entry) return;
    this.items[entry.slot] = last;
    last.slot = entry.slot;
    this.up(last.slot);
    this.down(last.slot);
  }

  /** Removes many entries at once: one by one when few, by rebuilding the heap when many. */
  removeAll(entries: TEntry[]): void {
    if (entries.length * REBUILD_SHARE < this.items.length) {
      for (const entry of entries) this.remove(entry);
      return;
    }
    for (const entry of entries) entry.slot = -1;
    this.items = this.items.filter((entry) => entry.slot !== -1);
    this.items.forEach((entry, slot) => (entry.slot = slot));
    for (let slot = (this.items.length >> 1) - 1; slot >= 0; slot -= 1) this.down(slot);
  }

  /** Every entry due at the mark: a connected part at the top, visited without the rest. */
  collect(mark: bigint, into: TEntry[]): void {
    const { items } = this;
    if (items.length === 0 || !this.isDue(items[0], mark)) return;
    const stack = [0];
    while (stack.length > 0) {
      const slot = stack.pop()!;
      into.push(items[slot]);
      const left = 2 * slot + 1;
      if (left < items.length && this.isDue(items[left], mark)) stack.push(left);
      if (left + 1 < items.length && this.isDue(items[left + 1], mark)) stack.push(left + 1);
    }
  }

  private swap(i: number, j: number): void {
    const { items } = this;
    const a = items[i];
    items[i] = items[j];
    items[j] = a;
    items[i].slot = i;
    a.slot = j;
  }

  private up(slot: number): void {
    while (slot > 0) {
      const parent = (slot - 1) >> 1;
      if (!this.before(this.items[slot], this.items[parent])) return;
      this.swap(slot, parent);
      slot = parent;
    }
  }

  private down(slot: number): void {
    const { items } = this;
    for (;;) {
      const left = 2 * slot + 1;
      let best = slot;
      if (left < items.length && this.before(items[left], items[best])) best = left;
      if (left + 1 < items.length && this.before(items[left + 1], items[best])) best = left + 1;
      if (best === slot) return;
      this.swap(slot, best);
      slot = best;
    }
  }
}

const KINDS: TTriggerKind[] = ['open', 'liquidation', 'stopLoss', 'takeProfit'];
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const KIND_ORDER: Record<TTriggerKind, number> = { open: 0, liquidation: 1, stopLoss: 2, takeProfit: 3 };

/** Nearest first: falling prices cross 'below' triggers from the highest, rising ones 'above' from the lowest. */
function firingOrder(a: TEntry, b: TEntry): number {
  if (a.side !== b.side) return a.side === 'below' ? -1 : 1;
  if (a.priceTicks !== b.priceTicks) return (a.priceTicks > b.priceTicks) === (a.side === 'below') ? -1 : 1;
  return compareText(a.orderId, b.orderId) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
}

const publicOf = ({ orderId, kind, side, priceTicks }: TEntry): TTrigger => ({ orderId, kind, side, priceTicks });

/** Every market's triggers, at most one per order and kind. */
export class TriggerBook {
  private readonly markets = new Map<string, { below: SideHeap; above: SideHeap }>();
  /** Each order's triggers by kind: removing an order's triggers needs no key building. */
  private readonly orders = new Map<string, Partial<Record<TTriggerKind, TEntry>>>();
  private count = 0;

  /**
   * Sets an order's trigger of a kind on a market, replacing the one it had (an edited stop loss,
   * a new liquidation price). O(log n).
   */
  set(symbol: string, trigger: TTrigger): void {
    let kinds = this.orders.get(trigger.orderId);
    if (!kinds) this.orders.set(trigger.orderId, (kinds = {}));
    const old = kinds[trigger.kind];
    if (old) this.heapOf(old.symbol, old.side).remove(old);
    else this.count += 1;
    // Written out, not spread: a spread literal gets a slow object shape (25x slower field reads in V8).
    const { orderId, kind, side, priceTicks } = trigger;
    const entry: TEntry = { orderId, kind, side, priceTicks, symbol, rank: Number(priceTicks), slot: -1 };
    kinds[trigger.kind] = entry;
    this.heapOf(symbol, trigger.side).push(entry);
  }

  /** Removes an order's trigger of a kind, or all of its triggers when no kind is given. Returns how many went. */
  remove(orderId: string, kind?: TTriggerKind): number {
    const kinds = this.orders.get(orderId);
    if (!kinds) return 0;
    let removed = 0;
    for (const k of kind ? [kind] : KINDS) {
      const entry = kinds[k];
      if (!entry) continue;
      this.heapOf(entry.symbol, entry.side).remove(entry);
      delete kinds[k];
      removed += 1;
    }
    this.forget(orderId, kinds, removed);
    return removed;
  }

  get(orderId: string, kind: TTriggerKind): TTrigger | undefined {
    const entry = this.orders.get(orderId)?.[kind];
    return entry && publicOf(entry);
  }

  /**
   * The triggers of a market that fire at a mark (every 'below' one priced at or above it, every
   * 'above' one at or below it), nearest first, leaving them in the book. O(k log k), whatever n.
   */
  due(symbol: string, markTicks: bigint): TTrigger[] {
    return this.collect(symbol, markTicks).all.map(publicOf);
  }

  /**
   * As due, and removes what it returns: the caller owns those triggers now (it makes jobs of
   * them). O(k log n), or O(n) when much of the market fires at once.
   */
  take(symbol: string, markTicks: bigint): TTrigger[] {
    const { below, above, all } = this.collect(symbol, markTicks);
    if (all.length === 0) return [];
    const market = this.markets.get(symbol)!;
    market.below.removeAll(below);
    market.above.removeAll(above);
    for (const entry of all) {
      const kinds = this.orders.get(entry.orderId)!;
      delete kinds[entry.kind];
      this.forget(entry.orderId, kinds, 1);
    }
    return all.map(publicOf);
  }

  /** How many triggers the book holds, on one market or on all. */
  size(symbol?: string): number {
    if (symbol === undefined) return this.count;
    const market = this.markets.get(symbol);
    return market ? market.below.items.length + market.above.items.length : 0;
  }

  private forget(orderId: string, kinds: Partial<Record<TTriggerKind, TEntry>>, removed: number): void {
    this.count -= removed;
    if (!kinds.open && !kinds.liquidation && !kinds.stopLoss && !kinds.takeProfit) this.orders.delete(orderId);
  }

  private collect(symbol: string, markTicks: bigint): { below: TEntry[]; above: TEntry[]; all: TEntry[] } {
    const market = this.markets.get(symbol);
    if (!market) return { below: [], above: [], all: [] };
    const below: TEntry[] = [];
    const above: TEntry[] = [];
    market.below.collect(markTicks, below);
    market.above.collect(markTicks, above);
    const all = below.length === 0 ? above : above.length === 0 ? below : below.concat(above);
    return { below, above, all: all.length > 1 ? [...all].sort(firingOrder) : all };
  }

  private heapOf(symbol: string, side: TTriggerSide): SideHeap {
    let market = this.markets.get(symbol);
    if (!market) this.markets.set(symbol, (market = { below: new SideHeap(true), above: new SideHeap(false) }));
    return side === 'below' ? market.below : market.above;
  }
}
