import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openFromConfig } from './platform/db/open-from-config.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo, seedParams } from './modules/demo/seed.js';
import { seedContent } from './modules/content/seed-content.js';
import { createMarketMaker } from './modules/market-maker/market-maker.js';

/** `npm start`: migrate, seed, serve. Exits non-zero if any step fails. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openFromConfig(config);
  await migrateToLatest(database.db);
  const { app, deps } = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
  });
  await seedParams(deps);
  await seedContent(deps);
  if (config.isDemo) await seedDemo(deps);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Demo liquidity: on in demo mode unless MARKET_MAKER=0; off in production unless MARKET_MAKER=1.
  const isMarketMakerOn = process.env.MARKET_MAKER ? process.env.MARKET_MAKER === '1' : config.isDemo;
  const marketMaker = isMarketMakerOn ? createMarketMaker(deps) : null;
  app.addHook('onClose', async () => marketMaker?.stop());

  await app.listen({ port: config.port, host: config.host });
  await marketMaker?.start();
  app.log.info(
    { database: database.dialect, demo: config.isDemo, url: `http://localhost:${config.port}/` },
    'exchange ready',
  );
}

main().catch((error) => {
  console.error('start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
