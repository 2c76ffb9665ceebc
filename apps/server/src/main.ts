import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openFromConfig } from './platform/db/open-from-config.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo, seedParams } from './modules/demo/seed.js';
import { seedContent } from './modules/content/seed-content.js';
import { createMarketMaker } from './modules/market-maker/market-maker.js';
import { seedProducts } from './modules/products/seed-products.js';
import { seedContracts } from './modules/contract/seed-contracts.js';
import { contractEngineOf } from './modules/contract/contract-engine.js';
import { seedSeconds } from './modules/seconds/seed-seconds.js';
import { secondsEngineOf } from './modules/seconds/seconds-engine.js';
import { messageFeedOf } from './modules/messages/message-feed.js';
import { seedNotices } from './modules/messages/seed-notices.js';
import { scheduleMaintenance } from './modules/maintenance/maintenance-job.js';
import { scheduleCheckpoints } from './modules/transparency/checkpoint-job.js';
import { scheduleInvitePayouts } from './modules/invites/invite-job.js';
import { scheduleRebateReserve } from './modules/invites/rebate-reserve-job.js';
import { fundDemoRewards } from './modules/invites/rewards-account.js';
import { seedLaunchpad } from './modules/launchpad/seed-launchpad.js';
import { scheduleFundAccruals } from './modules/fund/fund-job.js';
import { seedDemoFunds } from './modules/fund/seed-funds.js';
import { seedDemoFiat } from './modules/fiat/seed-fiat.js';
import { loadPriceConfig } from './modules/prices/price-config.js';
import { assertFeedHosts } from './modules/prices/create-prices.js';
import { catalogSyncOf } from './modules/catalog/catalog-sync.js';

/** `npm start`: migrate, seed, serve. Exits non-zero if any step fails. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openFromConfig(config);
  await migrateToLatest(database.db);
  // Real chains (README "Real chains"): production's node from CHAIN_RPC_URL; demo mode starts a
  // local anvil node and the signer unless CHAIN=0; without either every asset keeps the proof path.
  const isDemoChain = config.isDemo && !process.env.CHAIN_RPC_URL && process.env.CHAIN !== '0';
  // The chain's modules (viem and its cryptography) load only when a chain is configured: they cost seconds of start-up.
  const demoChain = isDemoChain
    ? await (await import('./modules/chain/demo-chain.js')).startDemoChain({
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        blockTime: process.env.CHAIN_BLOCK_TIME === undefined ? 1 : Number(process.env.CHAIN_BLOCK_TIME),
        log: (message) => console.warn(message),
      })
    : null;
  const chain = demoChain?.setup ?? (process.env.CHAIN_RPC_URL ? (await import('./modules/chain/chain-setup.js')).chainSetupFromEnv(process.env) : null);
  const { app, deps } = await buildApp({
    config,
    database,
    chain,
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
  });
  await seedParams(deps);
  // Production: a feed read from a host neither its own nor allowed by an operator stops here (README "Index prices").
  await assertFeedHosts(deps.db, config.isDemo);
  await seedContent(deps);
  await seedProducts(deps);
  await seedContracts(deps);
  await seedSeconds(deps);
  if (config.isDemo) await seedDemo(deps);
  if (config.isDemo) await seedNotices(deps);
  // Every process queues the current housekeeping slot; its key makes that one job (modules/maintenance).
  await scheduleMaintenance(deps);
  await scheduleCheckpoints(deps);
  // The invite payouts of the newest day whose maintenance window began; each run queues the next day.
  await scheduleInvitePayouts(deps);
  // The trade rebates accrued, reserved from the fee account every minute; each run queues the next.
  await scheduleRebateReserve(deps);
  // Demo mode: the invite rewards account holds demo capital, so a demo cashback can be paid.
  if (config.isDemo) await fundDemoRewards(deps);
  // Demo mode: three subscription projects (upcoming, subscribing, ended and allocated), once per database.
  if (config.isDemo) await seedLaunchpad(deps);
  // Funds: the daily accrual of the newest day whose window began (each run queues the next); demo mode seeds two funds once.
  await scheduleFundAccruals(deps);
  if (config.isDemo) await seedDemoFunds(deps);
  // Demo mode: both fiat channels on with demo terms, and the fiat treasury funded once.
  if (config.isDemo) await seedDemoFiat(deps);

  // The demo's node is new with its data: followed from its first block (the hot wallet's demo capital included).
  const watcher = deps.chain ? (await import('./modules/chain/chain-watcher.js')).createChainWatcher(deps, deps.chain, { startBlock: demoChain ? 1n : undefined }) : null;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await watcher?.stop();
    await app.close();
    await demoChain?.stop();
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
  // Index prices recorded every second (README "Index prices"); PRICE_RECORDER=0 leaves that to another process.
  // Before the market maker, which quotes around the recorded index.
  if (loadPriceConfig().isRecorderOn) deps.priceTicks.start();
  await marketMaker?.start();
  // Durable jobs: this process takes its share of the due ones until it closes (platform/jobs).
  deps.jobs.runner.start();
  // Contracts: the trigger book follows other processes' orders, and holders get their positions each second.
  contractEngineOf(deps).start();
  // Seconds contracts: each second, the orders other processes and jobs changed are read and pushed to their owners.
  secondsEngineOf(deps).start();
  // Messages: each second, the notifications any process committed are pushed to their owners' pages.
  messageFeedOf(deps).start();
  // The run-time catalogue: assets and markets other processes (ops, launchpad) added, every few seconds.
  catalogSyncOf(deps).start();
  // The chain watcher: new blocks, deposits confirming and credited (one process holds its lease).
  watcher?.start();
  app.log.info(
    { database: database.dialect, demo: config.isDemo, url: `http://localhost:${config.port}/` },
    'exchange ready',
  );
}

main().catch((error) => {
  console.error('start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
