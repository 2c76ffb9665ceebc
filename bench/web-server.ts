import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import type { TDeps } from '../apps/server/src/platform/deps.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedDemo, seedParams } from '../apps/server/src/modules/demo/seed.js';
import { seedContent } from '../apps/server/src/modules/content/seed-content.js';
import { createMarketMaker } from '../apps/server/src/modules/market-maker/market-maker.js';
import { NO_LIMITS } from './no-limits.js';

export const CHROMIUM = '/usr/bin/chromium';
const ROOT = path.resolve(import.meta.dirname, '..');

/** The built web app: WEB_DIST when it holds one and BENCH_SKIP_BUILD=1, else a fresh build. */
export function webDist(dir: string): string {
  const given = process.env.WEB_DIST;
  if (given && process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(given, 'pc.html'))) return given;
  const out = path.join(dir, 'web');
  execSync('npx vite build --logLevel error', { cwd: path.join(ROOT, 'apps/web'), env: { ...process.env, WEB_DIST: out }, stdio: ['ignore', 'ignore', 'inherit'] });
  return out;
}

export type TBenchWebServer = { app: FastifyInstance; deps: TDeps; address: string; browser: Browser; close(): Promise<void> };

/**
 * What the browser benchmarks stand on: the real app on a fresh SQLite file with the demo seeds,
 * no limits, one market-maker ladder per market (no history, no timer, so the first snapshot is a
 * real book), the built web app, and headless Chromium. `close` undoes all of it.
 */
export async function startBenchWebServer(name: string): Promise<TBenchWebServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `exchange-${name}-`));
  const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
  await migrateToLatest(database.db);
  const { app, deps } = await buildApp({ config: { ...loadConfig({ DATA_DIR: dir }), webDist: webDist(dir) }, database, ...NO_LIMITS });
  await seedParams(deps);
  await seedContent(deps);
  await seedDemo(deps);
  const maker = createMarketMaker(deps);
  await maker.start({ isTimerless: true, isHistoryOff: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    app,
    deps,
    address,
    browser,
    async close() {
      await browser.close();
      maker.stop();
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
