import type { Transaction } from 'kysely';
import type { TFiatPlatform } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { recordOperatorAction, type TOperatorActionRecord } from '../audit/record-operator-action.js';
import type { TChannelRow } from './fiat-channels.js';
import { fiatRepository } from './fiat.repository.js';

/** A change of some of a channel's columns. */
export type TChannelChange = Partial<TChannelRow>;

/** What the operator log records of a channel change (the console and ops word it each their way). */
type TChannelAudit = Omit<TOperatorActionRecord, 'operator' | 'subject'>;

/**
 * Changes a payment channel (the console's channel call and ops fiat:channel), in the caller's
 * transaction: the channel read as it is, the change made and checked against it by `changeOf`
 * (each caller answers a bad value in its own words: message keys or operator text), written with
 * who and when, and recorded in the operator log as `auditOf` words it. Answers the channel as it now is.
 * @throws whatever `changeOf` throws for a change the channel cannot take
 */
export async function setChannel(
  tx: Transaction<TDatabase>,
  clock: TClock,
  input: { platform: TFiatPlatform; operator: string; changeOf: (channel: TChannelRow) => TChannelChange; auditOf: (channel: TChannelRow, change: TChannelChange) => TChannelAudit },
): Promise<TChannelRow> {
  const channel = await fiatRepository.findChannel(tx, input.platform);
  const change = input.changeOf(channel);
  await fiatRepository.updateChannel(tx, input.platform, { ...change, updated_at: BigInt(clock.now()), updated_by: input.operator });
  await recordOperatorAction(tx, clock, { operator: input.operator, subject: `fiat-channel:${input.platform}`, ...input.auditOf(channel, change) });
  return fiatRepository.findChannel(tx, input.platform);
}
