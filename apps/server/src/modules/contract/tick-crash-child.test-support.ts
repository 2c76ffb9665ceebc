/**
 * A process that dies (kill -9 by its own hand) between recording a tick and queueing its trigger
 * jobs, for contract-crash.test.ts: it builds the app on the test's database (test/job-child.ts's
 * environment), records a tick of btcusdt at TICK_PRICE (in price ticks), and the moment the
 * contract engine queues a trigger job for it, SIGKILLs itself, its transaction uncommitted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { childEnv } from '../../test/job-child.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { CONTRACT_TRIGGER_KIND } from './trigger-job.js';

const env = childEnv();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-tick-crash-'));
const { deps } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dataDir }), isDemo: true }, database: env.database });
const enqueue = deps.jobs.enqueue;
deps.jobs.enqueue = async (spec, db) => {
  if (spec.kind === CONTRACT_TRIGGER_KIND) process.kill(process.pid, 'SIGKILL');
  return enqueue(spec, db);
};
const price = BigInt(process.env.TICK_PRICE!);
await priceTicksRepository.insert(deps.db, [{ symbol: 'btcusdt', price, method: 'median', sources: [{ source: 'test-feed', price: String(price / 100n), time: Date.now() }], observedAt: Date.now() }]);
process.stdout.write('recorded\n');
await deps.priceTicks.step();
await new Promise((resolve) => setTimeout(resolve, 10_000));
process.stdout.write('not killed\n');
