import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers.js';

const EVENTS = ['insert', 'update'] as const;

/** The withdrawal rules of 0009, with the allowed statuses as a parameter (the other rule unchanged). */
const rules = (statuses: string) => [
  { name: 'withdrawals_amount', check: (c: string) => `${c}amount > 0 and ${c}fee >= 0` },
  { name: 'withdrawals_status', check: (c: string) => `${c}status in ${statuses}` },
];

/**
 * Replaces the withdrawals status rule. PostgreSQL: the named CHECK constraint is dropped and
 * added again. SQLite: 0009 put both withdrawal rules in one BEFORE INSERT and one BEFORE UPDATE
 * trigger, so both triggers are dropped and created again with the same body but the new list.
 */
export async function setStatuses(db: Kysely<unknown>, statuses: string): Promise<void> {
  const list = rules(statuses);
  if (!isSqlite(db)) {
    await sql`alter table withdrawals drop constraint withdrawals_status`.execute(db);
    const status = list.find((r) => r.name === 'withdrawals_status')!;
    await sql`alter table withdrawals add constraint withdrawals_status check (${sql.raw(status.check(''))})`.execute(db);
    return;
  }
  const body = list.map((r) => `select raise(abort, 'CHECK constraint failed: ${r.name}') where not (${r.check('new.')});`).join('\n');
  for (const event of EVENTS) {
    await sql.raw(`drop trigger withdrawals_check_${event}`).execute(db);
    await sql.raw(`create trigger withdrawals_check_${event} before ${event} on withdrawals for each row begin\n${body}\nend`).execute(db);
  }
}

/**
 * A withdrawal may be cancelled by its owner while it is still pending review (issue "What a new
 * user trips on"): status 3, cancelled, next to SPEC §4's pending (0), finished (1) and rejected (2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await setStatuses(db, '(0, 1, 2, 3)');
}

/** Refuses (on both dialects) while a cancelled withdrawal exists: there is no older status to map it to. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const cancelled = await sql<{ n: number }>`select count(*) as n from withdrawals where status = 3`.execute(db);
  if (Number(cancelled.rows[0].n) > 0) throw new Error(`withdrawals: ${cancelled.rows[0].n} cancelled rows break the older status rule`);
  await setStatuses(db, '(0, 1, 2)');
}
