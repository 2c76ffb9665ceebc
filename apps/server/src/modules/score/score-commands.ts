import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { changeScore } from './change-score.js';

type TCtx = { db: Kysely<TDatabase>; clock: TClock };

const USAGE = 'usage: score:adjust USER DELTA REASON (USER: UID, e-mail or id:N; DELTA a whole number from -100 to 100, not 0; REASON shown to the user)';

/** Finds a user by UID, e-mail or `id:<database id>` (a UID is digits too, so an id is marked). */
async function findUser(db: Kysely<TDatabase>, who: string) {
  const id = /^id:(\d{1,18})$/.exec(who);
  if (id) return accountsRepository.findById(db, BigInt(id[1]));
  return accountsRepository.findByUidOrEmail(db, who);
}

/**
 * `npm run ops -- score:adjust USER DELTA REASON`: an operator's change of a user's score, within
 * the 0..100 bounds, with the reason the user sees in their history and their notification. The
 * change and its operator_actions record commit together; each command is its own event (two
 * identical adjustments are two changes, as the operator typed them twice).
 * @throws Error on a bad argument or an unknown user.
 */
export async function adjustScoreFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [who, deltaText, ...words] = args;
  const reason = words.join(' ').trim();
  if (!who || !deltaText || !/^[+-]?\d{1,3}$/.test(deltaText) || reason === '') throw new Error(USAGE);
  const delta = Number(deltaText);
  if (delta === 0 || delta < -100 || delta > 100) throw new Error(USAGE);
  if (reason.length > 200) throw new Error('the reason is at most 200 characters');
  const user = await findUser(ctx.db, who);
  if (!user) throw new Error(`no such user: ${who}`);
  return ctx.db.transaction().execute(async (tx) => {
    const now = BigInt(ctx.clock.now());
    const change = await changeScore(tx, { userId: user.id, eventKey: `operator:${randomUUID()}`, source: { operator }, reason, delta, now });
    if (!change) throw new Error('the adjustment was not recorded');
    await recordOperatorAction(tx, ctx.clock, {
      operator,
      action: 'score:adjust',
      subject: `user:${user.id}`,
      detail: { requested: delta, applied: change.delta, scoreAfter: change.score, reason, historyId: String(change.id) },
    });
    return `user ${user.uid}: score ${change.score} (${change.delta >= 0 ? '+' : ''}${change.delta}; requested ${deltaText})`;
  });
}
