import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { loadInviteSettings } from './invite-settings.js';
import { invitesRepository } from './invites.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** The cashbacks earned and not yet reserved (what the rewards account owes), and those reserved and not yet paid (what the reserve owes), USDT units. */
export async function cashbackObligations(db: TDb): Promise<{ unreserved: bigint; reservedUnpaid: bigint }> {
  const totals = await invitesRepository.unpaidCashbackTotals(db);
  return { unreserved: totals.unreserved, reservedUnpaid: totals.reserved };
}

/**
 * What the rewards account has promised and must keep, USDT units (a funding transfer out of it is
 * refused below this, ledger/promises.ts): the cashbacks fixed when earned and not reserved yet,
 * and each friend who qualifies without one fixed yet at the programme's cashback.
 */
export async function cashbacksOwed(db: TDb): Promise<bigint> {
  const { unreserved } = await cashbackObligations(db);
  const settings = await loadInviteSettings(db);
  if (settings.cashback === 0n) return unreserved;
  return unreserved + (await invitesRepository.countDueUnfixedCashbacks(db)) * settings.cashback;
}
