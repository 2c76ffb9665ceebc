/**
 * WebSocket fan-out: 1,000 clients (in a child process) subscribed to one market's trades while
 * the server publishes 20 events a second for 10 s; prints the server's event-loop lag
 * percentiles and how many messages arrived.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { NO_LIMITS } from './no-limits.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';

export async function runWsBench(clients = 1000, rate = 20, seconds = 10): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-ws-bench-'));
  const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
  await migrateToLatest(database.db);
  const { app, deps } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dir }), webDist: path.join(dir, 'none') }, database, ...NO_LIMITS });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const topic = 'market.btcusdt.trade.detail';
  const child = fork(path.join(import.meta.dirname, 'ws-clients.ts'), [`${address.replace('http', 'ws')}/bb/ws`, String(clients), topic], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve) => child.on('message', (m: { ready?: boolean }) => m.ready && resolve()));
  await new Promise((r) => setTimeout(r, 500));

  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  let sent = 0;
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      deps.bus.publish(topic, { data: [{ price: 60000 + (sent % 50), amount: 0.01, direction: sent % 2 ? 'buy' : 'sell', ts: Date.now() }] });
      sent += 1;
      if (Date.now() - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / rate);
  });
  lag.disable();
  await new Promise((r) => setTimeout(r, 1000));
  const received = await new Promise<number>((resolve) => {
    child.once('message', (m: { received: number }) => resolve(m.received));
    child.send({ report: true });
  });
  const ms = (ns: number) => (ns / 1e6).toFixed(2);
  console.log(
    `ws: ${clients} clients × ${rate} msg/s for ${seconds} s: ${sent} events, ${received.toLocaleString('en-US')} of ${(sent * clients).toLocaleString('en-US')} messages delivered; ` +
      `event-loop lag p50 ${ms(lag.percentile(50))} ms, p99 ${ms(lag.percentile(99))} ms, max ${ms(lag.max)} ms`,
  );
  child.kill();
  await app.close();
  await database.close();
}
