import type { TDeps } from '../../platform/deps.js';
import { fundDemoSecondsHouse } from './seconds-house.js';

/** Start-up: the durations and markets are seeded by their migration; demo mode funds the house once, through the ledger. */
export async function seedSeconds(deps: Pick<TDeps, 'db' | 'clock' | 'config'>): Promise<void> {
  if (deps.config.isDemo) await fundDemoSecondsHouse(deps);
}
