import { z } from 'zod';
import { ZSignedDecimal, ZDecimal, ZEpochMs } from '../api/fields.js';
import { defineAdminCall } from './console.js';

/**
 * The chain as the console sees it (issue 28 "Real chains"): what the hot and cold wallets hold on
 * chain, read from the node, next to what the ledger says they hold, per asset, and the watcher's
 * progress. Read only: nothing here moves money (the signer does, through durable jobs).
 */
export const ZChainWalletBalance = z.strictObject({
  currency: z.string(),
  contract: z.string().meta({ description: 'The token contract, empty for ETH.' }),
  hotOnChain: ZDecimal.nullable().meta({ description: 'Read from the node now; null when the node did not answer.' }),
  hotLedger: ZSignedDecimal.meta({ description: 'What the ledger says the hot wallet holds (minus chain_hot_wallet).' }),
  coldOnChain: ZDecimal.nullable(),
  coldLedger: ZSignedDecimal,
  depositWalletsLedger: ZSignedDecimal.meta({ description: 'Credited deposits not swept yet.' }),
  hotMax: z.string().meta({ description: 'The hot-wallet ceiling (parameter chain_hot_max_<currency>); empty: none.' }),
  confirmations: z.number().int(),
});

export const ADMIN_CHAIN_BALANCES = defineAdminCall({
  method: 'GET',
  path: '/admin/chain/wallets',
  action: 'funding.read',
  isWrite: false,
  summary: "The hot and cold wallets' balances on chain and in the ledger per watched asset, and the watcher's progress.",
  request: z.strictObject({}),
  response: z.strictObject({
    configured: z.boolean().meta({ description: 'false: no chain is configured (every asset keeps the proof-upload path); the rest is empty.' }),
    network: z.string(),
    hotAddress: z.string(),
    coldAddress: z.string(),
    head: z.number().int().nullable().meta({ description: "The node's newest block; null when it did not answer." }),
    processed: z.number().int().nullable().meta({ description: 'The newest block the watcher processed.' }),
    processedAt: ZEpochMs.nullable(),
    assets: z.array(ZChainWalletBalance),
    pending: z.number().int().meta({ description: 'Transactions sent and not yet confirmed.' }),
  }),
});

export const ADMIN_CHAIN_CALLS = [ADMIN_CHAIN_BALANCES] as const;
