import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { TDatabase } from './db/schema.js';
import { leasesRepository } from './leases.repository.js';

/** This process's name as a lease holder: host, pid and a random part (a restarted pid is someone else). */
export function processOwnerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * Takes or renews the named lease for `ttlMs` from `now`, in ONE statement: an insert that, on
 * an existing row, overwrites it only when `owner` already holds it or it has expired. Returns
 * whether `owner` holds it now. Two processes racing for a free lease: the database lets exactly
 * one statement win (the row's primary key), the other sees the winner's unexpired row.
 */
export async function holdLease(db: Kysely<TDatabase>, name: string, owner: string, now: number, ttlMs: number): Promise<boolean> {
  return (await leasesRepository.upsertHeld(db, name, owner, BigInt(now), BigInt(now + ttlMs))) === owner;
}

/** Gives the lease up at once (a clean stop), so another process need not wait for it to expire. */
export async function releaseLease(db: Kysely<TDatabase>, name: string, owner: string): Promise<void> {
  await leasesRepository.remove(db, name, owner);
}
