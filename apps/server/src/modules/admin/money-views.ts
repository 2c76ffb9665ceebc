import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  costOf,
  FIAT_RATE_SCALE,
  formatAmount,
  formatUnits,
  FUNDED_ACCOUNTS,
  fundHoldingOwed,
  LAUNCH_QUOTE,
  OPERATOR_FUNDING_ACCOUNT,
  type TAdminFund,
  type ZAdminChannel,
  type ZAdminLaunch,
  type ZFundingBalance,
  type ZFundingMove,
} from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { accountKey, system, type TAccountRef } from '../ledger/accounts.js';
import { assetBalancesOf, balancesOf, recentTransactions } from '../ledger/ledger.repository.js';
import { EARN_ACCOUNT, fundNames, rebatesOf, reserveBalances } from '../fund/fund-records.js';
import { fundRepository } from '../fund/fund.repository.js';
import { stateOf, textsOf } from '../launchpad/launch-projects.js';
import { launchpadRepository } from '../launchpad/launchpad.repository.js';
import type { TChannelRow } from '../fiat/fiat-channels.js';
import { findAsset } from '@exchange/contracts';

type TDb = Kysely<TDatabase>;

/** Units of an asset as text, at the asset's scale when the catalogue knows it (8 otherwise). */
export const money = (units: bigint, asset: string) => (findAsset(asset) ? formatAmount(units, asset) : formatUnits(units, 8));

