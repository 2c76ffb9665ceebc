import type { TMessagesPush, TNotifyKind } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { messagesRepository } from './messages.repository.js';
import { messagesTopic, wasAnnounced } from './notify.js';

/**
 * How far below the highest id seen each read looks again on PostgreSQL: there a transaction that
 * took its ids earlier can commit after one that took later ids, so a plain "id above the last"
 * would miss it. Pushed ids are remembered, so none is pushed twice. SQLite has one writer: ids
 * commit in order.
 */
const PG_LOOK_BACK_IDS = 1_000n;
const BATCH = 5_000;

export type TMessageFeed = {
  /** Reads the messages committed since the last sync (any process's) and pushes each to its owner's pages. */
  sync(): Promise<void>;
  start(): void;
  stop(): void;
};

const feeds = new WeakMap<TDeps, TMessageFeed>();

export function messageFeedOf(deps: TDeps): TMessageFeed {
  const feed = feeds.get(deps);
  if (!feed) throw new Error('no message feed for these deps');
  return feed;
}

/**
 * The live part of messages: notifications are written in their event's transaction by notify()
 * (a review, a settlement job, the ops command line: any process), and this feed, once a second,
 * reads those committed since and pushes a TMessagesPush on the private topic `messages` of each
 * owner with an open page (the bus decides who hears it: only its owner's sockets). It only reads
 * by primary key above a watermark, so it costs nothing while nothing happens.
 */
export function createMessageFeed(deps: Pick<TDeps, 'db' | 'bus' | 'logger' | 'dialect'>): TMessageFeed {
  const LOOK_BACK_IDS = deps.dialect === 'postgres' ? PG_LOOK_BACK_IDS : 0n;
  let highest: bigint | null = null;
  const pushed = new Set<bigint>();
  let timer: NodeJS.Timeout | null = null;
  let isSyncing = false;

  const feed: TMessageFeed = {
    async sync() {
      if (isSyncing) return;
      isSyncing = true;
      try {
        if (highest === null) {
          // First read: what exists already was written before this process listened.
          highest = await messagesRepository.highestMessageId(deps.db);
          return;
        }
        let after = highest > LOOK_BACK_IDS ? highest - LOOK_BACK_IDS : 0n;
        for (;;) {
          const rows = await messagesRepository.messagesAfter(deps.db, after, BATCH);
          for (const row of rows) {
            const id = BigInt(row.id);
            if (id > highest) highest = id;
            if (pushed.has(id)) continue;
            pushed.add(id);
            if (wasAnnounced(deps.bus, id)) continue;
            const topic = messagesTopic(BigInt(row.user_id));
            if (deps.bus.hasSubscribers(topic)) deps.bus.publish(topic, { type: 'message', id: String(id), kind: row.kind as TNotifyKind } satisfies TMessagesPush);
          }
          if (rows.length < BATCH) break;
          after = BigInt(rows[rows.length - 1].id);
        }
        const floor = highest > LOOK_BACK_IDS ? highest - LOOK_BACK_IDS : 0n;
        for (const id of pushed) if (id <= floor) pushed.delete(id);
      } finally {
        isSyncing = false;
      }
    },
    start() {
      if (timer) return;
      const loop = () => {
        timer = setTimeout(() => {
          feed
            .sync()
            .catch((error) => deps.logger.error({ err: error }, 'message feed failed'))
            .finally(() => {
              if (timer) loop();
            });
        }, 1_000).unref();
      };
      loop();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
  return feed;
}

/** Creates the feed of these deps (app.ts); main.ts starts it, tests call sync() by hand. */
export function installMessageFeed(deps: TDeps): TMessageFeed {
  const feed = createMessageFeed(deps);
  feeds.set(deps, feed);
  return feed;
}
