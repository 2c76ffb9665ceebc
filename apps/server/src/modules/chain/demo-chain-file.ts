import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../../platform/config.js';
import { chainAssets, chainSetupFromEnv, type TChainSetup } from './chain-setup.js';
import type { TDemoChainFile } from './demo-chain.js';

/**
 * The chain the ledger audit compares the hot wallet with: production's from the CHAIN_*
 * variables, or the demo node's as `npm start` last wrote it (DATA_DIR/chain/demo.json); null
 * when there is none.
 */
export function chainSetupOfAudit(config: TConfig, env: NodeJS.ProcessEnv): TChainSetup | null {
  const fromEnv = chainSetupFromEnv(env);
  if (fromEnv) return fromEnv;
  const file = path.join(config.dataDir, 'chain', 'demo.json');
  if (!fs.existsSync(file)) return null;
  const demo = JSON.parse(fs.readFileSync(file, 'utf8')) as TDemoChainFile;
  return { rpcUrl: demo.rpcUrl, network: 'Ethereum', xpub: demo.xpub, hotAddress: demo.hot, coldAddress: demo.cold, explorerTx: '', assets: chainAssets(demo.tokens), pollMs: 1_000 };
}
