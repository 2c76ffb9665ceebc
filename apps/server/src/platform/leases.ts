import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { TDatabase } from './db/schema.js';

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
  const expiresAt = BigInt(now + ttlMs);
  const row = await db
    .insertInto('leases')
    .values({ name, owner, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ owner, expires_at: expiresAt })
        .where((eb) => eb.or([eb('leases.owner', '=', owner), eb('leases.expires_at', '<', BigInt(now))])),
    )
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

/** Gives the lease up at once (a clean stop), so another process need not wait for it to expire. */
export async function releaseLease(db: Kysely<TDatabase>, name: string, owner: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('owner', '=', owner).execute();
}
