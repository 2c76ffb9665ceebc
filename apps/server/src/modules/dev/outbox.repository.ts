import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

/** The last 50 messages of the demo outbox, newest first, to one target when given (e-mail lower case, phone digits). */
export function findOutboxMessages(db: Kysely<TDatabase>, target: string) {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(50);
  if (target) query = query.where('target', '=', target);
  return query.execute();
}
