import type { Kysely, Transaction } from 'kysely';
import { MESSAGES_TOPIC, ZNotifyParams, type TMessagesPush, type TNotifyKind, type TNotifyParams } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TBus } from '../../platform/bus.js';
import { messagesRepository } from './messages.repository.js';

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
  return messagesRepository.insertMessage(tx, { user_id: n.userId, kind: n.kind, params: JSON.stringify(params), ref: n.ref, created_at: n.now });
}

/**
 * Writes many notifications in the caller's transaction with one statement per 1,000 (the hot
 * settlement paths: one insert per job, not one per order), each idempotent on (user, kind, ref)
 * like notify(). The message feed (message-feed.ts) announces them once committed.
 */
export async function notifyMany(tx: Kysely<TDatabase> | Transaction<TDatabase>, list: TNotification[]): Promise<void> {
  const rows = list.map((n) => ({ user_id: n.userId, kind: n.kind, params: JSON.stringify(ZNotifyParams[n.kind].parse(n.params)), ref: n.ref, created_at: n.now }));
  await messagesRepository.insertMessages(tx, rows);
}

/** Ids announced directly on a bus, so the feed does not push them a second time. */
const announced = new WeakMap<TBus, Set<string>>();

/** Whether a message was announced on this bus already (and remembers it when `isMarking`). */
export function wasAnnounced(bus: TBus, id: bigint, isMarking = false): boolean {
  let set = announced.get(bus);
  if (!set) announced.set(bus, (set = new Set()));
  const key = String(id);
  if (set.has(key)) return true;
  if (isMarking) {
    set.add(key);
    // Bounded: the feed only looks back a little, so old ids need not be remembered.
    if (set.size > 10_000) set.delete(set.values().next().value!);
  }
  return false;
}

/**
 * Tells the user's open pages (private topic `messages`) that a message arrived. Call after commit.
 * Optional: the message feed announces every committed message within about a second anyway
 * (from any process: a job, the ops command line); calling it just makes the push immediate.
 */
export function announceMessage(bus: TBus, userId: bigint, id: bigint, kind: TNotifyKind): void {
  if (wasAnnounced(bus, id, true)) return;
  bus.publish(messagesTopic(userId), { type: 'message', id: String(id), kind } satisfies TMessagesPush);
}
