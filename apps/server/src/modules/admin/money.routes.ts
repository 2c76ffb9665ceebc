import type { FastifyInstance } from 'fastify';
import {
  ADMIN_CHANNEL_SET,
  ADMIN_CHANNELS,
  ADMIN_FUND_CREATE,
  ADMIN_FUND_STOP,
  ADMIN_FUNDING,
  ADMIN_FUNDING_CAPITAL,
  ADMIN_FUNDING_TRANSFER,
  ADMIN_FUNDS,
  ADMIN_LAUNCH_CREATE,
  ADMIN_LAUNCHES,
  FIAT_RATE_SCALE,
  findAsset,
  formatAmount,
  LAUNCH_QUOTE,
  parseUnits,
  rateToPpm,
  readAmountOf,
  type TFiatPlatform,
} from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { bookCapital, OPERATOR_FUNDING, transferFunding } from '../ledger/capital.js';
import { createFundRecorded, stopFundRecorded } from '../fund/fund-commands.js';
import type { TFundTerms } from '../fund/create-fund.js';
import { ensureAsset, type TLaunchText } from '../launchpad/launch-projects.js';
import { createLaunch } from '../launchpad/create-launch.js';
import { readChannels, reserveBalance, treasuryBalance, type TChannelRow } from '../fiat/fiat-channels.js';
import { fiatRepository } from '../fiat/fiat.repository.js';
import { setChannel } from '../fiat/set-channel.js';
import { fundRepository } from '../fund/fund.repository.js';
import { adminFiatRoutes } from './fiat.routes.js';
import { defineAdminRoute } from './admin-route.js';
import { holdAboveThreshold, pendingApprovals } from './ops-reviews.js';
import { adminChannel, adminFunding, adminFunds, adminLaunches, earnBalances, money } from './money-views.js';

/** Units of a positive amount of `asset`, or invalidAmount. */
function unitsOf(text: string, asset: string): bigint {
  const read = readAmountOf(text, asset);
  if (read.problem || read.units <= 0n) throw new AppError('invalidAmount');
  return read.units;
}

function knownAsset(asset: string): string {
  const upper = asset.toUpperCase();
  if (!findAsset(upper)) throw new AppError('adminAssetUnknown');
  return upper;
}

function ppmOf(text: string, max: bigint): bigint {
  const value = rateToPpm(text);
  if (value === null || value > max) throw new AppError('adminRateInvalid');
  return value;
}

/**
 * A channel change as its columns, checked against the channel it applies to (the same rules as
 * ops fiat:channel, answered with message keys): min ≤ max, buy on needs the buy rate and the
 * collection account and name, sell on needs the sell rate.
 */
function channelChange(channel: TChannelRow, input: typeof ADMIN_CHANNEL_SET.request._zod.output): Partial<TChannelRow> {
  const change: Partial<TChannelRow> = {};
  const rate = (text: string) => {
    const units = parseUnits(text, FIAT_RATE_SCALE);
    if (units === null || units <= 0n || units > 10n ** 15n) throw new AppError('adminRateInvalid');
    return units;
  };
  if (input.buyRate !== undefined) change.buy_rate = rate(input.buyRate);
  if (input.sellRate !== undefined) change.sell_rate = rate(input.sellRate);
  if (input.minUsdt !== undefined) change.min_usdt = unitsOf(input.minUsdt, 'USDT');
  if (input.maxUsdt !== undefined) change.max_usdt = unitsOf(input.maxUsdt, 'USDT');
  if (input.account !== undefined) change.account = input.account;
  if (input.name !== undefined) change.name = input.name;
  if (input.bankName !== undefined) change.bank_name = input.bankName;
  if (input.ifsc !== undefined) change.ifsc = input.ifsc;
  if (input.fiat !== undefined) change.fiat = input.fiat;
  if (input.fiatDecimals !== undefined) change.fiat_decimals = BigInt(input.fiatDecimals);
  if (input.buyEnabled !== undefined) change.buy_enabled = input.buyEnabled ? 1n : 0n;
  if (input.sellEnabled !== undefined) change.sell_enabled = input.sellEnabled ? 1n : 0n;
  const next = { ...channel, ...change };
  if (next.min_usdt > next.max_usdt) throw new AppError('adminChannelMinAboveMax');
  if (next.buy_enabled === 1n && (next.buy_rate <= 0n || !next.account || !next.name)) throw new AppError('adminChannelBuyNeedsDetails');
  if (next.sell_enabled === 1n && next.sell_rate <= 0n) throw new AppError('adminChannelSellNeedsRate');
  return change;
}

