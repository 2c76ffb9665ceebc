import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { findAsset, formatAmount, FUND_STATUS, ppmToRate, readAmountOf } from '@exchange/contracts';
import { LOCALES, translate } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { dialectOf } from '../../platform/db/dialect.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { bookCapitalFromOps, systemAccountBalance } from '../ledger/capital.js';
import { createFund, readFundTerms, type TFundTerms } from './create-fund.js';
import { FUND_ACCRUE_KIND, fundAccrueJob, scheduleFundAccruals } from './fund-job.js';
import { EARN_ACCOUNT, fundNames, fundReserveAccount, reserveBalances, type TFundRow } from './fund-records.js';
import { stopFund } from './stop-fund.js';
import { fundRepository } from './fund.repository.js';

/**
 * The operator's commands for funds (`npm run ops -- …`): capital into the earn account, creating
 * a fund (its reserve moved from the earn account first), listing and stopping funds, and running
 * the accruals that are due. Each change is recorded with who and when. Nothing here sets what a
 * holder is paid: that follows from the fund's published terms.
 */
type TCtx = { db: Kysely<TDatabase>; clock: TClock };

export const FUND_USAGE = `  earn:fund CURRENCY AMOUNT REFERENCE  book capital paid in to the earn account (funds' reserves come from it), once per reference
  fund:create FILE.json      create a fund from a file: {"names":{"en-US":"…", …14 languages}, "currency":"USDT", "dailyRate":"0.0002",
                             "cycleDays":7, "price":"100", "buyLimit":50, "totalShares":10000, "start":"now"|ISO|"+1h", "end":"+30d"|ISO,
                             "rebateRates":["0.1","0.05","0.02"]}; its whole reserve moves from the earn account first (refused when short)
  fund:list                  every fund: terms, sold/pool, participants, reserve, status; the earn account; the accrual jobs
  fund:stop ID REASON        stop a fund: each holding paid its complete days, its principal returned; the reserve left back to the earn account
  fund:run-now               run the fund accrual jobs that are due (their 03:00 UTC window has begun); pays nothing early`;

const STATUS_NAMES = ['normal', 'expired', 'stopped'];
const iso = (ms: bigint | number) => new Date(Number(ms)).toISOString().replace(/\.\d{3}Z$/, 'Z');
const days = (n: bigint | number) => `${n} day${Number(n) === 1 ? '' : 's'}`;

/** An AppError (a refusal the ledger or a guard made) as the operator reads it. */
async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new Error(translate('en-US', error.key, error.options.vars));
    throw error;
  }
}

/** `earn:fund CURRENCY AMOUNT REFERENCE`: operator capital into the earn account from deposit clearing, once per reference. */
export async function earnFundFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [currencyText, amountText, reference, ...more] = args;
  const usage = 'usage: earn:fund CURRENCY AMOUNT REFERENCE (the reference of the payment, at most 100 characters)';
  if (!currencyText || !amountText || !reference || reference.length > 100 || more.length > 0) throw new Error(usage);
  const currency = currencyText.toUpperCase();
  if (!findAsset(currency)) throw new Error(`${currency} is not an asset of the catalogue`);
  const read = readAmountOf(amountText, currency);
  if (read.problem || read.units <= 0n) throw new Error(`amount takes a positive ${currency} amount`);
  const balance = await bookCapitalFromOps(ctx.db, ctx.clock, {
    type: 'earn_funding',
    account: EARN_ACCOUNT,
    asset: currency,
    amount: read.units,
    referencePrefix: 'earn-capital',
    reference,
    operator,
    action: 'earn:fund',
    subject: 'earn_payouts',
    detail: { currency, amount: formatAmount(read.units, currency), reference },
  });
  return `earn account balance: ${formatAmount(balance, currency)} ${currency}`;
}

/**
 * Creates a fund (createFund: its reserve moved from the earn account first, refused when short)
 * and records it in the operator log in the same transaction, with the earn account's and the
 * reserve's balances before and after: shared by ops fund:create and the console.
 * @throws AppError earnAccountShort
 */
