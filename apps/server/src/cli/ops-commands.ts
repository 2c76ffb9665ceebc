import type { Kysely } from 'kysely';
import type { TDatabase } from '../platform/db/schema.js';
import type { TClock } from '../platform/clock.js';
import { paramsRepository } from '../modules/params/params.repository.js';
import { recordOperatorAction } from '../modules/audit/record-operator-action.js';
import { resetOperatorTotp, setOperatorDisabled } from '../modules/admin/operator-accounts.js';
import { adminRepository } from '../modules/admin/admin.repository.js';
import { reviewsRepository } from '../modules/audit/reviews.repository.js';
import { presentDeposit } from '../modules/deposits/present-deposit.js';
import { reviewDeposit } from '../modules/deposits/review-deposit.js';
import { presentWithdrawal } from '../modules/withdrawals/present-withdrawal.js';
import { reviewWithdrawal } from '../modules/withdrawals/review-withdrawal.js';
import { AppError } from '../platform/errors.js';
import { listProductsForOps, setProductFromOps } from '../modules/products/product-commands.js';
import { fundContractFromOps, listContractMarketsForOps, setContractFromOps } from '../modules/contract/contract-commands.js';
import { fundSecondsFromOps, listSecondsForOps, setSecondsFromOps } from '../modules/seconds/seconds-commands.js';
import { adjustScoreFromOps } from '../modules/score/score-commands.js';
import { addNoticeFromOps, editNoticeFromOps, listNoticesForOps, publishNoticeFromOps } from '../modules/messages/notice-commands.js';
import { KYC_USAGE, listKycForOps, reviewKycFromOps } from '../modules/kyc/kyc-commands.js';
import { jobsRepository } from '../platform/jobs/jobs.repository.js';
import { openAlerts } from '../modules/admin/ops-alerts.js';
import { fundInvitesFromOps, listInvitesForOps, payNowFromOps, setInviteFromOps } from '../modules/invites/invite-commands.js';
import { createLaunchFromOps, LAUNCH_USAGE, listLaunchesForOps, runLaunchNowFromOps } from '../modules/launchpad/launch-commands.js';
import { addMarketFromOps, listMarketsForOps, MARKET_USAGE } from '../modules/catalog/catalog-commands.js';
import { FUND_USAGE, runFundCommand } from '../modules/fund/fund-commands.js';
import { FIAT_USAGE, runFiatCommand } from '../modules/fiat/fiat-commands.js';
import { translate } from '@exchange/i18n';

export type TOpsContext = { db: Kysely<TDatabase>; clock: TClock };

const USAGE = `usage: npm run ops -- <command>
  login NAME                 log in as an operator (password, then an authenticator or recovery code; the first log-in enrols
                             the authenticator); the session is kept in OPS_SESSION_FILE (default ~/.exchange-ops-session, 0600)
                             or given as OPS_TOKEN. Every other command acts as that operator, under the console's policy,
                             two-person approvals and audit
  logout                     end the session
  param:list                 list every parameter with its value
  param:get NAME             print one parameter
  param:set NAME VALUE [REASON]  change a parameter (a money parameter waits for a second operator)
  audit:list [N]             the last N operator actions (default 20)
  deposit:list [STATUS]      deposits by status (0 pending review, 1 finished, 2 rejected; default 0)
  deposit:approve ID         credit a pending deposit
  deposit:reject ID REASON   reject a pending deposit
  withdrawal:list [STATUS]   withdrawals by status (default 0)
  withdrawal:approve ID [TX] pay a pending withdrawal (optional chain transaction hash)
  withdrawal:reject ID REASON  reject a pending withdrawal and unfreeze its funds
  operator:create NAME ROLES [REASON]  ask for an operator of the console /admin (ROLES: support,reviewer,finance,content,admin,
                             comma-separated): a second admin approves it in the console and is shown its temporary password once.
                             Bootstrap: while fewer than two admins exist, an admin is created without a log-in and its password printed
  operator:roles NAME ROLES [REASON]  ask for an operator's new roles (a second admin approves; nobody changes their own)
  operator:disable NAME REASON  stop an operator logging in (every session ends)
  operator:enable NAME REASON   let a disabled operator log in again
  operator:reset-totp NAME REASON  void an operator's authenticator and recovery codes (lost phone): the next log-in enrols again
  product:list               every product's switch, KYC level, risk-disclosure version and restricted countries
  product:set CODE FIELD VALUE  change one: enabled 0|1, kyc 0|1, disclosure N (its text in all 14 languages),
                             restricted DE,FR,... (ISO codes; - for none)
  contract:list              every contract market's parameters (leverages, mmr, fees, margins, open-interest limit, adverse move) and leverage caps
  contract:set SYMBOL|all FIELD VALUE  change one: enabled 0|1, leverages 5,10,..., maxLeverage N, mmr/openFee/closeFee/liquidationFee/adverseMove
                             RATE (0.005 = 0.5 %), minMargin/maxMargin/oiLimit USDT; contract:set cap CC N|- a country's leverage cap
  contract:fund house|insurance AMOUNT REFERENCE  book capital paid in (USDT) to the contract house or the insurance fund, once per reference
  seconds:list               seconds contracts: every duration (income rate, min, max, on/off), the markets offered, the house's balance and exposure
  seconds:set SECOND incomeRate|min|max|enabled VALUE  change a duration (RATE 0.85 = 85 % on a win; min/max USDT; enabled 0|1);
                             seconds:set add SECOND RATE MIN MAX, seconds:set remove SECOND, seconds:set market SYMBOL on|off
                             (open orders keep the terms they were accepted with)
  seconds:fund AMOUNT REFERENCE  book capital paid in (USDT) to the seconds house, once per reference
  score:adjust USER DELTA REASON  change a user's credit score (USER: UID, e-mail or id:N; DELTA -100..100; kept within 0..100),
                             with the reason the user sees in their score history
${KYC_USAGE}
  notice:add message|banner|home --title-en-US T --content-en-US C [--title-LOCALE …] [--link L] [--image I] [--position N] | --file TEXTS.json
                             publish a site notice (message), a home banner or a home notice, texts per language (en-US required)
  notice:list [PLACEMENT]    notices with their state;  notice:edit ID [options]  notice:unpublish ID  notice:publish ID
  invite:list                the invite parameters (ratio per level, cashback), the rewards account, cashbacks due, rebates reserved and unpaid, payout jobs
  invite:set ratio1|ratio2|ratio3|cashback VALUE  change one (RATE 0.2 = 20 % of the fee; the three together at most 0.5; cashback USDT)
  invite:fund AMOUNT REFERENCE  book capital paid in (USDT) to the invite rewards account, once per reference
  invite:pay-now             run the invite payout jobs that are due (their window has begun); pays nothing early
${LAUNCH_USAGE}
${FUND_USAGE}
${FIAT_USAGE}
${MARKET_USAGE}
  job:list [STATUS]          durable jobs by status (pending, running, done, failed; default failed)
  job:retry ID               queue a failed job again, due now, with all its tries
  alert:list                 the open operator alerts (settlement jobs that keep failing, winners the house cannot pay yet), newest first`;

