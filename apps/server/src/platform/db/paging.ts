import { sql, type SelectQueryBuilder } from 'kysely';
import type { TDatabase } from './schema.js';

/**
 * One page of a record list, newest first, with `totalRow` so a client knows when there is no more
 * (SPEC §4: a list is marked no-more when loaded rows reach the total).
 */
export async function pageOf<TB extends keyof TDatabase, TRow, TOut>(
  query: SelectQueryBuilder<TDatabase, TB, object>,
  paging: { pageNo: number; pageSize: number },
  present: (row: TRow) => TOut,
): Promise<{ list: TOut[]; totalRow: number; pageNo: number; pageSize: number }> {
  const total = await query.select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = (await query
    .selectAll()
    .orderBy(sql`id`, 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize)
    .execute()) as TRow[];
  return { list: rows.map(present), totalRow: Number((total as { n: bigint }).n), pageNo: paging.pageNo, pageSize: paging.pageSize };
}
