import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies SQLite's write-ahead log back into the database file from a thread of its own. Left to
 * SQLite, the commit that crosses 1,000 WAL pages does that copy itself, on the event loop, and
 * the order path stalls for it (measured: a third of the HTTP benchmark's throughput). Here the
 * main connection never checkpoints (`wal_autocheckpoint = 0`) and a second connection runs a
 * PASSIVE checkpoint every `everyMs`: it never blocks the writer, and once it has caught up the
 * next commit starts the log from its beginning again. Under steady writes it may never quite
 * catch up, so past `restartFrames` (16 MB of 4 KB pages) it finishes with a RESTART checkpoint,
 * which holds new commits only for the few frames the PASSIVE runs left, and the log starts over. Data are not at
 * risk either way: a committed transaction is in the log, which SQLite replays after a crash.
 */
export type TWalCheckpointer = { stop(): Promise<void> };

// The worker is plain CommonJS (eval), so it needs no build step and runs under any loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
// Never wait: a RESTART that waited for a long reader (a ledger audit's snapshot) would hold the
// writer lock meanwhile and stall every commit; busy now, it is simply tried again next tick.
db.pragma('busy_timeout = 0');
const tick = () => {
  try {
    const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
    // A busy writer keeps adding frames, so the log may never be caught up and start over: past
    // restartFrames, finish the (by now short) rest with RESTART, which holds new writes that long.
    if (passive.log > workerData.restartFrames) db.pragma('wal_checkpoint(RESTART)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(tick, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.postMessage('stopped');
});
`;

export function startWalCheckpointer(file: string, options: { everyMs?: number; restartFrames?: number; onError?: (message: string) => void } = {}): TWalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs: options.everyMs ?? 100, restartFrames: options.restartFrames ?? 4096 } });
  worker.unref();
  const onError = options.onError ?? ((message: string) => process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: 'sqlite checkpoint failed', err: message })}\n`));
  worker.on('message', (message: { error?: string } | string) => {
    if (typeof message === 'object' && message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(String(error)));
  let hasExited = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => ((hasExited = true), resolve())));
  return {
    stop() {
      if (!hasExited) {
        worker.on('message', (message) => message === 'stopped' && void worker.terminate());
        worker.postMessage('stop');
      }
      return exited;
    },
  };
}
