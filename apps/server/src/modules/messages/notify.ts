import type { Kysely, Transaction } from 'kysely';
import { MESSAGES_TOPIC, ZNotifyParams, type TMessagesPush, type TNotifyKind, type TNotifyParams } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TBus } from '../../platform/bus.js';

export const messagesTopic = (userId: bigint) => `user.${userId}.${MESSAGES_TOPIC}`;

export type TNotification<K extends TNotifyKind = TNotifyKind> = {
  userId: bigint;
  kind: K;
  params: TNotifyParams<K>;
  /** What makes it one event (the deposit's id, the order's id, the day…): the same ref twice is one message. */
  ref: string;
  now: bigint;
};

/**
 * Writes a personal notification in the caller's transaction, so it exists exactly when the event
 * it tells of committed. Idempotent on (user, kind, ref): a job run twice writes one message.
 * Returns the new message's id, or null when it already existed. After the commit, call
 * `announceMessage` so the user's open pages hear of it.
 */
export async function notify<K extends TNotifyKind>(tx: Kysely<TDatabase> | Transaction<TDatabase>, n: TNotification<K>): Promise<bigint | null> {
  const params = ZNotifyParams[n.kind].parse(n.params);
  const row = await tx
    .insertInto('user_messages')
    .values({ user_id: n.userId, kind: n.kind, params: JSON.stringify(params), ref: n.ref, created_at: n.now, read_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Tells the user's open pages (private topic `messages`) that a message arrived. Call after commit. */
export function announceMessage(bus: TBus, userId: bigint, id: bigint, kind: TNotifyKind): void {
  bus.publish(messagesTopic(userId), { type: 'message', id: String(id), kind } satisfies TMessagesPush);
}
