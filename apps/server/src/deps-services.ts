import type { TPriceSource } from './modules/prices/price-source.js';
import type { TPriceRecorder } from './modules/prices/price-recorder.js';
import type { TDemoReferenceFeed } from './modules/prices/demo-reference.js';
import type { TDepositAddressProvider } from './modules/deposits/deposit-address.js';
import type { TSpotExchange } from './modules/spot/spot-market.js';
import type { TSessionCache } from './modules/accounts/session-cache.js';
import type { TProductRulesCache } from './modules/products/product-rules.js';
import type { TMarketEvents } from './modules/market-data/market-events.js';
import type { TChainService } from './modules/chain/chain-service.js';

/**
 * The modules' services in TDeps (platform/deps.ts TModuleServices), declared here in the
 * composition so the platform imports no module; app.ts builds them.
 */
declare module './platform/deps.js' {
  interface TModuleServices {
    prices: TPriceSource;
    /** Recorded index prices: the newest tick per market, and a subscription to each new one (modules/prices). */
    priceTicks: TPriceRecorder;
    /** Demo mode: the demo reference feed the index reads (null in production); tests step it by hand. */
    demoReference: TDemoReferenceFeed | null;
    depositAddresses: TDepositAddressProvider;
    spot: TSpotExchange;
    events: TMarketEvents;
    /** Recently checked sessions (revocations reach it over the bus). */
    sessions: TSessionCache;
    /** The products' access rules this process read last (modules/products/product-rules.ts). */
    productRules: TProductRulesCache;
    /** The watched chain (modules/chain): null where none is configured (every asset keeps the proof-upload path). */
    chain: TChainService | null;
  }
}