function idOf(text: string | undefined): bigint {
  if (!text || !/^\d+$/.test(text)) throw new Error(USAGE);
  return BigInt(text);
}

async function review(ctx: TOpsContext, kind: 'deposit' | 'withdrawal', args: string[], operator: string, approve: boolean) {
  const decision = { id: idOf(args[0]), operator, approve, reason: approve ? '' : args.slice(1).join(' '), txHash: approve ? args[1] ?? '' : '' };
  try {
    const row = kind === 'deposit' ? await reviewDeposit(ctx, decision) : await reviewWithdrawal(ctx, decision);
    return JSON.stringify(row);
  } catch (error) {
    if (error instanceof AppError) throw new Error(translate('en-US', error.key));
    throw error;
  }
}

/** Runs one operator command and returns what to print; throws with a message on bad input. */
export async function runOpsCommand(ctx: TOpsContext, args: string[], operator: string): Promise<string> {
  const [command, ...rest] = args;
  const fundAnswer = runFundCommand(ctx, command, rest, operator);
  if (fundAnswer) return fundAnswer;
  const fiatAnswer = runFiatCommand(ctx, command, rest, operator);
  if (fiatAnswer) return fiatAnswer;
  switch (command) {
    case 'param:list': {
      const rows = await paramsRepository.list(ctx.db);
      return rows.map((r) => `${r.name}=${r.value}${r.is_public ? '' : '  (private)'}  # ${r.description}`).join('\n');
    }
    case 'param:get': {
      const value = await paramsRepository.get(ctx.db, rest[0] ?? '');
      if (value === null) throw new Error(`unknown parameter: ${rest[0] ?? ''}`);
      return value;
    }
    case 'param:set': {
      const [name, value] = rest;
      if (!name || value === undefined) throw new Error(USAGE);
      // Reached from tests: `npm run ops -- param:set` runs the console's call (ops-session.ts), which
      // holds a money parameter for a second operator.
      const changed = await paramsRepository.setRecorded(ctx, { name, value }, { operator, reason: 'set from ops' });
      if (!changed) throw new Error(`unknown parameter: ${name}`);
      return `${name}=${value}`;
    }
    case 'audit:list': {
      const limit = Number(rest[0] ?? 20) || 20;
      const rows = await adminRepository.latestActions(ctx.db, limit);
      return rows
        .map((r) => `${new Date(Number(r.created_at)).toISOString()} ${r.operator} ${r.action} ${r.subject} ${r.detail}`)
        .join('\n');
    }
    case 'deposit:list':
    case 'withdrawal:list': {
      const table = command === 'deposit:list' ? 'deposits' : 'withdrawals';
      const rows = await reviewsRepository.oldestInStatus(ctx.db, table, BigInt(Number(rest[0] ?? 0)), 200);
      const present = table === 'deposits' ? presentDeposit : presentWithdrawal;
      return rows.map((r) => JSON.stringify(present(r as never))).join('\n') || '(none)';
    }
    case 'deposit:approve':
      return review(ctx, 'deposit', rest, operator, true);
    case 'deposit:reject':
      return review(ctx, 'deposit', rest, operator, false);
    case 'withdrawal:approve':
      return review(ctx, 'withdrawal', rest, operator, true);
    case 'withdrawal:reject':
      return review(ctx, 'withdrawal', rest, operator, false);
    case 'operator:disable':
    case 'operator:enable':
      if (!rest[0] || rest.length < 2) throw new Error(USAGE);
      await setOperatorDisabled(ctx.db, ctx.clock, { name: rest[0], disabled: command === 'operator:disable', by: operator, reason: rest.slice(1).join(' ') });
      return command === 'operator:disable' ? 'disabled' : 'enabled';
    case 'operator:reset-totp':
      if (!rest[0] || rest.length < 2) throw new Error(USAGE);
      await resetOperatorTotp(ctx.db, ctx.clock, { name: rest[0], by: operator, reason: rest.slice(1).join(' ') });
      return 'reset: the next log-in enrols a new authenticator';
    case 'product:list':
      return listProductsForOps(ctx);
    case 'product:set':
      return setProductFromOps(ctx, rest, operator);
    case 'contract:list':
      return listContractMarketsForOps(ctx);
    case 'contract:set':
      return setContractFromOps(ctx, rest, operator);
    case 'contract:fund':
      return fundContractFromOps(ctx, rest, operator);
    case 'seconds:list':
      return listSecondsForOps(ctx);
    case 'seconds:set':
      return setSecondsFromOps(ctx, rest, operator);
    case 'seconds:fund':
      return fundSecondsFromOps(ctx, rest, operator);
    case 'score:adjust':
      return adjustScoreFromOps(ctx, rest, operator);
    case 'kyc:list':
      return listKycForOps(ctx, rest);
    case 'kyc:approve':
      return reviewKycFromOps(ctx, rest, operator, true);
    case 'kyc:reject':
      return reviewKycFromOps(ctx, rest, operator, false);
    case 'notice:add':
      return addNoticeFromOps(ctx, rest, operator);
    case 'notice:edit':
      return editNoticeFromOps(ctx, rest, operator);
    case 'notice:list':
      return listNoticesForOps(ctx, rest);
    case 'notice:unpublish':
      return publishNoticeFromOps(ctx, rest, operator, false);
    case 'notice:publish':
      return publishNoticeFromOps(ctx, rest, operator, true);
    case 'invite:list':
      return listInvitesForOps(ctx);
    case 'invite:set':
      return setInviteFromOps(ctx, rest, operator);
    case 'invite:fund':
      return fundInvitesFromOps(ctx, rest, operator);
    case 'invite:pay-now':
      return payNowFromOps(ctx, operator);
    case 'launch:create':
      return createLaunchFromOps(ctx, rest, operator);
    case 'launch:list':
      return listLaunchesForOps(ctx);
    case 'launch:run-now':
      return runLaunchNowFromOps(ctx, operator);
    case 'market:add':
      return addMarketFromOps(ctx, rest, operator);
    case 'market:list':
      return listMarketsForOps(ctx);
    case 'job:list': {
      const status = rest[0] ?? 'failed';
      if (status !== 'pending' && status !== 'running' && status !== 'done' && status !== 'failed') throw new Error(USAGE);
      const rows = await jobsRepository.list(ctx.db, status, 200);
      const when = (ms: bigint | null) => (ms === null ? '-' : new Date(Number(ms)).toISOString());
      return (
        rows
          .map((r) => `${r.id} ${r.kind} ${r.key} ${r.status} tries=${r.attempts}/${r.max_attempts} due=${when(r.due_at)} error=${r.last_error ?? '-'}`)
          .join('\n') || '(none)'
      );
    }
    case 'alert:list': {
      const { total, list } = await openAlerts(ctx.db);
      const when = (ms: number) => new Date(ms).toISOString();
      const lines = list.map((a) => `${a.kind} ${a.subject} since=${when(a.firstAt)} last=${when(a.lastAt)} raised=${a.count} ${a.message}`);
      return total === 0 ? '(none)' : [`${total} open`, ...lines].join('\n');
    }
    case 'job:retry': {
      const id = idOf(rest[0]);
      return ctx.db.transaction().execute(async (tx) => {
        const before = await jobsRepository.retryFailed(tx, id, BigInt(ctx.clock.now()));
        if (!before) throw new Error(`job ${id} is not a failed job`);
        const detail = { kind: before.kind, key: before.key, attempts: Number(before.attempts), lastError: before.last_error };
        await recordOperatorAction(tx, ctx.clock, { operator, action: 'job:retry', subject: `job:${id}`, detail });
        return `job ${id} queued again (${before.kind} ${before.key})`;
      });
    }
    default:
      return USAGE;
  }
}