export async function createFundRecorded(
  tx: Transaction<TDatabase>,
  clock: TClock,
  terms: TFundTerms,
  who: { operator: string; reason: string; action: string; approvedBy?: string | null },
): Promise<{ fund: TFundRow; earn: bigint }> {
  const now = clock.now();
  const money = (units: bigint) => `${formatAmount(units, terms.currency)} ${terms.currency}`;
  const earnBefore = await systemAccountBalance(tx, EARN_ACCOUNT, terms.currency);
  const fund = await createFund(tx, now, terms, who.operator);
  const earn = await systemAccountBalance(tx, EARN_ACCOUNT, terms.currency);
  const reserve = await systemAccountBalance(tx, fundReserveAccount(fund.id), terms.currency);
  await recordOperatorAction(tx, clock, {
    operator: who.operator,
    action: who.action,
    subject: `fund:${fund.id}`,
    detail: { ...terms, ratePpm: String(terms.ratePpm), price: money(terms.price), rebatePpm: terms.rebatePpm.map(String), reserve: money(fund.reserve) },
    reason: who.reason,
    before: { earn_payouts: { [terms.currency]: earnBefore }, fund_reserve: { [terms.currency]: 0n } },
    after: { earn_payouts: { [terms.currency]: earn }, fund_reserve: { [terms.currency]: reserve } },
    approvedBy: who.approvedBy ?? null,
  });
  return { fund, earn };
}

/**
 * Stops a fund (stopFund) and records it in the same transaction, with the reserve and the earn
 * account before and after: shared by ops fund:stop and the console. Null when the fund does not
 * exist or is stopped already (nothing recorded).
 */
export async function stopFundRecorded(tx: Transaction<TDatabase>, clock: TClock, fundId: bigint, who: { operator: string; reason: string; action: string; approvedBy?: string | null }) {
  const row = await fundRepository.findFund(tx, fundId);
  if (!row) return null;
  const reserveBefore = await systemAccountBalance(tx, fundReserveAccount(fundId), row.currency);
  const earnBefore = await systemAccountBalance(tx, EARN_ACCOUNT, row.currency);
  const done = await stopFund(tx, clock.now(), fundId, who.reason);
  if (!done) return null;
  const money = (units: bigint) => `${formatAmount(units, done.fund.currency)} ${done.fund.currency}`;
  await recordOperatorAction(tx, clock, {
    operator: who.operator,
    action: who.action,
    subject: `fund:${fundId}`,
    detail: { reason: who.reason, holdings: done.holdings, reserveReturned: money(done.returned) },
    reason: who.reason,
    before: { status: 'open', fund_reserve: { [row.currency]: reserveBefore }, earn_payouts: { [row.currency]: earnBefore } },
    after: {
      status: 'stopped',
      fund_reserve: { [row.currency]: await systemAccountBalance(tx, fundReserveAccount(fundId), row.currency) },
      earn_payouts: { [row.currency]: await systemAccountBalance(tx, EARN_ACCOUNT, row.currency) },
    },
    approvedBy: who.approvedBy ?? null,
  });
  return done;
}

