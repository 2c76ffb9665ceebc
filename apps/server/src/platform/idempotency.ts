import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from './db/schema.js';
import type { TDeps } from './deps.js';
import { AppError } from './errors.js';
import { idempotencyRepository } from './idempotency.repository.js';

/** A client's Idempotency-Key and the hash of the request it came with. */
export type TIdempotencyKey = { key: string; requestHash: string };

/**
 * Fields that do not say what a request does: secrets (never kept, not even hashed, since a short
 * fund password or a 6-digit code hashed beside known fields could be found by trying them all),
 * one-time security codes and session tokens. Retrying with a corrected fund password, or with a
 * fresh code after the first one was spent on a failed try, is the same request.
 */
const VOLATILE = new Set(['fundPwd', 'password', 'code', 'token']);

/** JSON with keys sorted at every depth and bigints as strings, so equal inputs hash equal. */
function canonical(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(String(value));
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).filter((k) => !VOLATILE.has(k) && record[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The Idempotency-Key header, if the client sent a usable one, bound to what the request asks:
 * sha256 of the route and the canonical validated input (without VOLATILE fields). runIdempotent
 * refuses the key for any other request, so a reused key can never answer a different call's result.
 */
export function idempotencyKeyOf(request: FastifyRequest, input: unknown): TIdempotencyKey | null {
  const value = request.headers['idempotency-key'];
  if (typeof value !== 'string' || !value) return null;
  if (value.length > 128 || !/^[\x21-\x7e]+$/.test(value)) throw new AppError('invalidParams');
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  const requestHash = createHash('sha256').update(`${request.method} ${route}\n${canonical(input)}`).digest('hex');
  return { key: value, requestHash };
}

/**
 * Runs a balance-changing call in one database transaction, at most once per (scope, key): the
 * key row is inserted in the same transaction as the effect, so a replay (or a concurrent twin,
 * which the unique key makes wait and fail) answers the stored result and changes nothing. A call
 * that failed stored nothing and may be retried with the same key. Without a key it just runs.
 * The key used for another route or another request body is refused with idempotencyKeyReused
 * (HTTP 200 and code 0, as every business failure the SPEC §8 clients read from the envelope);
 * keys stored before request hashes existed ('' hash) are matched by route only.
 */
export async function runIdempotent<T>(
  deps: Pick<TDeps, 'db' | 'clock'>,
  scope: string,
  idempotencyKey: TIdempotencyKey | null,
  route: string,
  work: (tx: Transaction<TDatabase>) => Promise<T>,
): Promise<T> {
  if (!idempotencyKey) return deps.db.transaction().execute(work);
  const { key, requestHash } = idempotencyKey;
  const replay = async () => {
    const row = await idempotencyRepository.find(deps.db, scope, key);
    if (!row || !row.response) return null;
    if (row.route !== route || (row.request_hash !== '' && row.request_hash !== requestHash)) throw new AppError('idempotencyKeyReused');
    return { value: JSON.parse(row.response) as T };
  };
  const earlier = await replay();
  if (earlier) return earlier.value;
  try {
    return await deps.db.transaction().execute(async (tx) => {
      await idempotencyRepository.insert(tx, { scope, key, route, requestHash, now: BigInt(deps.clock.now()) });
      const result = await work(tx);
      await idempotencyRepository.setResponse(tx, scope, key, JSON.stringify(result));
      return result;
    });
  } catch (error) {
    const twin = await replay();
    if (twin) return twin.value;
    throw error;
  }
}
