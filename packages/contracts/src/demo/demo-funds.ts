import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZDecimal, ZEpochMs } from '../api/fields.js';

/**
 * Demo funds (demo mode only): what one claim pays into the caller's coin account, at most once a
 * UTC day, from the demo faucet account (a system account that operator capital fills, never
 * minted; production has no faucet). Enough for a first spot order, a contract and a seconds order.
 */
export const DEMO_FUNDS: readonly { currency: string; amount: string }[] = [
  { currency: 'USDT', amount: '1000' },
  { currency: 'BTC', amount: '0.01' },
  { currency: 'ETH', amount: '0.2' },
];

const GROUP = 'Demo funds';

const ZDemoFunds = z.strictObject({
  offered: z.boolean().meta({ description: 'Whether this installation gives demo funds at all (demo mode); false in production.' }),
  amounts: z.array(z.strictObject({ currency: z.string(), amount: ZDecimal })).meta({ description: 'What one claim pays into the coin account.' }),
  nextAt: ZEpochMs.nullable().meta({ description: 'When the caller may claim again (the next UTC midnight), or null when a claim is possible now.' }),
});

export const demoFundsStatusCall = defineCall({
  method: 'POST',
  path: '/user/demoFunds',
  auth: true,
  group: GROUP,
  summary: 'Whether the caller can claim demo funds now, and what a claim pays.',
  request: z.object({}),
  response: ZDemoFunds,
});

export const demoFundsClaimCall = defineCall({
  method: 'POST',
  path: '/user/demoFunds/claim',
  auth: true,
  group: GROUP,
  summary: 'Pays the demo funds into the caller\'s coin account, once a UTC day, through the ledger from the demo faucet account.',
  description:
    'Demo mode only (`demoFundsOff` in production). A second claim on the same UTC day is refused (`demoFundsClaimed`, with the time of the next one), however many are sent at once. When the faucet account holds too little, nothing is paid (`demoFaucetEmpty`) until an operator funds it.',
  request: z.object({}),
  response: ZDemoFunds,
  errors: ['demoFundsOff', 'demoFundsClaimed', 'demoFaucetEmpty'],
});

export const DEMO_FUNDS_CALLS = [demoFundsStatusCall, demoFundsClaimCall] as const;
