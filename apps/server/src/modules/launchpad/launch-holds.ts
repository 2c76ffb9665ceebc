import type { Kysely } from 'kysely';
import { LAUNCH_QUOTE } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { launchpadRepository } from './launchpad.repository.js';

/**
 * What new-coin subscriptions hold in users' frozen coin balances (for the ledger audit's frozen
 * reconciliation, audit-ledger.ts): a pending subscription its committed USDT, an allocated one
 * its tokens until the lock ends (launch-jobs.ts). A released subscription holds nothing.
 */
export async function launchHolds(db: Kysely<TDatabase>): Promise<{ userId: bigint; asset: string; held: bigint }[]> {
  const pending = await launchpadRepository.pendingByUser(db);
  const locked = await launchpadRepository.allocatedByUser(db);
  return [
    ...pending.map((r) => ({ userId: r.user_id, asset: LAUNCH_QUOTE, held: BigInt(r.held) })),
    ...locked.map((r) => ({ userId: r.user_id, asset: r.symbol, held: BigInt(r.held) })),
  ];
}
