import { z } from 'zod';

/**
 * Personal notifications (issue 15): each is a kind and its parameters, stored as data and worded
 * in the reader's language when read (server catalog keys `notify.<kind>.title` and
 * `notify.<kind>.content`, which interpolate the parameters by name). Amounts are plain decimals at
 * the asset's scale, as the money module formats them; ids are strings.
 */
export const ZNotifyParams = {
  depositCredited: z.object({ depositId: z.string(), coin: z.string(), amount: z.string() }),
  depositRejected: z.object({ depositId: z.string(), coin: z.string(), amount: z.string(), reason: z.string() }),
  withdrawalPaid: z.object({ withdrawalId: z.string(), coin: z.string(), amount: z.string(), txHash: z.string() }),
  withdrawalRejected: z.object({ withdrawalId: z.string(), coin: z.string(), amount: z.string(), reason: z.string() }),
  kycApproved: z.object({}),
  kycRejected: z.object({ reason: z.string() }),
  contractStopLoss: z.object({ orderId: z.string(), symbol: z.string(), price: z.string(), profit: z.string() }),
  contractTakeProfit: z.object({ orderId: z.string(), symbol: z.string(), price: z.string(), profit: z.string() }),
  contractLiquidated: z.object({ orderId: z.string(), symbol: z.string(), price: z.string(), profit: z.string() }),
  secondsSettled: z.object({ orderId: z.string(), symbol: z.string(), outcome: z.enum(['win', 'lose', 'draw']), toUser: z.string() }),
  /** A crossed position or a won seconds order the house cannot pay yet: it settles (at the same tick) once the house is funded. */
  contractPayoutDelayed: z.object({ orderId: z.string(), symbol: z.string(), price: z.string() }),
  secondsPayoutDelayed: z.object({ orderId: z.string(), symbol: z.string() }),
  rebatePaid: z.object({ day: z.string(), coin: z.string(), amount: z.string() }),
  cashbackPaid: z.object({ coin: z.string(), amount: z.string() }),
  fundMatured: z.object({ holdingId: z.string(), coin: z.string(), principal: z.string(), interest: z.string() }),
  fundStopped: z.object({ holdingId: z.string(), coin: z.string(), principal: z.string(), interest: z.string() }),
  scoreChanged: z.object({ delta: z.string(), score: z.string(), reason: z.string() }),
  launchAllocated: z.object({ projectId: z.string(), symbol: z.string(), allocated: z.string(), cost: z.string(), refund: z.string() }),
  launchUnlocked: z.object({ projectId: z.string(), symbol: z.string(), amount: z.string() }),
  fiatConfirmed: z.object({ orderId: z.string(), amount: z.string(), fiat: z.string(), fiatAmount: z.string() }),
  fiatRejected: z.object({ orderId: z.string(), amount: z.string(), reason: z.string() }),
  fiatExpired: z.object({ orderId: z.string(), amount: z.string() }),
  fiatPayoutPaid: z.object({ orderId: z.string(), amount: z.string(), fiat: z.string(), fiatAmount: z.string(), reference: z.string() }),
  fiatPayoutRejected: z.object({ orderId: z.string(), amount: z.string(), reason: z.string() }),
} as const;

export type TNotifyKind = keyof typeof ZNotifyParams;
export const NOTIFY_KINDS = Object.keys(ZNotifyParams) as TNotifyKind[];
export type TNotifyParams<K extends TNotifyKind> = z.infer<(typeof ZNotifyParams)[K]>;

/** The private WebSocket topic that tells a user's pages a message arrived (the push carries its id). */
export const MESSAGES_TOPIC = 'messages';
export type TMessagesPush = { type: 'message'; id: string; kind: TNotifyKind };