/** Funds as the console lists them: terms, pool used, holders, the reserve and what its active holdings still need. */
export async function adminFunds(db: TDb, now: number): Promise<TAdminFund[]> {
  const rows = await fundRepository.latestFunds(db, 200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const names = await fundNames(db, ids, 'en-US');
  const reserves = await reserveBalances(db, rows);
  const holdings = await fundRepository.activeHoldingsOf(db, ids);
  return rows.map((f) => {
    const own = holdings.filter((h) => h.fund_id === f.id);
    const needed = own.reduce(
      (sum, h) => sum + fundHoldingOwed({ principal: h.principal, ratePpm: h.rate_ppm, cycleDays: Number(h.cycle_days), interestPaid: h.interest_paid, rebatePpm: rebatesOf(f) }),
      0n,
    );
    const m = (units: bigint) => money(units, f.currency);
    return {
      id: Number(f.id),
      name: names.get(f.id) ?? `#${f.id}`,
      currency: f.currency,
      dailyRate: ppm(f.rate_ppm),
      cycleDays: Number(f.cycle_days),
      price: m(f.share_price),
      buyLimit: Number(f.buy_limit),
      totalShares: Number(f.pool_shares),
      soldShares: Number(f.sold_shares),
      poolUsed: m(f.sold_shares * f.share_price),
      poolTotal: m(f.pool_shares * f.share_price),
      participants: Number(f.participants),
      activeHoldings: own.length,
      rebateRates: rebatesOf(f).map(ppm),
      startTime: Number(f.start_at),
      endTime: Number(f.end_at),
      status: f.status === 0n && BigInt(now) >= f.end_at ? 1 : Number(f.status),
      reserve: m(reserves.get(f.id) ?? 0n),
      reserveNeeded: m(needed),
      reserveFunded: m(f.reserve),
      createdBy: f.created_by,
      createdAt: Number(f.created_at),
      stoppedAt: f.stopped_at === null ? null : Number(f.stopped_at),
      stopReason: f.reason ?? '',
    };
  });
}

function ppm(value: bigint): string {
  const whole = value / 1_000_000n;
  const rest = (value % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : `${whole}`;
}

/** System accounts' balances per asset (USDT shown even before it ever moved), in the order of `accounts`. */
export async function accountBalances(db: TDb, accounts: TAccountRef[]): Promise<{ key: string; asset: string; balance: bigint }[]> {
  const keys = accounts.map(accountKey);
  const rows = await assetBalancesOf(db, accounts);
  const out = rows.map((r) => ({ key: r.key, asset: r.asset, balance: r.balance }));
  for (const key of keys) if (!out.some((r) => r.key === key && r.asset === 'USDT')) out.push({ key, asset: 'USDT', balance: 0n });
  return out.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key) || (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
}

export async function earnBalances(db: TDb) {
  const rows = await accountBalances(db, [EARN_ACCOUNT]);
  return rows.map((r) => ({ asset: r.asset, balance: money(r.balance, r.asset) }));
}

export async function adminLaunches(db: TDb, now: number): Promise<z.output<typeof ZAdminLaunch>[]> {
  const rows = await launchpadRepository.latestProjects(db, 200);
  if (rows.length === 0) return [];
  const texts = await textsOf(db, rows.map((r) => r.id), 'en-US');
  const escrowOf = await balancesOf(db, rows.map((r) => system('launch_escrow', r.id)));
  const usdt = (units: bigint) => formatAmount(units, LAUNCH_QUOTE);
  return rows.map((p) => {
    const scale = Number(p.scale);
    const escrow = escrowOf(system('launch_escrow', p.id), p.symbol);
    return {
      id: Number(p.id),
      symbol: p.symbol,
      name: texts.get(p.id)?.name ?? p.symbol,
      scale,
      state: stateOf(p, now),
      status: p.status,
      price: usdt(p.price),
      supply: formatUnits(p.supply, scale),
      minCommit: usdt(p.min_commit),
      buyLimit: usdt(p.buy_limit),
      hardCap: usdt(costOf(p.supply, p.price, scale)),
      committed: usdt(p.committed_total),
      participants: Number(p.participants),
      allocated: formatUnits(p.allocated_total, scale),
      escrow: formatUnits(escrow, scale),
      startTime: Number(p.start_at),
      endTime: Number(p.end_at),
      unlockTime: Number(p.unlock_at),
      lockDays: Number(p.lock_days),
      createdBy: p.created_by,
      createdAt: Number(p.created_at),
    };
  });
}

export function adminChannel(c: TChannelRow): z.output<typeof ZAdminChannel> {
  return {
    platform: c.platform as z.output<typeof ZAdminChannel>['platform'],
    fiat: c.fiat,
    fiatDecimals: Number(c.fiat_decimals),
    buyRate: formatUnits(c.buy_rate, FIAT_RATE_SCALE),
    sellRate: formatUnits(c.sell_rate, FIAT_RATE_SCALE),
    minUsdt: formatAmount(c.min_usdt, 'USDT'),
    maxUsdt: formatAmount(c.max_usdt, 'USDT'),
    buyEnabled: c.buy_enabled === 1n,
    sellEnabled: c.sell_enabled === 1n,
    account: c.account,
    name: c.name,
    bankName: c.bank_name,
    ifsc: c.ifsc,
    updatedAt: Number(c.updated_at),
    updatedBy: c.updated_by,
  };
}

const FUNDING_KEYS = [OPERATOR_FUNDING_ACCOUNT, ...FUNDED_ACCOUNTS] as const;
type TFundingAccount = (typeof FUNDING_KEYS)[number];

/** The funding screen: balances of the operator funding account and the accounts it funds, and the latest moves. */
export async function adminFunding(db: TDb): Promise<{ balances: z.output<typeof ZFundingBalance>[]; moves: z.output<typeof ZFundingMove>[] }> {
  const keys = FUNDING_KEYS.map((name) => accountKey(system(name)));
  const balances = (await accountBalances(db, FUNDING_KEYS.map((name) => system(name)))).map((r) => ({ account: FUNDING_KEYS[keys.indexOf(r.key)] as TFundingAccount, asset: r.asset, balance: money(r.balance, r.asset) }));
  const transactions = await recentTransactions(db, ['operator_capital', 'funding_transfer'], 50);
  const nameOf = (key: string) => key.replace(/^system:/, '');
  const moves = transactions.map((t) => {
    const own = t.entries;
    const out = own.find((e) => e.amount < 0n);
    const into = own.find((e) => e.amount > 0n);
    const asset = into?.asset ?? out?.asset ?? 'USDT';
    return {
      id: String(t.id),
      type: t.type as 'operator_capital' | 'funding_transfer',
      reference: t.reference.replace(/^(funding|operator-capital):/, ''),
      memo: t.memo,
      asset,
      amount: money(into?.amount ?? 0n, asset),
      from: out ? nameOf(out.key) : '',
      to: into ? nameOf(into.key) : '',
      createdAt: Number(t.created_at),
    };
  });
  return { balances, moves };
}
