import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { TDatabase } from './schema.js';

/**
 * A hot query compiled once per database and run with new parameters: building and compiling a
 * query costs more than an indexed read on SQLite, and the few queries every request runs (the
 * session lookup) need not pay it each time. `build` gets placeholder values; `params` gives the
 * real ones in the same order.
 */
export function compiledOnce<R>(build: (db: Kysely<TDatabase>) => Compilable<R>) {
  const cache = new WeakMap<Kysely<TDatabase>, CompiledQuery<R>>();
  return async (db: Kysely<TDatabase>, params: unknown[]): Promise<R[]> => {
    let compiled = cache.get(db);
    if (!compiled) cache.set(db, (compiled = build(db).compile()));
    if (compiled.parameters.length !== params.length) throw new Error('compiledOnce: parameter count differs');
    return (await db.executeQuery<R>({ ...compiled, parameters: params })).rows;
  };
}
