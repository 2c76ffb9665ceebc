import type { Kysely } from 'kysely';
import type { TDatabase } from './db/schema.js';

/** The only place the leases table's SQL lives. */
export const leasesRepository = {
  /**
   * Inserts the lease, or on an existing row overwrites it only when `owner` holds it or it expired
   * before `now`: one statement, so of two racing owners exactly one wins. Returns the holder after.
   */
  async upsertHeld(db: Kysely<TDatabase>, name: string, owner: string, now: bigint, expiresAt: bigint): Promise<string | undefined> {
    const row = await db
      .insertInto('leases')
      .values({ name, owner, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ owner, expires_at: expiresAt })
          .where((eb) => eb.or([eb('leases.owner', '=', owner), eb('leases.expires_at', '<', now)])),
      )
      .returning('owner')
      .executeTakeFirst();
    return row?.owner;
  },

  async remove(db: Kysely<TDatabase>, name: string, owner: string): Promise<void> {
    await db.deleteFrom('leases').where('name', '=', name).where('owner', '=', owner).execute();
  },
};