/** The operator console's "money" calls (issue 18), each declared with defineAdminRoute; the fiat review queue with them (admin/fiat.routes.ts). */
export function adminMoneyRoutes(app: FastifyInstance, deps: TDeps): void {
  adminFiatRoutes(app, deps);

  // ── Funds ──
  defineAdminRoute(app, deps, {
    call: ADMIN_FUNDS,
    handler: async () => ({ data: { funds: await adminFunds(deps.db, deps.clock.now()), earn: await earnBalances(deps.db) } }),
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_FUND_CREATE,
    handler: async ({ input, operator, approvedBy }) => {
      const currency = knownAsset(input.currency);
      const terms: TFundTerms = {
        names: input.names as Partial<Record<TLocale, string>>,
        currency,
        ratePpm: ppmOf(input.dailyRate, 100_000n),
        cycleDays: input.cycleDays,
        price: unitsOf(input.price, currency),
        buyLimit: input.buyLimit,
        totalShares: input.totalShares,
        startAt: input.startTime,
        endAt: input.endTime,
        rebatePpm: input.rebateRates.map((r) => ppmOf(r, 1_000_000n)) as [bigint, bigint, bigint],
      };
      const { fund, earn } = await deps.db
        .transaction()
        .execute((tx) => createFundRecorded(tx, deps.clock, terms, { operator: operator.name, reason: input.reason, action: 'funds.create', approvedBy }));
      return { data: { id: Number(fund.id), reserve: money(fund.reserve, currency), earnBalance: money(earn, currency) }, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_FUND_STOP,
    // Stopping a fund pays out and returns its reserve: always a second admin's decision (issue 24).
    needsApproval: async (input) => {
      const fund = await fundRepository.findFund(deps.db, BigInt(input.id));
      if (!fund || fund.status === 2n) throw new AppError('adminFundNotStoppable');
      if ((await pendingApprovals(deps, 'funds.stop', [`fund:${input.id}`])).size > 0) throw new AppError('approvalAlreadyPending');
      return { subject: `fund:${input.id}` };
    },
    handler: async ({ input, operator, approvedBy }) => {
      const done = await deps.db
        .transaction()
        .execute((tx) => stopFundRecorded(tx, deps.clock, BigInt(input.id), { operator: operator.name, reason: input.reason, action: 'funds.stop', approvedBy }));
      if (!done) throw new AppError('adminFundNotStoppable');
      return { data: { id: input.id, holdings: done.holdings, reserveReturned: money(done.returned, done.fund.currency) }, audit: { recorded: true } };
    },
  });

  // ── Launchpad ──
  defineAdminRoute(app, deps, {
    call: ADMIN_LAUNCHES,
    handler: async () => ({ data: await adminLaunches(deps.db, deps.clock.now()) }),
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_LAUNCH_CREATE,
    handler: async ({ input, operator, approvedBy }) => {
      await ensureAsset(deps.db, input.symbol);
      if (findAsset(input.symbol)) throw new AppError('adminLaunchSymbolTaken');
      const supply = parseUnits(input.supply, input.scale);
      if (supply === null || supply <= 0n) throw new AppError('invalidAmount');
      const texts: Partial<Record<TLocale, TLaunchText>> = {};
      for (const [locale, text] of Object.entries(input.texts)) if (text) texts[locale as TLocale] = { ...text, tokenInfo: [] };
      const project = {
        symbol: input.symbol,
        scale: input.scale,
        supply,
        price: unitsOf(input.price, LAUNCH_QUOTE),
        minCommit: unitsOf(input.minCommit, LAUNCH_QUOTE),
        buyLimit: unitsOf(input.buyLimit, LAUNCH_QUOTE),
        startAt: input.startTime,
        endAt: input.endTime,
        lockDays: input.lockDays,
        images: [],
        texts,
      };
      if (project.buyLimit < project.minCommit) throw new AppError('adminLaunchTermsInvalid');
      // createProject's own checks (ops wording): the console answers with a message key.
      const refusal = (error: unknown) => (error instanceof AppError ? error : new AppError('adminLaunchTermsInvalid'));
      const id = await createLaunch(deps.db, deps.clock, project, { operator: operator.name, action: 'launchpad.create', console: { reason: input.reason, approvedBy } }, refusal);
      return { data: { id: Number(id), symbol: project.symbol }, audit: { recorded: true } };
    },
  });

  // ── Payment channels ──
  defineAdminRoute(app, deps, {
    call: ADMIN_CHANNELS,
    handler: async () => {
      const channels = await readChannels(deps.db);
      const open = await fiatRepository.openOrderCounts(deps.db);
      return {
        data: {
          channels: channels.map(adminChannel),
          treasury: formatAmount(await treasuryBalance(deps.db), 'USDT'),
          reserved: formatAmount(await reserveBalance(deps.db), 'USDT'),
          openOrders: open.reduce((sum, o) => sum + Number(o.n), 0),
        },
      };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CHANNEL_SET,
    // Rates, limits, collection details (where users send money) and turning a side on wait for a
    // second operator; turning a side off on its own is the emergency stop and runs at once.
    needsApproval: async (input) => {
      const changed = Object.entries(input).filter(([key, value]) => key !== 'platform' && key !== 'reason' && value !== undefined);
      const isStopOnly = changed.every(([key, value]) => (key === 'buyEnabled' || key === 'sellEnabled') && value === false);
      return isStopOnly ? null : { subject: `fiat-channel:${input.platform}` };
    },
    handler: async ({ input, operator, approvedBy }) => {
      const platform = input.platform as TFiatPlatform;
      const row = await deps.db.transaction().execute((tx) =>
        setChannel(tx, deps.clock, {
          platform,
          operator: operator.name,
          changeOf: (channel) => channelChange(channel, input),
          auditOf: (channel, change) => ({
            action: 'fiat.channels',
            detail: { platform, fields: Object.keys(change) },
            reason: input.reason,
            before: Object.fromEntries(Object.keys(change).map((k) => [k, channel[k as keyof TChannelRow]])),
            after: change,
            approvedBy,
          }),
        }),
      );
      return { data: adminChannel(row), audit: { recorded: true } };
    },
  });

  // ── Funding ──
  defineAdminRoute(app, deps, {
    call: ADMIN_FUNDING,
    handler: async () => ({ data: await adminFunding(deps.db) }),
  });

  // Capital booked and funding moved above the threshold wait for a second operator (issue 24).
  defineAdminRoute(app, deps, {
    call: ADMIN_FUNDING_CAPITAL,
    needsApproval: async (input) => {
      const asset = knownAsset(input.asset);
      return holdAboveThreshold(deps, 'funding.transfer', `funding:capital ${input.reference}`, asset, unitsOf(input.amount, asset));
    },
    handler: async ({ input, operator, approvedBy }) => {
      const asset = knownAsset(input.asset);
      const amount = unitsOf(input.amount, asset);
      const balance = await deps.db.transaction().execute((tx) =>
        bookCapital(tx, deps.clock, {
          type: 'operator_capital',
          account: OPERATOR_FUNDING,
          asset,
          amount,
          reference: `operator-capital:${input.reference}`,
          memo: `capital paid in, booked by ${operator.name}: ${input.reason}`.slice(0, 500),
          operator: operator.name,
          reason: input.reason,
          action: 'funding.transfer',
          subject: 'funding:operator_funding',
          detail: { kind: 'capital', asset, amount: formatAmount(amount, asset), reference: input.reference },
          approvedBy,
        }),
      );
      if (balance === null) throw new AppError('adminCapitalBooked');
      return { data: { balance: money(balance, asset) }, audit: { recorded: true } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_FUNDING_TRANSFER,
    needsApproval: async (input) => {
      const asset = knownAsset(input.asset);
      return holdAboveThreshold(deps, 'funding.transfer', `funding:${input.account} ${input.direction} ${input.reference}`, asset, unitsOf(input.amount, asset));
    },
    handler: async ({ input, operator, approvedBy }) => {
      const asset = knownAsset(input.asset);
      const amount = unitsOf(input.amount, asset);
      const done = await deps.db.transaction().execute((tx) =>
        transferFunding(tx, deps.clock, {
          account: input.account,
          direction: input.direction,
          asset,
          amount,
          reference: input.reference,
          operator: operator.name,
          reason: input.reason,
          approvedBy,
          action: 'funding.transfer',
        }),
      );
      return {
        data: {
          from: { account: done.from.account as never, asset, balance: money(done.from.balance, asset) },
          to: { account: done.to.account as never, asset, balance: money(done.to.balance, asset) },
        },
        audit: { recorded: true },
      };
    },
  });
}
