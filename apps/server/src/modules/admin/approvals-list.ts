import { sql, type Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The two-person queue (operator_approvals, index by status and requested_at): the pending requests
 * oldest first (the longest waiting on top), or the decided ones newest first.
 */
export async function listApprovals(db: Kysely<TDatabase>, input: { status: 'pending' | 'decided'; pageNo: number; pageSize: number }) {
  const isPending = input.status === 'pending';
  const query = isPending
    ? db.selectFrom('operator_approvals').where('status', '=', 'pending')
    : db.selectFrom('operator_approvals').where('status', 'in', ['approved', 'rejected', 'failed']);
  const total = await query.select(sql<string | number | bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(isPending ? sql`requested_at` : sql`decided_at`, isPending ? 'asc' : 'desc')
    .orderBy('id', isPending ? 'asc' : 'desc')
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize)
    .execute();
  return {
    list: rows.map((row) => {
      const stored = (parsed(row.input) ?? {}) as { path?: string; input?: unknown };
      return {
        id: String(row.id),
        action: row.action,
        subject: row.subject,
        path: stored.path ?? '',
        input: stored.input ?? null,
        reason: row.reason,
        requestedBy: row.requested_by,
        requestedAt: Number(row.requested_at),
        status: row.status,
        decidedBy: row.decided_by,
        decidedAt: row.decided_at === null ? null : Number(row.decided_at),
        decisionReason: row.decision_reason,
        result: parsed(row.result),
      };
    }),
    totalRow: Number(total.n),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}
