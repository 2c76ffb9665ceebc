import type { TDeps } from '../../platform/deps.js';
import { seedContractMarkets } from './contract-markets.js';
import { fundDemoHouse } from './house.js';

/**
 * Start-up seeding of contracts (main.ts, the test app): each market's default parameters where
 * it has none, and in demo mode the house's and the insurance fund's capital, paid in once
 * through the ledger.
 */
export async function seedContracts(deps: Pick<TDeps, 'db' | 'clock' | 'config'>): Promise<void> {
  await seedContractMarkets(deps);
  if (deps.config.isDemo) await fundDemoHouse(deps);
}
