import type { Kysely, Transaction } from 'kysely';
import { readAmountOf, SECONDS_ASSET } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { system } from '../ledger/accounts.js';
import { bookCapitalPayment } from '../ledger/capital.js';
import { balanceOf } from '../ledger/ledger.repository.js';
import { secondsRepository } from './seconds.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The seconds house (ARCHITECTURE.md "Products, the house and promises"): the system account that
 * pays every win and receives every lost stake, by ledger transactions only. It must cover the
 * maximum payout of every open order at all times: seconds_house.exposure (Σ payout_max of open
 * orders) never passes its balance, checked in the transaction that adds to it.
 */
export const SECONDS_HOUSE = system('seconds_house');

export function secondsHouseBalance(db: TDb): Promise<bigint> {
  return balanceOf(db, SECONDS_HOUSE, SECONDS_ASSET);
}

export async function secondsExposure(db: TDb): Promise<bigint> {
  return secondsRepository.exposure(db);
}

/**
 * Adds an order's maximum payout to the house's exposure and refuses it (the caller's transaction
 * rolls back) when the balance would not cover every open order at its best. The UPDATE takes the
 * row's lock on PostgreSQL until the transaction ends, so two creations cannot both pass on the
 * same capital; SQLite runs one write transaction at a time already.
 * @throws AppError secondsHouseCover
 */
export async function reserveExposure(tx: Transaction<TDatabase>, payoutMax: bigint): Promise<void> {
  const exposure = await secondsRepository.addExposure(tx, payoutMax);
  if (exposure > (await secondsHouseBalance(tx))) throw new AppError('secondsHouseCover');
}

/** Takes settled orders' maximum payouts out of the exposure (the settlement's transaction). */
export async function releaseExposure(tx: Transaction<TDatabase>, payoutMax: bigint): Promise<void> {
  if (payoutMax === 0n) return;
  await secondsRepository.subtractExposure(tx, payoutMax);
}

/** The kept exposure against the open orders' (the tests and the audit expect them equal). */
export async function auditSecondsExposure(db: TDb): Promise<{ kept: bigint; open: bigint }> {
  const open = await secondsRepository.openPayoutMax(db);
  return { kept: await secondsExposure(db), open };
}

/** Demo capital of the seconds house, paid in once. */
export const DEMO_SECONDS_CAPITAL = '1000000';

/**
 * Pays operator capital into the seconds house through the ledger like any deposit (never minted):
 * deposit clearing goes negative by what came in. The reference is unique, so the same payment is
 * booked once however often it is sent. Returns false when that reference was already booked.
 */
export async function fundSecondsHouse(tx: TDb, now: number, input: { amount: bigint; reference: string; memo: string }): Promise<boolean> {
  return bookCapitalPayment(tx, now, { type: 'house_funding', account: SECONDS_HOUSE, asset: SECONDS_ASSET, amount: input.amount, reference: input.reference, memo: input.memo });
}

/** Funds the seconds house once per database in demo mode. */
export async function fundDemoSecondsHouse(deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> {
  const amount = readAmountOf(DEMO_SECONDS_CAPITAL, SECONDS_ASSET).units!;
  await deps.db.transaction().execute((tx) => fundSecondsHouse(tx, deps.clock.now(), { amount, reference: 'seconds-house:demo', memo: 'demo capital' }));
}
