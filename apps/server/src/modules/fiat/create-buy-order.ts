import { fiatAmountOf, type TFiatPlatform } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { lockUserRow } from '../accounts/accounts.repository.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { FIAT_COIN, FIAT_RESERVE, FIAT_TREASURY, orderMinutes, readChannel } from './fiat-channels.js';
import { FIAT_EXPIRE_KIND, freeReference, MAX_WAITING, readOrderAmount, USDT_SCALE, usdtText, type TOrderRow } from './fiat-records.js';
import { fiatRepository } from './fiat.repository.js';

/**
 * Quick buy: an order of `usdt` at the channel's buy rate, locked until it expires. One
 * transaction: the caller's waiting orders counted under their row lock (at most 3), the order,
 * its USDT reserved from the treasury (fiatTreasuryShort when it cannot), its expiry job.
 */
export async function createBuyOrder(deps: Pick<TDeps, 'db' | 'clock'>, userId: bigint, input: { cashCoin: string; platformEnum: TFiatPlatform; usdtAmount: string }): Promise<TOrderRow> {
  const channel = await readChannel(deps.db, input.platformEnum);
  if (input.cashCoin.toUpperCase() !== channel.fiat) throw new AppError('fiatChannelNotFound');
  if (channel.buy_enabled !== 1n || channel.buy_rate <= 0n) throw new AppError('fiatChannelOff');
  const usdt = readOrderAmount(channel, input.usdtAmount);
  const minutes = await orderMinutes(deps.db);
  return deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    await lockUserRow(tx, userId);
    if ((await fiatRepository.countWaitingBuys(tx, userId, now)) >= MAX_WAITING) throw new AppError('fiatTooManyOpen');
    const order = await fiatRepository.insertOrder(tx, {
      user_id: userId,
      side: 'buy',
      platform: channel.platform,
      fiat: channel.fiat,
      fiat_decimals: channel.fiat_decimals,
      rate: channel.buy_rate,
      usdt_amount: usdt,
      fiat_amount: fiatAmountOf(usdt, USDT_SCALE, channel.buy_rate, Number(channel.fiat_decimals), 'buy'),
      reference: await freeReference(tx),
      account: channel.account,
      name: channel.name,
      bank_name: channel.bank_name,
      ifsc: channel.ifsc,
      state: 'waiting',
      expires_at: BigInt(now + minutes * 60_000),
      created_at: BigInt(now),
      paid_at: null,
      closed_at: null,
    });
    await postTransaction(tx, now, {
      type: 'fiat_reserve',
      reference: `fiat:${order.id}:reserve`,
      userId,
      memo: `fiat buy order ${order.id}: ${usdtText(order)} USDT reserved`,
      postings: [
        { account: FIAT_TREASURY, asset: FIAT_COIN, amount: -usdt, guard: 'fiatTreasuryShort' },
        { account: FIAT_RESERVE, asset: FIAT_COIN, amount: usdt },
      ],
    });
    await enqueue(tx, deps.clock, { kind: FIAT_EXPIRE_KIND, key: String(order.id), payload: { orderId: String(order.id) }, dueAt: Number(order.expires_at), maxAttempts: 50 });
    return order;
  });
}

