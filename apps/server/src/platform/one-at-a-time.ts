/** The tail of each key's queue of work in this process. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs work of one key one after another in this process. The limits reserve a try before a
 * slow password check and give it back after a right password, so without this a user's own
 * concurrent requests (several withdrawals sent at once, all with the right fund password) would
 * hold every try for a moment and be refused as "too many tries". Other processes are still
 * bounded by the shared counter.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  queues.set(key, run);
  try {
    return await run;
  } finally {
    if (queues.get(key) === run) queues.delete(key);
  }
}
