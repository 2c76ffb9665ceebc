import type { Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from './db/schema.js';
import type { TDeps } from './deps.js';
import { AppError } from './errors.js';

/** The Idempotency-Key header, if the client sent a usable one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (typeof value !== 'string' || !value) return null;
  if (value.length > 128 || !/^[\x21-\x7e]+$/.test(value)) throw new AppError('invalidParams');
  return value;
}

/**
 * Runs a balance-changing call in one database transaction, at most once per (scope, key): the
 * key row is inserted in the same transaction as the effect, so a replay (or a concurrent twin,
 * which the unique key makes wait and fail) answers the stored result and changes nothing. A call
 * that failed stored nothing and may be retried with the same key. Without a key it just runs.
 */
export async function runIdempotent<T>(
  deps: Pick<TDeps, 'db' | 'clock'>,
  scope: string,
  key: string | null,
  route: string,
  work: (tx: Transaction<TDatabase>) => Promise<T>,
): Promise<T> {
  if (!key) return deps.db.transaction().execute(work);
  const replay = async () => {
    const row = await deps.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || !row.response) return null;
    if (row.route !== route) throw new AppError('idempotencyKeyReused');
    return { value: JSON.parse(row.response) as T };
  };
  const earlier = await replay();
  if (earlier) return earlier.value;
  try {
    return await deps.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('idempotency_keys')
        .values({ scope, key, route, response: '', created_at: BigInt(deps.clock.now()) })
        .execute();
      const result = await work(tx);
      await tx
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(result) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
      return result;
    });
  } catch (error) {
    const twin = await replay();
    if (twin) return twin.value;
    throw error;
  }
}
