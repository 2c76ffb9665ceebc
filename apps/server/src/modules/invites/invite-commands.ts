import type { Kysely } from 'kysely';
import { CASHBACK_ASSET, formatAmount, readAmountOf } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { dialectOf } from '../../platform/db/dialect.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { INVITE_PAYOUT_KIND, invitePayoutJob, scheduleInvitePayouts } from './invite-job.js';
import { applyInviteField, formatInviteSettings, INVITE_FIELDS, loadInviteSettings, saveInviteSettings } from './invite-settings.js';
import { invitesRepository } from './invites.repository.js';
import { fundRewardsAccount, systemBalance } from './rewards-account.js';
import { rebateObligations } from './reserve-rebates.js';

/**
 * The operator's commands for the invite programme (`npm run ops -- invite:…`): the rebate ratios
 * and the cashback amount, capital for the rewards account, and running the payouts that are due.
 * Each change is recorded with who and when. Nothing here sets what anyone is paid: amounts follow
 * from the fees friends paid and the published parameters.
 */
type TCtx = { db: Kysely<TDatabase>; clock: TClock };

const usdt = (units: bigint) => formatAmount(units, CASHBACK_ASSET);

/** `invite:list`: the parameters, the rewards account, the cashbacks waiting, the rebates reserved and not paid yet, and the payout jobs. */
export async function listInvitesForOps(ctx: TCtx): Promise<string> {
  const settings = await loadInviteSettings(ctx.db);
  const rewards = await systemBalance(ctx.db, 'invite_rewards', CASHBACK_ASSET);
  const due = await invitesRepository.countDueCashbacks(ctx.db);
  const rebates = [...(await rebateObligations(ctx.db))].filter(([, units]) => units > 0n).map(([asset, units]) => `${formatAmount(units, asset)} ${asset}`);
  const jobs = await invitesRepository.latestJobs(ctx.db, INVITE_PAYOUT_KIND, 3);
  return [
    formatInviteSettings(settings),
    `rewards account: ${usdt(rewards)} USDT; cashbacks due: ${due}`,
    `rebates reserved, not paid yet: ${rebates.length > 0 ? rebates.join(', ') : 'none'}`,
    ...jobs.map((j) => `payout ${j.key}: ${j.status}, due ${new Date(Number(j.due_at)).toISOString()}`),
  ].join('\n');
}

/** `invite:set ratio1|ratio2|ratio3|cashback VALUE`, recorded with before and after. @throws Error with what the field accepts */
export async function setInviteFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [field, value, ...more] = args;
  if (!field || value === undefined || more.length > 0) throw new Error(`usage: invite:set ${INVITE_FIELDS.join('|')} VALUE`);
  return ctx.db.transaction().execute(async (tx) => {
    const before = await loadInviteSettings(tx);
    const after = applyInviteField(before, field, value);
    await saveInviteSettings(tx, after, operator, ctx.clock.now());
    await recordOperatorAction(tx, ctx.clock, { operator, action: 'invite:set', subject: `invite:${field}`, detail: { before: formatInviteSettings(before), after: formatInviteSettings(after) } });
    return formatInviteSettings(after);
  });
}

/**
 * `invite:fund AMOUNT REFERENCE`: books capital the operator paid in (the reference of the payment)
 * into the rewards account, once per reference. Nothing here can take capital out or touch a user.
 * @throws Error with what is wrong with the input
 */
export async function fundInvitesFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [amountText, reference, ...more] = args;
  if (!amountText || !reference || reference.length > 100 || more.length > 0) throw new Error('usage: invite:fund AMOUNT REFERENCE (the reference of the payment, at most 100 characters)');
  const read = readAmountOf(amountText, CASHBACK_ASSET);
  if (read.problem || read.units <= 0n) throw new Error('amount takes a positive USDT amount');
  return ctx.db.transaction().execute(async (tx) => {
    const isBooked = await fundRewardsAccount(tx, ctx.clock.now(), { amount: read.units, reference: `invite-rewards:${reference}`, memo: `capital paid in by ${operator}` });
    if (!isBooked) throw new Error(`the payment ${reference} is already booked`);
    const balance = await systemBalance(tx, 'invite_rewards', CASHBACK_ASSET);
    await recordOperatorAction(tx, ctx.clock, { operator, action: 'invite:fund', subject: 'invite-rewards', detail: { amount: usdt(read.units), reference, balance: usdt(balance) } });
    return `rewards account balance: ${usdt(balance)} USDT`;
  });
}

/**
 * `invite:pay-now`: runs the payout jobs that are DUE (their window has begun), here and now,
 * through the job runner like any process would, for when the operator does not want to wait for
 * a server's poll. It pays nothing that is not due and takes no amount. Recorded.
 */
export async function payNowFromOps(ctx: TCtx, operator: string): Promise<string> {
  await scheduleInvitePayouts(ctx);
  const runner = createJobRunner({ db: ctx.db, dialect: dialectOf(ctx.db as Kysely<unknown>), clock: ctx.clock, handlers: [invitePayoutJob({ clock: ctx.clock })] });
  const ran = await runner.runDue();
  // A run that failed (the fee account short, a busy database) is retried by the runner later; the operator sees why.
  const failing = await invitesRepository.failingJobs(ctx.db, INVITE_PAYOUT_KIND);
  await recordOperatorAction(ctx.db, ctx.clock, { operator, action: 'invite:pay-now', subject: 'invite-payouts', detail: { ran, failing: failing.length } });
  return [`payout jobs run: ${ran}`, ...failing.map((j) => `payout ${j.key} ${j.status}: ${j.last_error}`)].join('\n');
}
