import { findAsset, registerAsset, registerMarket, type TCatalog } from '@exchange/contracts';
import { fetchCatalog } from './catalog-api';

/**
 * Adds the run-time catalogue to this page's lists (packages/contracts ASSETS, MARKETS), assets
 * first: a token's balance then reads at its own scale, and its market shows in the market lists
 * and opens at its trade page like a fixed one. A market whose coins the page cannot know is left
 * out. Answers the symbols of the markets it added.
 */
export function registerCatalog(catalog: TCatalog): string[] {
  for (const asset of catalog.assets) registerAsset({ ...asset, chains: [] });
  return catalog.markets.filter((market) => findAsset(market.base) && findAsset(market.quote) && registerMarket(market)).map((m) => m.symbol);
}

/** The longest the first render waits for the catalogue; a later answer is still registered. */
export const CATALOG_WAIT_MS = 2_500;

/**
 * Start-up (app/boot.ts): fetches the catalogue and registers it, waiting at most `waitMs`. Never
 * rejects: without an answer the app starts with the fixed lists (a token then shows as an unknown
 * asset until the next load), and an answer that comes late is registered when it comes.
 */
export async function loadCatalog(waitMs = CATALOG_WAIT_MS, fetcher: () => Promise<TCatalog> = fetchCatalog): Promise<void> {
  const loaded = fetcher().then(registerCatalog, () => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([loaded, waited]);
  clearTimeout(timer);
}
