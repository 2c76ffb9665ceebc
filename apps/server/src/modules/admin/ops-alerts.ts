import type { Kysely } from 'kysely';
import type { TAdminAlert } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { openOperatorAlerts } from '../../platform/jobs/operator-alerts.js';
import { operatorAlertsRepository } from '../../platform/jobs/operator-alerts.repository.js';

/** The most alerts one answer lists (the total counts them all). */
export const ALERTS_SHOWN = 100;

/**
 * The open operator alerts as the console and `ops alert:list` show them (read-only): newest
 * first, at most ALERTS_SHOWN, with the count of every open one. A resolved alert is not listed;
 * raised again, it is listed again (operator-alerts.ts).
 */
export async function openAlerts(db: Kysely<TDatabase>): Promise<{ total: number; list: TAdminAlert[] }> {
  const rows = await openOperatorAlerts(db, ALERTS_SHOWN);
  const total = await operatorAlertsRepository.countOpen(db);
  return {
    total,
    list: rows.map((r) => ({ id: String(r.id), kind: r.kind, subject: r.subject, message: r.detail, count: Number(r.count), firstAt: Number(r.first_at), lastAt: Number(r.last_at) })),
  };
}
