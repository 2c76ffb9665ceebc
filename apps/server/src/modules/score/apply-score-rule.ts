import type { Kysely, Transaction } from 'kysely';
import type { TScoreRule } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { changeScore, type TScoreChangeResult } from './change-score.js';
import { SCORE_RULE_DELTAS } from './score-rules.js';

/**
 * Applies one rule of the published table (score-rules.ts) at its event, in the event's own
 * transaction, so the score changes exactly when the event commits. `ref` names the event (for
 * example `deposit:12`, `kyc:7`): the same rule and ref twice is applied once, so a retried review
 * or a job run twice changes nothing more. Returns the change, or null when it was already applied.
 * After the commit, a caller with a bus may pass `messageId` to announceMessage (messages/notify.ts).
 * @throws Error when the user does not exist.
 */
export function applyScoreRule(
  tx: Kysely<TDatabase> | Transaction<TDatabase>,
  event: { userId: bigint; rule: TScoreRule; ref: string; now: number | bigint },
): Promise<TScoreChangeResult | null> {
  return changeScore(tx, {
    userId: event.userId,
    eventKey: `rule:${event.rule}:${event.ref}`,
    source: { rule: event.rule },
    reason: '',
    delta: SCORE_RULE_DELTAS[event.rule],
    now: BigInt(event.now),
  });
}
