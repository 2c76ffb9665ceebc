type TFeed = { users: number; stop: () => void };

const feeds = new Map<string, TFeed>();

/**
 * Shares one feed between every user of the same id: the first `join` starts it, the last leave
 * stops it. Live queries need this because several components read the same query (the trades
 * list and the book's last price both use useTrades): each push must be folded into the cache once,
 * or a trade would be listed twice.
 */
export function joinFeed(id: string, start: () => () => void): () => void {
  let feed = feeds.get(id);
  if (!feed) {
    feed = { users: 0, stop: start() };
    feeds.set(id, feed);
  }
  feed.users += 1;
  let hasLeft = false;
  return () => {
    if (hasLeft) return;
    hasLeft = true;
    feed.users -= 1;
    if (feed.users === 0) {
      feed.stop();
      feeds.delete(id);
    }
  };
}
