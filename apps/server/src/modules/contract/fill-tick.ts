import type { TMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { TRecordedTick } from '../prices/price-ticks.repository.js';
import { FRESH_TICK_MS, requireLiveTick } from './contract-orders.js';
import { contractRepository } from './contract.repository.js';

/** How long after its acceptance a market open or a manual close may wait for its tick. */
export const FILL_WAIT_MS = 3_000;

/**
 * How much longer than FILL_WAIT_MS a request keeps listening: a follower process reads the
 * recorder's ticks once a second, so a tick recorded in time may reach it up to a second later.
 */
const FOLLOW_LAG_MS = 1_500;

const registered = new WeakSet<TDeps>();

/**
 * Lets the recorder know the markets that waiting requests need ticked every second. The wants
 * live in the database (`tick_wants`), so a request waiting in any process counts: the process
 * holding the recorder lease reads them once a second. Called once per deps (app start).
 */
export function registerFillWants(deps: TDeps): void {
  if (registered.has(deps)) return;
  registered.add(deps);
  deps.priceTicks.want(() => contractRepository.wantedSymbols(deps.db, deps.clock.now()));
}

/** Whether a tick may fill a request accepted at `acceptedAt`: recorded at or after it, within the bound, and still fresh. */
function verdict(tick: TRecordedTick, acceptedAt: number, now: number): 'fill' | 'late' | 'early' {
  if (tick.observedAt < acceptedAt) return 'early';
  if (tick.observedAt > acceptedAt + FILL_WAIT_MS || now - tick.observedAt > FRESH_TICK_MS) return 'late';
  return 'fill';
}

/**
 * The tick a market open or a manual close accepted at `acceptedAt` fills at: the first tick of
 * the market recorded at or after that moment (never one the user could have seen before asking),
 * at most FILL_WAIT_MS after it. Meanwhile the market is wanted every second (the recorder's
 * heartbeat alone could be 10 s). Nothing has been written for the request when this throws.
 * @throws AppError contractNoPrice when the market has no index price at all (nothing to wait for)
 * @throws AppError contractNoFreshPrice when no tick came within the bound
 */
export async function awaitFillTick(deps: TDeps, market: TMarket, acceptedAt: number): Promise<TRecordedTick> {
  requireLiveTick(deps, market);
  const until = BigInt(acceptedAt + FILL_WAIT_MS);
  await contractRepository.wantTicks(deps.db, market.symbol, until);
  return new Promise<TRecordedTick>((resolve, reject) => {
    let isDone = false;
    const finish = (tick: TRecordedTick | null) => {
      if (isDone) return;
      isDone = true;
      unsubscribe();
      clearTimeout(timer);
      if (tick) resolve(tick);
      else reject(new AppError('contractNoFreshPrice'));
    };
    const consider = (tick: TRecordedTick | null) => {
      if (!tick || tick.symbol !== market.symbol) return;
      const said = verdict(tick, acceptedAt, deps.clock.now());
      if (said !== 'early') finish(said === 'fill' ? tick : null);
    };
    const unsubscribe = deps.priceTicks.subscribe(consider);
    const timer = setTimeout(() => finish(null), FILL_WAIT_MS + FOLLOW_LAG_MS);
    // A tick may have arrived between the acceptance and the subscription.
    consider(deps.priceTicks.latest(market.symbol));
  });
}
