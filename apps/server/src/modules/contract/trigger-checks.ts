import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { priceTicksRepository, type TRecordedTick } from '../prices/price-ticks.repository.js';
import { contractRepository } from './contract.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** The most ticks one start-up re-checks (about a minute of every market at one tick a second, many times over). */
const RESCAN_LIMIT = 100_000;

/**
 * Each market's last trigger-checked tick (table `trigger_checks`, migration 0027): the newest
 * recorded tick whose crossed orders have their jobs queued. It only moves forward, in the
 * transaction that queues those jobs, so after a crash (or a failed check) every tick after it is
 * checked again (ticksToRecheck) and no crossing is lost; a tick checked twice queues the same
 * work twice, which each order's status guard makes harmless.
 */
export const triggerChecks = {
  /** Moves a market's checkpoint to `tickId` unless it is already past it. */
  async advance(tx: TDb, symbol: string, tickId: bigint, now: number): Promise<void> {
    await contractRepository.advanceTriggerCheck(tx, symbol, tickId, now);
  },

  /**
   * The ticks recorded after their market's checkpoint, oldest first (markets never checked have
   * nothing to re-check: their checkpoint starts at their next tick).
   */
  async ticksToRecheck(db: TDb): Promise<TRecordedTick[]> {
    const rows = await contractRepository.triggerCheckpoints(db);
    if (rows.length === 0) return [];
    const checked = new Map(rows.map((r) => [r.symbol, r.tick_id]));
    let afterId = rows.reduce((min, r) => (r.tick_id < min ? r.tick_id : min), rows[0].tick_id);
    const out: TRecordedTick[] = [];
    for (let read = 0; read < RESCAN_LIMIT; read += 1_000) {
      const ticks = await priceTicksRepository.after(db, afterId, 1_000);
      for (const tick of ticks) {
        const last = checked.get(tick.symbol);
        if (last !== undefined && tick.id > last) out.push(tick);
      }
      if (ticks.length < 1_000) break;
      afterId = ticks[ticks.length - 1].id;
    }
    return out;
  },
};
