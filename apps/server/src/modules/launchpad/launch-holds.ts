import { sql, type Kysely } from 'kysely';
import { LAUNCH_QUOTE } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';

/**
 * What new-coin subscriptions hold in users' frozen coin balances (for the ledger audit's frozen
 * reconciliation, audit-ledger.ts): a pending subscription its committed USDT, an allocated one
 * its tokens until the lock ends (launch-jobs.ts). A released subscription holds nothing.
 */
export async function launchHolds(db: Kysely<TDatabase>): Promise<{ userId: bigint; asset: string; held: bigint }[]> {
  const pending = await db
    .selectFrom('launch_subscriptions')
    .select(['user_id', sql<bigint>`sum(committed)`.as('held')])
    .where('status', '=', 'pending')
    .groupBy('user_id')
    .execute();
  const locked = await db
    .selectFrom('launch_subscriptions as s')
    .innerJoin('launch_projects as p', 'p.id', 's.project_id')
    .select(['s.user_id', 'p.symbol', sql<bigint>`sum(s.allocated)`.as('held')])
    .where('s.status', '=', 'allocated')
    .groupBy(['s.user_id', 'p.symbol'])
    .execute();
  return [
    ...pending.map((r) => ({ userId: r.user_id, asset: LAUNCH_QUOTE, held: BigInt(r.held) })),
    ...locked.map((r) => ({ userId: r.user_id, asset: r.symbol, held: BigInt(r.held) })),
  ];
}
