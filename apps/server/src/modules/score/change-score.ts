import type { Kysely, Transaction } from 'kysely';
import { SCORE_BOUNDS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { notify } from '../messages/notify.js';
import { scoreRepository } from './score.repository.js';

type TTx = Kysely<TDatabase> | Transaction<TDatabase>;

export type TScoreChangeInput = {
  userId: bigint;
  /** Unique per user: the same key twice is one change (the second does nothing). */
  eventKey: string;
  source: { rule: string } | { operator: string };
  reason: string;
  delta: number;
  now: bigint;
};

/** What a change did: its history row, the change actually made and the score after; the notification's id if one was written. */
export type TScoreChangeResult = { id: bigint; delta: number; score: number; messageId: bigint | null };

const clamp = (value: number) => Math.min(SCORE_BOUNDS.max, Math.max(SCORE_BOUNDS.min, value));

/**
 * Changes a user's score by `delta` within the 0..100 bounds, in the caller's transaction, and
 * records it in the history with what was actually changed (0 at a bound: the event still counts
 * once). The history row is written first, keyed by (user, event key): a second call for the same
 * event waits on or finds that row and changes nothing (returns null). The score itself moves by a
 * compare-and-set, so two events at once cannot lose one another. The user hears of a real change
 * by a `scoreChanged` notification in the same transaction; the caller announces it after commit.
 * @throws Error when the user does not exist.
 */
export async function changeScore(tx: TTx, input: TScoreChangeInput): Promise<TScoreChangeResult | null> {
  const rule = 'rule' in input.source ? input.source.rule : null;
  const operator = 'operator' in input.source ? input.source.operator : null;
  const id = await scoreRepository.claimEvent(tx, { user_id: input.userId, event_key: input.eventKey, rule, operator, reason: input.reason, now: input.now });
  if (id === undefined) return null;
  for (let attempt = 0; ; attempt += 1) {
    const score = await scoreRepository.scoreOf(tx, input.userId);
    if (score === undefined) throw new Error(`score change for unknown user ${input.userId}`);
    const before = Number(score);
    const after = clamp(before + input.delta);
    if (await scoreRepository.compareAndSet(tx, input.userId, score, BigInt(after))) {
      const delta = after - before;
      await scoreRepository.settleEvent(tx, id, BigInt(delta), BigInt(after));
      const messageId =
        delta === 0
          ? null
          : await notify(tx, {
              userId: input.userId,
              kind: 'scoreChanged',
              params: { delta: delta > 0 ? `+${delta}` : String(delta), score: String(after), reason: rule ?? input.reason },
              ref: `score:${id}`,
              now: input.now,
            });
      return { id, delta, score: after, messageId };
    }
    if (attempt >= 20) throw new Error(`score of user ${input.userId} kept changing`);
  }
}
