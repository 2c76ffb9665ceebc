import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Who made each operator what it is (issue 24, "No single insider can act alone"):
 * `operator_grants` holds one row per creation of an operator account and per change of its roles,
 * with the operator who asked for it and the one who approved it (null for the first-admin
 * bootstrap of `npm run ops`, and for grants made before this migration). An approval is refused
 * from an operator whose account or roles the requester asked for or approved, and the other way
 * round (modules/admin/independence.ts): nobody approves their own request through an operator they
 * made. Existing accounts are carried over from `operator_accounts.created_by` and the recorded
 * role changes.
 *
 * `operator_approvals` gains a claim (`claimed_by`, `claimed_until`): an approver claims a pending
 * request for a minute while its action runs; the request becomes `approved` only in the action's
 * own transaction (with its audit entry), so a crash or a failure leaves it pending or failed,
 * never approved without its effect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('operator_grants'))
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('create', 'roles')`))
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_grants_by_operator').on('operator_grants').column('operator').execute();
  await sql`insert into operator_grants (operator, kind, roles, requested_by, approved_by, created_at)
    select name, 'create', roles, created_by, null, created_at from operator_accounts`.execute(db);
  await sql`insert into operator_grants (operator, kind, roles, requested_by, approved_by, created_at)
    select subject, 'roles', "after", operator, approved_by, created_at from operator_actions where action = 'operators.roles'`.execute(db);
  await db.schema.alterTable('operator_approvals').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('operator_approvals').addColumn('claimed_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operator_approvals').dropColumn('claimed_until').execute();
  await db.schema.alterTable('operator_approvals').dropColumn('claimed_by').execute();
  await db.schema.dropTable('operator_grants').execute();
}
