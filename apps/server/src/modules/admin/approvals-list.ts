import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { adminRepository } from './admin.repository.js';

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
  const { total, rows } = await adminRepository.approvalsPage(db, { isPending: input.status === 'pending', pageNo: input.pageNo, pageSize: input.pageSize });
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
    totalRow: total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}
