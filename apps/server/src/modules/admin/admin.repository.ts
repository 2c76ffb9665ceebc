import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TOperatorAccountsTable, TOperatorApprovalsTable, TOperatorGrantsTable, TOperatorSessionsTable } from '../../platform/db/schema-operators.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The operator console's tables (operator_accounts, operator_sessions, operator_recovery_codes,
 * operator_approvals, operator_actions, operator_grants) are read and written here only (issue 25).
 * The alerts table is the platform's (`platform/jobs/alerts.repository.ts`): lower modules raise alerts.
 */
export const adminRepository = {
  /** The pending approvals of an action for these subjects (id and subject only): "is it already asked?". */
  pendingApprovalsFor(db: TDbOrTx, action: string, subjects: readonly string[]) {
    if (subjects.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('operator_approvals')
      .select(['id', 'subject'])
      .where('action', '=', action)
      .where('status', '=', 'pending')
      .where('subject', 'in', [...subjects])
      .execute();
  },

  /** Every request of an action still waiting for a second operator, oldest first. */
  pendingApprovalsOf(db: TDbOrTx, action: string) {
    return db.selectFrom('operator_approvals').selectAll().where('action', '=', action).where('status', '=', 'pending').orderBy('id').execute();
  },

  /** How many requests wait for a second operator, all actions together (the dashboard's queue). */
  async countPendingApprovals(db: TDbOrTx): Promise<number> {
    const row = await db
      .selectFrom('operator_approvals')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  // ------------------------------------------------------------ operator_accounts

  findOperatorByName(db: TDbOrTx, name: string) {
    return db.selectFrom('operator_accounts').selectAll().where('name', '=', name).executeTakeFirst();
  },

  /** @throws NoResultError when no operator has this name. */
  getOperatorByName(db: TDbOrTx, name: string) {
    return db.selectFrom('operator_accounts').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  },

  /** @throws NoResultError when no operator has this id. */
  getOperatorById(db: TDbOrTx, id: bigint) {
    return db.selectFrom('operator_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  },

  listOperators(db: TDbOrTx) {
    return db.selectFrom('operator_accounts').selectAll().orderBy('name').execute();
  },

  async insertOperator(db: TDbOrTx, values: Insertable<TOperatorAccountsTable>): Promise<void> {
    await db.insertInto('operator_accounts').values(values).execute();
  },

  /** Changes an operator's columns (roles, password hash, disabled, last log-in, a cleared TOTP). */
  async updateOperator(db: TDbOrTx, id: bigint, values: Updateable<TOperatorAccountsTable>): Promise<void> {
    await db.updateTable('operator_accounts').set(values).where('id', '=', id).execute();
  },

  /** Accepts a TOTP step once: guarded by the last step accepted, so a code raced twice passes once. */
  async spendTotpStep(db: TDbOrTx, id: bigint, step: bigint): Promise<boolean> {
    const result = await db.updateTable('operator_accounts').set({ totp_last_step: step }).where('id', '=', id).where('totp_last_step', '<', step).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Keeps a TOTP secret to enrol, unless one is kept already (two first log-ins keep the first). */
  async setTotpSecretIfNone(db: TDbOrTx, id: bigint, secret: string): Promise<void> {
    await db.updateTable('operator_accounts').set({ totp_secret: secret }).where('id', '=', id).where('totp_secret', 'is', null).execute();
  },

  /** Marks TOTP enrolled once: false when it already was. */
  async markTotpEnrolled(db: TDbOrTx, id: bigint, at: bigint): Promise<boolean> {
    const result = await db.updateTable('operator_accounts').set({ totp_enrolled_at: at }).where('id', '=', id).where('totp_enrolled_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  // ------------------------------------------------------------ operator_recovery_codes

  /** Spends an unused recovery code once (guarded by used_at). */
  async spendRecoveryCode(db: TDbOrTx, operatorId: bigint, codeHash: string, at: bigint): Promise<boolean> {
    const result = await db
      .updateTable('operator_recovery_codes')
      .set({ used_at: at })
      .where('operator_id', '=', operatorId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Spends every unused recovery code of an operator (new ones made, or the second factor reset). */
  async voidRecoveryCodes(db: TDbOrTx, operatorId: bigint, at: bigint): Promise<void> {
    await db.updateTable('operator_recovery_codes').set({ used_at: at }).where('operator_id', '=', operatorId).where('used_at', 'is', null).execute();
  },

  async insertRecoveryCodes(db: TDbOrTx, operatorId: bigint, codeHashes: readonly string[], at: bigint): Promise<void> {
    await db.insertInto('operator_recovery_codes').values(codeHashes.map((code_hash) => ({ operator_id: operatorId, code_hash, created_at: at, used_at: null }))).execute();
  },

  // ------------------------------------------------------------ operator_sessions

  async insertSession(db: TDbOrTx, values: Insertable<TOperatorSessionsTable>): Promise<void> {
    await db.insertInto('operator_sessions').values(values).execute();
  },

  /** A session by its token's hash, with its operator's name, roles and disabled mark. */
  findSessionByTokenHash(db: TDbOrTx, tokenHash: string) {
    return db
      .selectFrom('operator_sessions as s')
      .innerJoin('operator_accounts as o', 'o.id', 's.operator_id')
      .select(['s.id', 's.operator_id', 's.stage', 's.last_seen_at', 's.expires_at', 's.revoked_at', 'o.name', 'o.roles', 'o.disabled_at'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** An operator's live sessions, newest first (at most 50). */
  liveSessionsOf(db: TDbOrTx, operatorId: bigint, now: bigint) {
    return db
      .selectFrom('operator_sessions')
      .selectAll()
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
  },

  async touchSession(db: TDbOrTx, id: bigint, at: bigint): Promise<void> {
    await db.updateTable('operator_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  },

  /** An enrolment session becomes a full one, ending `absoluteMs` after it was opened. */
  async markSessionReady(db: TDbOrTx, id: bigint, absoluteMs: bigint): Promise<void> {
    await db
      .updateTable('operator_sessions')
      .set({ stage: 'ready', expires_at: sql<bigint>`created_at + ${absoluteMs}` })
      .where('id', '=', id)
      .execute();
  },

  /** Revokes an operator's live sessions (all, all but `keep`, or `only` one); returns how many. */
  async revokeSessions(db: TDbOrTx, operatorId: bigint, at: bigint, options: { keep?: bigint; only?: bigint } = {}): Promise<number> {
    let query = db.updateTable('operator_sessions').set({ revoked_at: at }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null);
    if (options.keep !== undefined) query = query.where('id', '!=', options.keep);
    if (options.only !== undefined) query = query.where('id', '=', options.only);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  // ------------------------------------------------------------ operator_approvals

  async insertApproval(db: TDbOrTx, values: Insertable<TOperatorApprovalsTable>): Promise<bigint> {
    const row = await db.insertInto('operator_approvals').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  findApproval(db: TDbOrTx, id: bigint) {
    return db.selectFrom('operator_approvals').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Claims a pending request for a decider until `until`, unless another's claim still holds. */
  async claimApproval(db: TDbOrTx, id: bigint, by: string, now: bigint, until: bigint): Promise<boolean> {
    const result = await db
      .updateTable('operator_approvals')
      .set({ claimed_by: by, claimed_until: until })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Decides a request still pending and claimed by `claimedBy`: false when it is not so any more. */
  async decideClaimedApproval(db: TDbOrTx, id: bigint, claimedBy: string, values: Updateable<TOperatorApprovalsTable>): Promise<boolean> {
    const result = await db
      .updateTable('operator_approvals')
      .set(values)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('claimed_by', '=', claimedBy)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  async setApprovalResult(db: TDbOrTx, id: bigint, result: string): Promise<void> {
    await db.updateTable('operator_approvals').set({ result }).where('id', '=', id).execute();
  },

  /** @throws NoResultError when there is no such request. */
  getApprovalOutcome(db: TDbOrTx, id: bigint) {
    return db.selectFrom('operator_approvals').select(['status', 'result']).where('id', '=', id).executeTakeFirstOrThrow();
  },

  /** A page of the queue: pending ones oldest first, or decided ones newest first, with the total. */
  async approvalsPage(db: TDbOrTx, input: { isPending: boolean; pageNo: number; pageSize: number }) {
    const { isPending } = input;
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
    return { total: Number(total.n), rows };
  },

  // ------------------------------------------------------------ operator_grants

  /** Whether either operator asked for or approved the other's creation or a change of its roles. */
  async areTied(db: TDbOrTx, a: string, b: string): Promise<boolean> {
    const row = await db
      .selectFrom('operator_grants')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('operator', '=', a), eb.or([eb('requested_by', '=', b), eb('approved_by', '=', b)])]),
          eb.and([eb('operator', '=', b), eb.or([eb('requested_by', '=', a), eb('approved_by', '=', a)])]),
        ]),
      )
      .executeTakeFirst();
    return Boolean(row);
  },

  async insertGrant(db: TDbOrTx, values: Insertable<TOperatorGrantsTable>): Promise<void> {
    await db.insertInto('operator_grants').values(values).execute();
  },

  // ------------------------------------------------------------ operator_actions (written by audit/record-operator-action.ts)

  /**
   * A page of the audit log, newest first, with the total. `action` is a prefix; `subject` and `q`
   * (reason or detail) are lower-case "contains" patterns, already escaped for LIKE with `\`.
   */
  async auditPage(
    db: TDbOrTx,
    input: { operator?: string; actionPrefix?: string; subjectLike?: string; textLike?: string; from?: bigint; to?: bigint; pageNo: number; pageSize: number },
  ) {
    let query = db.selectFrom('operator_actions');
    if (input.operator) query = query.where('operator', '=', input.operator);
    if (input.actionPrefix !== undefined) query = query.where(sql<boolean>`action like ${input.actionPrefix} escape '\\'`);
    if (input.subjectLike !== undefined) query = query.where(sql<boolean>`lower(subject) like ${input.subjectLike} escape '\\'`);
    if (input.textLike !== undefined) query = query.where(sql<boolean>`(lower(reason) like ${input.textLike} escape '\\' or lower(detail) like ${input.textLike} escape '\\')`);
    if (input.from !== undefined) query = query.where('created_at', '>=', input.from);
    if (input.to !== undefined) query = query.where('created_at', '<=', input.to);
    const total = await query.select(sql<string | number | bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  },

  /** The newest audit entries, by id (`npm run ops -- audit:list`). */
  latestActions(db: TDbOrTx, limit: number) {
    return db.selectFrom('operator_actions').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },
};
