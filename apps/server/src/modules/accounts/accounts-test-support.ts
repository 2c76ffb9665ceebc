import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { manualClock } from '../../platform/clock.js';
import { openDatabase, type TDb, type TDialectName } from '../../platform/db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDemo, seedParams } from '../demo/seed.js';
import { createTestSchema, dropTestSchema } from '../../test/test-schemas.js';

export type TTwinApps = {
  apps: [FastifyInstance, FastifyInstance];
  clock: ReturnType<typeof manualClock>;
  /** POSTs form-encoded to one of the two processes. */
  call(index: 0 | 1, url: string, body?: Record<string, string>): Promise<any>;
  close(): Promise<void>;
};

/**
 * Two app instances, each with its own connection pool, on ONE database (a fresh PostgreSQL schema,
 * or one SQLite file): the shape of two API processes behind a load balancer. Anything they must
 * agree on (limits, codes) has to live in the database, not in either process.
 */
export async function startTwinApps(dialect: TDialectName): Promise<TTwinApps> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-twin-'));
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const open = (): TDb =>
    dialect === 'sqlite' ? openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'db.sqlite') }) : openDatabase({ kind: 'postgres', url, schema });
  const first = open();
  if (dialect === 'sqlite') await migrateToLatest(first.db);
  else await createTestSchema(url, schema);
  const second = open();
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDist: path.join(dataDir, 'no-web'), checkResponses: true };
  const clock = manualClock(Date.UTC(2026, 10, 22, 12));
  const a = await buildApp({ config, database: first, clock });
  const b = await buildApp({ config, database: second, clock });
  await seedParams(a.deps);
  await seedDemo(a.deps);
  await a.app.ready();
  await b.app.ready();
  const apps: [FastifyInstance, FastifyInstance] = [a.app, b.app];
  return {
    apps,
    clock,
    async call(index, url, body = {}) {
      const response = await apps[index].inject({
        method: 'POST',
        url: `/bb${url}`,
        payload: new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return response.json();
    },
    async close() {
      await a.app.close();
      await b.app.close();
      await first.close();
      await second.close();
      if (dialect === 'postgres') await dropTestSchema(url, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
