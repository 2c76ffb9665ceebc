import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { healthCall } from '@exchange/contracts';
import { resolveLocale } from '@exchange/i18n';
import { systemClock, type TClock } from './platform/clock.js';
import type { TConfig } from './platform/config.js';
import type { TDb } from './platform/db/database.js';
import { probeDatabase } from './platform/db/probe.js';
import type { TDeps } from './platform/deps.js';
import { AppError } from './platform/errors.js';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './platform/http/error-handler.js';
import { failure, refuseControlCharacters } from './platform/http/route.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { createSealer } from './platform/secret-seal.js';
import { installWebApp } from './platform/http/web-app.js';
import { outboxNotifier, productionNotifier, type TNotifier } from './platform/messaging/notifier.js';
import { memoryFloodGuard, RATE_LIMITS, sharedRateLimiter, type TFloodGuard, type TRateLimiter } from './platform/rate-limiter.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { scoreRoutes } from './modules/score/score.routes.js';
import { resolveSession } from './modules/accounts/sessions.js';
import { outboxRoutes } from './modules/dev/outbox.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { paramsRoutes } from './modules/params/params.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminAccessRoutes } from './modules/admin/access.routes.js';
import { adminOperatorsRoutes } from './modules/admin/operators.routes.js';
import { adminOpsRoutes } from './modules/admin/ops.routes.js';
import { adminConfigRoutes } from './modules/admin/config.routes.js';
import { adminContentRoutes } from './modules/admin/content.routes.js';
import { adminMoneyRoutes } from './modules/admin/money.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { depositsRoutes } from './modules/deposits/deposits.routes.js';
import { noDepositAddresses, seededDepositAddresses, type TDepositAddressProvider } from './modules/deposits/deposit-address.js';
import type { TPriceSource } from './modules/prices/price-source.js';
import { createPrices } from './modules/prices/create-prices.js';
import { pricesRoutes } from './modules/prices/prices.routes.js';
import { marketMakerRoutes } from './modules/market-maker/market-maker.routes.js';
import { walletsRoutes } from './modules/wallets/wallets.routes.js';
import { demoFundsRoutes } from './modules/demo/demo-funds.routes.js';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.js';
import { createSpotExchange } from './modules/spot/spot-market.js';
import { spotRoutes } from './modules/spot/spot.routes.js';
import { marketDataRoutes } from './modules/market-data/market-data.routes.js';
import { marketEvents } from './modules/market-data/market-events.js';
import { sessionCache } from './modules/accounts/session-cache.js';
import { productRulesCache } from './modules/products/product-rules.js';
import { requireAccess } from './modules/products/product-access.js';
import './deps-services.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { memoryBus } from './platform/bus.js';
import { createJobs } from './platform/jobs/job-runner.js';
import { maintenanceJob } from './modules/maintenance/maintenance-job.js';
import { checkpointJob } from './modules/transparency/checkpoint-job.js';
import { transparencyRoutes } from './modules/transparency/transparency.routes.js';
import { installWebSocket, registerWebSocketPlugin } from './platform/ws/ws-hub.js';
import { apiKeyRoutes, createBinanceApi, installBinanceRest, installBinanceSockets } from './modules/binance/binance-api.js';
import type { TWeights } from './modules/binance/request-weights.js';
import { createContractEngine } from './modules/contract/contract-engine.js';
import { contractRoutes } from './modules/contract/contract.routes.js';
import { createSecondsEngine } from './modules/seconds/seconds-engine.js';
import { secondsRoutes } from './modules/seconds/seconds.routes.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { invitePayoutJob } from './modules/invites/invite-job.js';
import { rebateReserveJob } from './modules/invites/rebate-reserve-job.js';
import { launchpadRoutes } from './modules/launchpad/launchpad.routes.js';
import { launchJobs } from './modules/launchpad/launch-jobs.js';
import { fundRoutes } from './modules/fund/fund.routes.js';
import { fundAccrueJob } from './modules/fund/fund-job.js';
import { fiatRoutes } from './modules/fiat/fiat.routes.js';
import { fiatExpireJob } from './modules/fiat/fiat-job.js';
import { flashRoutes } from './modules/flash/flash.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { installMessageFeed } from './modules/messages/message-feed.js';
import { syncCatalog } from './modules/catalog/catalog.js';
import { registerProductAuditSources } from './ledger-audit-sources.js';
import { createCatalogSync } from './modules/catalog/catalog-sync.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import type { TChainSetup } from './modules/chain/chain-setup.js';
import { setExplorerPattern } from './modules/withdrawals/explorer.js';
import { chainRoutes } from './modules/chain/chain.routes.js';
import { adminChainRoutes } from './modules/admin/chain.routes.js';

