import type { Kysely } from 'kysely';
import { KYC_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import type { TBus } from '../../platform/bus.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { announceMessage, notify } from '../messages/notify.js';
import { applyScoreRule } from '../score/apply-score-rule.js';
import { kycRepository, SUBMISSION, type TKycSubmission } from './kyc.repository.js';
import { presentKycSubmission } from './present-kyc.js';
import { earnCashbacks } from '../invites/earn-cashback.js';

export type TKycDecision = { id: bigint; operator: string; approve: boolean; reason: string; approvedBy?: string | null };
/** Without a bus (the ops command line, another process) the message feed (messages/message-feed.ts) announces the message within about a second. */
export type TKycReviewDeps = { db: Kysely<TDatabase>; clock: TClock; bus?: TBus };

/** The identity is verified on another account: approving would give one person two accounts. */
export class KycIdentityTaken extends AppError {
  constructor(readonly otherUserId: bigint) {
    super('kycIdentityTaken');
  }
}

async function refuseTakenIdentity(db: Kysely<TDatabase>, row: TKycSubmission): Promise<void> {
  const other = await kycRepository.verifiedElsewhere(db, row.identity_hash, row.user_id);
  if (other) throw new KycIdentityTaken(other.user_id);
}

/**
 * The operator's decision on a submission under review, taken once: a guarded update (status 1 →
 * 2 or 3), so two operators deciding at once, or a replay, decide once; the other is told
 * "already reviewed". Approving sets the user verified with the document's country (which the
 * products' access rules then prefer) and is refused when the identity is verified on another
 * account (also held by a unique index, for two approvals racing). Rejecting needs a reason, which
 * the user sees. The user's state, the operator's record and the personal notification are written
 * in one transaction; the notification is announced after the commit.
 * @throws AppError reasonRequired, noData, alreadyReviewed; KycIdentityTaken
 */
export async function reviewKyc(deps: TKycReviewDeps, decision: TKycDecision) {
  if (!decision.approve && !decision.reason) throw new AppError('reasonRequired');
  const before = await kycRepository.findById(deps.db, decision.id);
  if (!before) throw new AppError('noData');
  if (before.status !== SUBMISSION.review) throw new AppError('alreadyReviewed');
  if (decision.approve) await refuseTakenIdentity(deps.db, before);
  const kind = decision.approve ? 'kycApproved' : 'kycRejected';
  let decided: { row: TKycSubmission; messageId: bigint | null; scoreMessageId: bigint | null };
  try {
    decided = await deps.db.transaction().execute(async (tx) => {
      const now = BigInt(deps.clock.now());
      const status = decision.approve ? SUBMISSION.approved : SUBMISSION.rejected;
      const row = await kycRepository.decide(tx, decision.id, status, decision.approve ? '' : decision.reason, decision.operator, now);
      if (!row) throw new AppError('alreadyReviewed');
      await kycRepository.settleUser(tx, row.user_id, BigInt(decision.approve ? KYC_STATUS.verified : KYC_STATUS.rejected), decision.approve ? row.id_country : null, now);
      await recordOperatorAction(tx, deps.clock, {
        operator: decision.operator,
        action: decision.approve ? 'kyc:approve' : 'kyc:reject',
        subject: `kyc:${row.id}`,
        detail: { userId: String(row.user_id), reason: row.reason },
        reason: decision.reason,
        before: { status: 'review', userId: String(row.user_id) },
        after: { status: decision.approve ? 'approved' : 'rejected', userId: String(row.user_id), idCountry: row.id_country, reason: row.reason },
        approvedBy: decision.approvedBy ?? null,
      });
      const ref = `kyc:${row.id}`;
      const messageId = decision.approve
        ? await notify(tx, { userId: row.user_id, kind: 'kycApproved', params: {}, ref, now })
        : await notify(tx, { userId: row.user_id, kind: 'kycRejected', params: { reason: row.reason }, ref, now });
      // A verified identity may earn the referrer's cashback: fixed and reserved now (modules/invites).
      if (decision.approve) await earnCashbacks(tx, Number(now), [row.user_id]);
      // The published score rule of a verified identity, once per submission (modules/score).
      const scored = decision.approve ? await applyScoreRule(tx, { userId: row.user_id, rule: 'identityVerified', ref, now }) : null;
      return { row, messageId, scoreMessageId: scored?.messageId ?? null };
    });
  } catch (error) {
    // Two approvals of one identity on two accounts at once: the unique index let one through.
    if (decision.approve && !(error instanceof AppError)) await refuseTakenIdentity(deps.db, before);
    throw error;
  }
  if (decided.messageId !== null && deps.bus) announceMessage(deps.bus, decided.row.user_id, decided.messageId, kind);
  if (decided.scoreMessageId !== null && deps.bus) announceMessage(deps.bus, decided.row.user_id, decided.scoreMessageId, 'scoreChanged');
  return presentKycSubmission(decided.row);
}
