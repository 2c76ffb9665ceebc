import { fiatAmountOf, type TFiatPlatform } from '@exchange/contracts';
import type { TClock } from '../../platform/clock.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError, needLogin } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { checkUserPassword } from '../accounts/password-guard.js';
import { available, frozen } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { notify } from '../messages/notify.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { FIAT_COIN, FIAT_TREASURY, readChannel } from './fiat-channels.js';
import { fiatRepository } from './fiat.repository.js';
import { auditOf, fiatText, freeReference, readOrderAmount, USDT_SCALE, usdtText, type TDb, type TDecision, type TOrderRow, type TTx } from './fiat-records.js';

/** The payout details the channel needs, from the caller's saved ones, or fiatNoPayoutDetails. */
async function payoutDetailsFor(db: TDb, userId: bigint, platform: TFiatPlatform) {
  const saved = await fiatRepository.findBankDetails(db, userId);
  if (platform === 'BANK_CARD' && saved?.account) return { account: saved.account, name: saved.name, bank_name: saved.bank_name, ifsc: saved.ifsc };
  if (platform === 'UPI' && saved?.upi_account) return { account: saved.upi_account, name: saved.upi_name, bank_name: '', ifsc: '' };
  throw new AppError('fiatNoPayoutDetails');
}

/**
 * A sell order: `usdt` at the channel's sell rate, paid out in fiat to the caller's saved details
 * (copied into the order). Checks: channel, amount and limits, the fund password (its wrong tries
 * limited), the details; then one transaction: the order and its USDT frozen (insufficientBalance).
 */
export async function createSellOrder(deps: TDeps, userId: bigint, input: { platformEnum: TFiatPlatform; usdtAmount: string; fundPwd: string }): Promise<TOrderRow> {
  const channel = await readChannel(deps.db, input.platformEnum);
  if (channel.sell_enabled !== 1n || channel.sell_rate <= 0n) throw new AppError('fiatChannelOff');
  const usdt = readOrderAmount(channel, input.usdtAmount);
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (!user.fund_password_hash) throw new AppError('fundPasswordNotSet');
  if (!input.fundPwd) throw new AppError('enterFundPassword');
  await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, input.fundPwd, 'fundPasswordIncorrect');
  const payout = await payoutDetailsFor(deps.db, userId, channel.platform);
  return deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    const order = await fiatRepository.insertOrder(tx, {
      user_id: userId,
      side: 'sell',
      platform: channel.platform,
      fiat: channel.fiat,
      fiat_decimals: channel.fiat_decimals,
      rate: channel.sell_rate,
      usdt_amount: usdt,
      fiat_amount: fiatAmountOf(usdt, USDT_SCALE, channel.sell_rate, Number(channel.fiat_decimals), 'sell'),
      reference: await freeReference(tx),
      ...payout,
      state: 'waiting',
      expires_at: BigInt(now),
      created_at: BigInt(now),
      paid_at: null,
      closed_at: null,
    });
    await postTransaction(tx, now, {
      type: 'fiat_sell_freeze',
      reference: `fiat:${order.id}:freeze`,
      userId,
      memo: `fiat sell order ${order.id}: ${usdtText(order)} USDT frozen until the payout`,
      postings: [
        { account: available(userId), asset: FIAT_COIN, amount: -usdt },
        { account: frozen(userId), asset: FIAT_COIN, amount: usdt },
      ],
    });
    return order;
  });
}

/** The operator paid a sell order's fiat (bank reference `bankRef`): waiting → confirmed, the frozen USDT to the treasury. Null when decided already. */
export async function payoutSell(tx: TTx, clock: TClock, decision: TDecision & { bankRef: string }): Promise<TOrderRow | null> {
  const now = clock.now();
  const updated = await fiatRepository.moveOrder(
    tx,
    { id: decision.orderId, side: 'sell', from: ['waiting'] },
    { state: 'confirmed', utr: decision.bankRef, paid_at: BigInt(now), closed_at: BigInt(now), reviewed_by: decision.operator },
  );
  if (!updated) return null;
  await postTransaction(tx, now, {
    type: 'fiat_sell_paid',
    reference: `fiat:${updated.id}:paid`,
    userId: updated.user_id,
    memo: `fiat sell order ${updated.id}: ${fiatText(updated)} ${updated.fiat} paid out, bank reference ${decision.bankRef}`,
    postings: [
      { account: frozen(updated.user_id), asset: FIAT_COIN, amount: -updated.usdt_amount },
      { account: FIAT_TREASURY, asset: FIAT_COIN, amount: updated.usdt_amount },
    ],
  });
  await notify(tx, {
    userId: updated.user_id,
    kind: 'fiatPayoutPaid',
    params: { orderId: String(updated.id), amount: usdtText(updated), fiat: updated.fiat, fiatAmount: fiatText(updated), reference: decision.bankRef },
    ref: `fiat:${updated.id}`,
    now: BigInt(now),
  });
  await recordOperatorAction(tx, clock, { operator: decision.operator, action: 'fiat:payout', subject: `fiat-order:${updated.id}`, detail: { bankRef: decision.bankRef, fiat: `${fiatText(updated)} ${updated.fiat}`, to: updated.account }, ...auditOf(decision, updated) });
  return updated;
}

/** The operator rejects a sell order: waiting → rejected, the USDT unfrozen. Null when decided already. */
export async function rejectSell(tx: TTx, clock: TClock, decision: TDecision & { reason: string }): Promise<TOrderRow | null> {
  const now = clock.now();
  const updated = await fiatRepository.moveOrder(tx, { id: decision.orderId, side: 'sell', from: ['waiting'] }, { state: 'rejected', reason: decision.reason, closed_at: BigInt(now), reviewed_by: decision.operator });
  if (!updated) return null;
  await postTransaction(tx, now, {
    type: 'fiat_sell_rejected',
    reference: `fiat:${updated.id}:rejected`,
    userId: updated.user_id,
    memo: `fiat sell order ${updated.id} rejected: USDT unfrozen`,
    postings: [
      { account: frozen(updated.user_id), asset: FIAT_COIN, amount: -updated.usdt_amount },
      { account: available(updated.user_id), asset: FIAT_COIN, amount: updated.usdt_amount },
    ],
  });
  await notify(tx, { userId: updated.user_id, kind: 'fiatPayoutRejected', params: { orderId: String(updated.id), amount: usdtText(updated), reason: decision.reason }, ref: `fiat:${updated.id}`, now: BigInt(now) });
  await recordOperatorAction(tx, clock, { operator: decision.operator, action: 'fiat:payout-reject', subject: `fiat-order:${updated.id}`, detail: { reason: decision.reason }, ...auditOf(decision, updated) });
  return updated;
}