export type TAppOptions = {
  config: TConfig;
  database: TDb;
  clock?: TClock;
  notifier?: TNotifier;
  prices?: TPriceSource;
  depositAddresses?: TDepositAddressProvider;
  logger?: FastifyServerOptions['logger'];
  /** Shared limits (default: Redis when REDIS_URL is set, else the database). */
  limiter?: TRateLimiter;
  /** The per-IP API flood limit (default: per process, in memory); benchmarks switch it off. */
  floodGuard?: TFloodGuard;
  /** The watched chain (modules/chain); default none. main.ts passes production's or the demo's. */
  chain?: TChainSetup | null;
  /** The Binance-compatible API's request weights and order counts (default: Binance's limits, per process); benchmarks switch them off. */
  requestWeights?: TWeights;
};

/** The session token: X-Access-Token, or `token` in the body as the SPEC §7 calls also send it. */
function tokenOf(headers: Record<string, unknown>, body: unknown): string {
  const header = headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const fromBody = (body as { token?: unknown } | undefined)?.token;
  return typeof fromBody === 'string' ? fromBody : '';
}

/**
 * Builds the exchange's HTTP server: the API under /bb and the web app. It does not migrate or
 * seed (main.ts and the tests do, so each chooses its database).
 */
export async function buildApp(options: TAppOptions): Promise<{ app: FastifyInstance; deps: TDeps }> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === '1',
    // Requests Fastify cannot route or parse still get the envelope, never the framework's own body.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  // The run-time assets and markets (modules/catalog) are registered before anything reads the lists.
  await syncCatalog(database.db);
  // The products' audit checks and promises, which the ledger (below them) does not import.
  registerProductAuditSources();
  const spot = createSpotExchange();
  const bus = memoryBus();
  const events = marketEvents({ db: database.db, clock, spot }, bus);
  // Index prices: outside feeds, or in demo mode the demo reference feed, recorded as ticks before anything uses them (modules/prices).
  const prices = createPrices({ db: database.db, clock, isDemo: config.isDemo, logger: app.log });
  const deps: TDeps = {
    db: database.db,
    dialect: database.dialect,
    writeIo: database.writeIo,
    clock,
    config,
    // Limits on secrets are shared by every process (database, or Redis when REDIS_URL is set).
    limiter: options.limiter ?? sharedRateLimiter({ redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix, db: database.db, clock }),
    logger: app.log,
    prices: options.prices ?? prices.source,
    priceTicks: prices.recorder,
    demoReference: prices.reference,
    depositAddresses:
      options.depositAddresses ?? (config.isDemo ? seededDepositAddresses(config.depositAddressSeed) : noDepositAddresses),
    spot,
    bus,
    events,
    sessions: sessionCache(bus),
    productRules: productRulesCache(),
    // The chain's modules (viem) load only when a chain is configured: they cost seconds of start-up.
    chain: options.chain ? (await import('./modules/chain/chain-service.js')).createChainService(options.chain) : null,
    // Created idle: main.ts starts polling; tests run due jobs by hand with their clock.
    jobs: createJobs({ db: database.db, dialect: database.dialect, clock, logger: app.log }),
    notifier:
      options.notifier ??
      (config.isDemo ? outboxNotifier(database.db, clock) : productionNotifier({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, logger: app.log })),
    sealer: createSealer(config),
    // The platform's routes run the products' access check (modules/products) without importing it.
    productAccess: (user, product, locale) => requireAccess(deps, user, product, locale),
  };

  app.addHook('onClose', () => deps.limiter.close());
  // The Binance-compatible API (modules/binance): keys, request weights, tickers, the user data feed.
  const binance = createBinanceApi(deps, options.requestWeights);
  // The catalogue: read again every few seconds once main.ts starts it; new markets' books open then.
  const catalog = createCatalogSync({ db: database.db, spot, logger: app.log }, deps);
  app.addHook('onClose', () => catalog.stop());
  deps.jobs.runner.register(maintenanceJob(deps));
  deps.jobs.runner.register(checkpointJob(deps));
  // Leveraged contracts: ticks checked against the trigger book, crossings settled by durable jobs.
  const contracts = createContractEngine(deps);
  deps.jobs.runner.register(contracts.job);
  app.addHook('onClose', () => contracts.stop());
  // Seconds contracts: opening and settlement ticks picked up by durable jobs (tick-driven, with a safety net per expiry second).
  const seconds = createSecondsEngine(deps);
  deps.jobs.runner.register(seconds.job);
  // Invites: the daily rebate and cashback payout, in the maintenance window (modules/invites).
  deps.jobs.runner.register(invitePayoutJob(deps));
  // Invites: the trade rebates accrued, reserved from the fee account every minute (modules/invites).
  deps.jobs.runner.register(rebateReserveJob(deps));
  // New-coin subscriptions: each project's allocation at its end and release at its lock's end (modules/launchpad).
  for (const job of launchJobs(deps)) deps.jobs.runner.register(job);
  deps.jobs.runner.register(fundAccrueJob(deps));
  // Fiat quick buy: each buy order's expiry at the end of its rate lock (modules/fiat).
  deps.jobs.runner.register(fiatExpireJob(deps));
  // Real chains: signed transactions broadcast and tracked to their confirmations, and their outcome booked (modules/chain).
  if (deps.chain) {
    setExplorerPattern(deps.chain.setup.explorerTx);
    deps.jobs.runner.register((await import('./modules/chain/track-job.js')).trackJob(deps, deps.chain));
  }
  app.addHook('onClose', () => seconds.stop());
  // Messages: every committed notification pushed to its owner's pages (main.ts starts the feed).
  const messageFeed = installMessageFeed(deps);
  app.addHook('onClose', async () => messageFeed.stop());
  // Running handlers finish (and commit) before the database closes.
  app.addHook('onClose', () => deps.jobs.runner.stop());
  // A recording under way finishes before the database closes.
  app.addHook('onClose', () => deps.priceTicks.stop());
  // The per-IP flood limit stays in memory: a shared store would add a round trip to every call,
  // and it guards no secret (README "Security").
  const floodGuard = options.floodGuard ?? memoryFloodGuard(clock);

  app.decorateRequest('locale', 'en-US');
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    request.locale = resolveLocale(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  // Every route, /bb and any other: no control character (NUL above all) reaches a handler or the database.
  app.addHook('preValidation', refuseControlCharacters);
  await installSecurityHeaders(app);
  // gzip for pages, scripts and JSON over 1 KB (brotli at its default quality costs too much CPU per request).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024 } });

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        if (!floodGuard.hit(`api:${request.ip}`, RATE_LIMITS.apiPerIp)) {
          return reply.status(429).header('retry-after', '60').send(failure(request.locale, new AppError('tooManyRequests')));
        }
      });
      api.addHook('preHandler', async (request) => {
        const token = tokenOf(request.headers, request.body);
        request.sessionUser = token ? await resolveSession(deps, token) : null;
      });
      api.route({
        method: healthCall.method,
        url: healthCall.path,
        handler: async () => {
          await probeDatabase(deps.db);
          return { code: 1, msg: 'ok', data: { status: 'ok', database: deps.dialect, demo: config.isDemo } };
        },
      });
      accountsRoutes(api, deps);
      scoreRoutes(api, deps);
      paramsRoutes(api, deps);
      referenceRoutes(api, deps);
      contentRoutes(api, deps);
      filesRoutes(api, deps);
      walletsRoutes(api, deps);
      demoFundsRoutes(api, deps);
      addressesRoutes(api, deps);
      withdrawalsRoutes(api, deps);
      depositsRoutes(api, deps);
      chainRoutes(api, deps);
      transparencyRoutes(api, deps);
      adminChainRoutes(api, deps);
      adminRoutes(api, deps);
      adminAccessRoutes(api, deps);
      adminOperatorsRoutes(api, deps);
      adminOpsRoutes(api, deps);
      adminConfigRoutes(api, deps);
      adminContentRoutes(api, deps);
      adminMoneyRoutes(api, deps);
      spotRoutes(api, deps);
      marketDataRoutes(api, deps);
      productsRoutes(api, deps);
      pricesRoutes(api, deps);
      marketMakerRoutes(api, deps);
      contractRoutes(api, deps, contracts);
      secondsRoutes(api, deps, seconds);
      invitesRoutes(api, deps);
      launchpadRoutes(api, deps);
      fundRoutes(api, deps);
      fiatRoutes(api, deps);
      flashRoutes(api, deps);
      kycRoutes(api, deps);
      messagesRoutes(api, deps);
      catalogRoutes(api, deps, catalog);
      apiKeyRoutes(api, deps, binance);
      if (config.isDemo) outboxRoutes(api, deps);
    },
    { prefix: '/bb' },
  );
  // Every WebSocket in one scope with the plugin registered once: its request hook runs for them
  // only, and one upgrade listener routes each upgrade (/bb/ws, and Binance's /ws, /stream, /ws-api/v3).
  await app.register(async (sockets) => {
    sockets.addHook('onRequest', async (request, reply) => {
      if (!floodGuard.hit(`api:${request.ip}`, RATE_LIMITS.apiPerIp)) {
        return reply.status(429).header('retry-after', '60').send(failure(request.locale, new AppError('tooManyRequests')));
      }
    });
    await registerWebSocketPlugin(sockets);
    await sockets.register(async (bb) => installWebSocket(bb, deps, bus, events.snapshot, (token, options) => resolveSession(deps, token, options)), { prefix: '/bb' });
    installBinanceSockets(sockets, binance);
  });
  await installBinanceRest(app, binance);

  await installWebApp(app, config.webDist);
  // Books are rebuilt from the committed open orders before the first request is served.
  await deps.spot.loadAll(deps.db);
  await catalog.sync();
  await deps.priceTicks.load();
  await contracts.load();
  await seconds.load();
  return { app, deps };
}
