import type { Kysely } from 'kysely';
import type { TDatabase } from './schema.js';

/** The health check's read: answers when the database is reachable and migrated (the params table is read). */
export async function probeDatabase(db: Kysely<TDatabase>): Promise<void> {
  await db.selectFrom('params').select('name').limit(1).execute();
}