/** `fund:create FILE.json`: the fund and its reserve in one transaction, recorded. */
export async function createFundFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [file, ...more] = args;
  if (!file || more.length > 0) throw new Error(`usage: fund:create FILE.json\n${FUND_USAGE}`);
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(where, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${where}: ${(error as Error).message}`);
  }
  const now = ctx.clock.now();
  const terms = readFundTerms(json, now);
  return readable(() =>
    ctx.db.transaction().execute(async (tx) => {
      const { fund, earn } = await createFundRecorded(tx, ctx.clock, terms, { operator, reason: 'fund:create from ops', action: 'fund:create' });
      const money = (units: bigint) => `${formatAmount(units, terms.currency)} ${terms.currency}`;
      const missing = LOCALES.filter((l) => !terms.names[l]);
      return [
        `fund ${fund.id} created: ${terms.names['en-US']}`,
        `  ${money(terms.price)} a share, ${terms.totalShares} shares, at most ${terms.buyLimit} per user; ${ppmToRate(terms.ratePpm)} a day for ${days(terms.cycleDays)}`,
        `  open ${iso(terms.startAt)} to ${iso(terms.endAt)}; rebates ${terms.rebatePpm.map((r) => ppmToRate(r)).join(' / ')}`,
        `  reserve ${money(fund.reserve)} moved from the earn account (left: ${money(earn)})`,
        ...(missing.length ? [`  names missing (en-US shown instead): ${missing.join(' ')}`] : []),
      ].join('\n');
    }),
  );
}

/** `fund:list`. */
export async function listFundsForOps(ctx: TCtx): Promise<string> {
  const funds = await fundRepository.latestFunds(ctx.db, 100);
  const names = await fundNames(ctx.db, funds.map((f) => f.id), 'en-US');
  const reserves = await reserveBalances(ctx.db, funds);
  const active = await fundRepository.activeHoldingCounts(ctx.db);
  const currencies = [...new Set(['USDT', ...funds.map((f) => f.currency)])];
  const earn = await Promise.all(currencies.map(async (c) => `${formatAmount(await systemAccountBalance(ctx.db, EARN_ACCOUNT, c), c)} ${c}`));
  const jobs = await fundRepository.latestJobs(ctx.db, FUND_ACCRUE_KIND, 3);
  return [
    `earn account: ${earn.join(', ')}`,
    ...(funds.length === 0 ? ['(no funds)'] : []),
    ...funds.map((f) => {
      const money = (units: bigint) => `${formatAmount(units, f.currency)} ${f.currency}`;
      return (
        `fund ${f.id} ${STATUS_NAMES[Number(f.status)]} "${names.get(f.id) ?? ''}": ${money(f.share_price)} a share, ${ppmToRate(f.rate_ppm)} a day, ${days(f.cycle_days)}, ` +
        `sold ${f.sold_shares}/${f.pool_shares} (limit ${f.buy_limit}), ${f.participants} participants, ${Number(active.find((a) => a.fund_id === f.id)?.n ?? 0)} active holdings, ` +
        `reserve ${money(reserves.get(f.id) ?? 0n)} of ${money(f.reserve)}, open ${iso(f.start_at)} to ${iso(f.end_at)}` +
        (f.status === BigInt(FUND_STATUS.stopped) ? `, stopped ${iso(f.stopped_at ?? 0n)}: ${f.reason}` : '')
      );
    }),
    ...jobs.map((j) => `accrual ${j.key}: ${j.status}, due ${iso(j.due_at)}${j.last_error ? `, error: ${j.last_error}` : ''}`),
  ].join('\n');
}

/** `fund:stop ID REASON`, recorded. */
export async function stopFundFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [idText, ...words] = args;
  const reason = words.join(' ').trim();
  if (!idText || !/^\d{1,15}$/.test(idText) || !reason || reason.length > 200) throw new Error('usage: fund:stop ID REASON (the reason, at most 200 characters)');
  return readable(() =>
    ctx.db.transaction().execute(async (tx) => {
      const done = await stopFundRecorded(tx, ctx.clock, BigInt(idText), { operator, reason, action: 'fund:stop' });
      if (!done) throw new Error(`fund ${idText} does not exist or is stopped already`);
      const money = (units: bigint) => `${formatAmount(units, done.fund.currency)} ${done.fund.currency}`;
      return `fund ${idText} stopped: ${done.holdings} holding${done.holdings === 1 ? '' : 's'} closed (principal returned), reserve ${money(done.returned)} back to the earn account`;
    }),
  );
}

/**
 * `fund:run-now`: runs the accrual jobs that are DUE (their window has begun), here and now,
 * through the job runner like any process would. It pays nothing that is not due. Recorded.
 */
export async function runFundsNowFromOps(ctx: TCtx, operator: string): Promise<string> {
  await scheduleFundAccruals(ctx);
  const runner = createJobRunner({ db: ctx.db, dialect: dialectOf(ctx.db as Kysely<unknown>), clock: ctx.clock, handlers: [fundAccrueJob({ clock: ctx.clock })] });
  const ran = await runner.runDue();
  const failing = await fundRepository.failingJobs(ctx.db, FUND_ACCRUE_KIND);
  const holdings = await fundRepository.holdingCountsByStatus(ctx.db);
  await recordOperatorAction(ctx.db, ctx.clock, { operator, action: 'fund:run-now', subject: 'fund-accruals', detail: { ran, failing: failing.length } });
  return [
    `fund accrual jobs run: ${ran}`,
    `holdings: ${['active', 'matured', 'stopped'].map((s) => `${Number(holdings.find((h) => h.status === s)?.n ?? 0)} ${s}`).join(', ')}`,
    ...failing.map((j) => `accrual ${j.key} ${j.status}: ${j.last_error}`),
  ].join('\n');
}

/** The fund commands, for the ops dispatcher: the answer, or null when `command` is not one of them. */
export function runFundCommand(ctx: TCtx, command: string | undefined, args: string[], operator: string): Promise<string> | null {
  switch (command) {
    case 'earn:fund':
      return earnFundFromOps(ctx, args, operator);
    case 'fund:create':
      return createFundFromOps(ctx, args, operator);
    case 'fund:list':
      return listFundsForOps(ctx);
    case 'fund:stop':
      return stopFundFromOps(ctx, args, operator);
    case 'fund:run-now':
      return runFundsNowFromOps(ctx, operator);
    default:
      return null;
  }
}
