import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { adminRepository } from './admin.repository.js';

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
  const { total, rows } = await adminRepository.auditPage(db, {
    operator: input.operator || undefined,
    actionPrefix: input.action ? `${likeText(input.action)}%` : undefined,
    subjectLike: input.subject ? `%${likeText(input.subject.toLowerCase())}%` : undefined,
    textLike: input.q ? `%${likeText(input.q.toLowerCase())}%` : undefined,
    from: input.from === undefined ? undefined : BigInt(input.from),
    to: input.to === undefined ? undefined : BigInt(input.to),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  });
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
    totalRow: total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}
