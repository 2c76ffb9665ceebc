import type { Kysely, Transaction } from 'kysely';
import { CASHBACK_ASSET, readAmountOf } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { system, type TSystemAccount } from '../ledger/accounts.js';
import { bookCapitalPayment } from '../ledger/capital.js';
import { balanceOf } from '../ledger/ledger.repository.js';
import { invitesRepository } from './invites.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The rewards account (ARCHITECTURE.md "Promises are reserved before they are made"): the one-time
 * cashback is paid from it and from nothing else. Only an operator funds it (`invite:fund`, capital
 * paid in, once per reference); a cashback it cannot pay waits until it can.
 */
export const REWARDS = system('invite_rewards');
export const FEES = system('fees');

/** A system account's balance of one asset (the ledger's reading). */
export function systemBalance(db: TDb, name: TSystemAccount, asset: string): Promise<bigint> {
  return balanceOf(db, system(name), asset);
}

/** Books capital paid in to the rewards account, from deposit clearing; false when the reference is already booked. */
export async function fundRewardsAccount(tx: TDb, now: number, input: { amount: bigint; reference: string; memo: string }): Promise<boolean> {
  return bookCapitalPayment(tx, now, { type: 'invite_funding', account: REWARDS, asset: CASHBACK_ASSET, amount: input.amount, reference: input.reference, memo: input.memo });
}

/**
 * Serializes the programme's payouts on PostgreSQL: the UPDATE holds the settings row's lock until
 * the transaction ends, so two payers cannot both see the same balance of the fee or rewards
 * account as enough (SQLite runs one write transaction at a time already).
 */
export async function lockPayouts(tx: Transaction<TDatabase>): Promise<void> {
  await invitesRepository.lockSettings(tx);
}

/** Demo capital of the rewards account, paid in once per database (demo mode only, main.ts). */
export const DEMO_REWARDS_CAPITAL = '10000';

/** Pays the demo capital in once (its reference is booked once). */
export async function fundDemoRewards(deps: { db: Kysely<TDatabase>; clock: { now(): number } }): Promise<void> {
  const amount = readAmountOf(DEMO_REWARDS_CAPITAL, CASHBACK_ASSET).units!;
  await deps.db.transaction().execute((tx) => fundRewardsAccount(tx, deps.clock.now(), { amount, reference: 'invite-rewards:demo', memo: 'demo capital' }));
}
