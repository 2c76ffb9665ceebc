import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs } from '../api/fields.js';
import { ZRecordPage } from './schemas.js';

/**
 * Deposits the exchange saw on a chain it watches (issue 28 "Real chains"): each from the block that
 * holds it, confirming block by block, credited once at the confirmation count; below the minimum
 * it is recorded and not credited (SPEC §9). The WebSocket topic `deposits` pushes each change.
 */
export const CHAIN_DEPOSIT_STATUSES = ['confirming', 'credited', 'belowMinimum', 'removed'] as const;
export type TChainDepositStatus = (typeof CHAIN_DEPOSIT_STATUSES)[number];

/** The private WebSocket topic of a user's chain deposits (pushes ZChainDeposit). */
export const DEPOSITS_TOPIC = 'deposits';

export const ZChainDeposit = z.strictObject({
  id: z.number().int(),
  currency: z.string(),
  chain: z.string(),
  address: z.string().meta({ description: 'The deposit address it was sent to.' }),
  txHash: z.string(),
  amount: ZDecimal,
  confirmations: z.number().int().meta({ description: 'Blocks on the canonical chain from its own block to the newest, its own included.' }),
  required: z.number().int().meta({ description: 'Confirmations it needs to be credited.' }),
  status: z.enum(CHAIN_DEPOSIT_STATUSES).meta({
    description: '`confirming` (seen, not credited yet), `credited`, `belowMinimum` (recorded, never credited), `removed` (its block left the canonical chain before it was credited; pushes only).',
  }),
  explorerUrl: z.string().meta({ description: "The transaction on the network's explorer, empty when none is configured." }),
  time: ZEpochMs.meta({ description: 'When the exchange first saw it.' }),
});
export type TChainDeposit = z.output<typeof ZChainDeposit>;

export const chainDepositListCall = defineCall({
  method: 'POST',
  path: '/user/deposit/chainList',
  auth: true,
  group: 'Deposits',
  summary: "The caller's deposits seen on watched chains, newest first, with their confirmations.",
  request: ZRecordPage,
  response: pageOf(ZChainDeposit),
  params: { currency: 'Only this currency (any case); empty means all.' },
});

export const CHAIN_CALLS = [chainDepositListCall] as const;
