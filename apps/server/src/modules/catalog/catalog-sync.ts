import type { Kysely } from 'kysely';
import type { TCatalog } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import type { TSpotExchange } from '../spot/spot-market.js';
import { readCatalog, registerCatalog } from './catalog.js';

/** How often a running process reads the catalogue tables (they are a few rows). */
export const CATALOG_SYNC_MS = 3_000;

export type TCatalogSync = {
  /**
   * Reads the tables, registers what this process did not know (assets first), opens and rebuilds
   * the books of new markets, and keeps the answer of `/market/catalog`. Answers the markets whose
   * books it opened.
   */
  sync(): Promise<string[]>;
  /** The catalogue as last read (the call answers it from memory). */
  current(): TCatalog;
  /** Syncs every `intervalMs` until stopped; a failed read is logged and tried again next time. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a sync under way. */
  stop(): Promise<void>;
};

type TSyncDeps = { db: Kysely<TDatabase>; spot: TSpotExchange; logger?: Pick<TDeps['logger'], 'error'> };

const syncs = new WeakMap<object, TCatalogSync>();

/** The catalogue sync app.ts made for these deps (main.ts starts it; tests call `sync` by hand). */
export function catalogSyncOf(deps: object): TCatalogSync {
  const sync = syncs.get(deps);
  if (!sync) throw new Error('no catalogue sync for these deps');
  return sync;
}

/**
 * The run-time catalogue in one process (issue 16): a second server learns of an asset or market
 * another process added within CATALOG_SYNC_MS, and the new market's book is rebuilt from the
 * committed orders (none yet, usually) before its first command, like every book at start.
 */
export function createCatalogSync(deps: TSyncDeps, owner?: object): TCatalogSync {
  let snapshot: TCatalog = { assets: [], markets: [] };
  let running: Promise<string[]> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const once = async (): Promise<string[]> => {
    const catalog = await readCatalog(deps.db);
    registerCatalog(catalog);
    snapshot = catalog;
    return deps.spot.openNew(deps.db);
  };
  const sync: TCatalogSync = {
    sync() {
      // One at a time: a tick that comes while one runs shares it.
      running ??= once().finally(() => (running = null));
      return running;
    },
    current: () => snapshot,
    start(intervalMs = CATALOG_SYNC_MS) {
      if (timer) return;
      timer = setInterval(() => {
        sync.sync().catch((error: unknown) => deps.logger?.error({ err: error }, 'catalogue sync failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
  if (owner) syncs.set(owner, sync);
  return sync;
}
