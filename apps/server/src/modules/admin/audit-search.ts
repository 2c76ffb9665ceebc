import { sql, type Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

export type TAuditQuery = {
  operator?: string;
  action?: string;
  subject?: string;
  q?: string;
  from?: number;
  to?: number;
  pageNo: number;
  pageSize: number;
};

/** `text` for a LIKE pattern: its own %, _ and \ match themselves. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Searches the append-only audit log (operator_actions), newest first. The operator filter is an
 * exact name (index operator_actions_by_operator: operator, created_at), time bounds use
 * operator_actions_by_time; the action is a prefix ("operators." finds every operators action, a
 * full name finds itself); subject and text (reason or detail) are case-insensitive "contains".
 */
export async function searchAudit(db: Kysely<TDatabase>, input: TAuditQuery) {
  let query = db.selectFrom('operator_actions');
  if (input.operator) query = query.where('operator', '=', input.operator);
  if (input.action) query = query.where(sql<boolean>`action like ${`${likeText(input.action)}%`} escape '\\'`);
  if (input.subject) query = query.where(sql<boolean>`lower(subject) like ${`%${likeText(input.subject.toLowerCase())}%`} escape '\\'`);
  if (input.q) {
    const pattern = `%${likeText(input.q.toLowerCase())}%`;
    query = query.where(sql<boolean>`(lower(reason) like ${pattern} escape '\\' or lower(detail) like ${pattern} escape '\\')`);
  }
  if (input.from !== undefined) query = query.where('created_at', '>=', BigInt(input.from));
  if (input.to !== undefined) query = query.where('created_at', '<=', BigInt(input.to));
  const total = await query.select(sql<string | number | bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize)
    .execute();
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      operator: row.operator,
      action: row.action,
      subject: row.subject,
      reason: row.reason,
      before: parsed(row.before),
      after: parsed(row.after),
      detail: parsed(row.detail),
      approvedBy: row.approved_by,
      createdAt: Number(row.created_at),
    })),
    totalRow: Number(total.n),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}
