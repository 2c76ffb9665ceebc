import { findMarket, formatAmount, formatUnits } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { reviewsRepository } from '../audit/reviews.repository.js';
import { fiatReviewRepository } from '../fiat/fiat-review.repository.js';
import { kycRepository, SUBMISSION } from '../kyc/kyc.repository.js';
import { liabilitiesAndSystemBalances, postedSince } from '../ledger/ledger.repository.js';
import { productRules } from '../products/product-rules.js';
import { spotRepository } from '../spot/spot.repository.js';
import { adminRepository } from './admin.repository.js';

/** The system accounts that back products (ARCHITECTURE.md "Integrity"): what the exchange holds against what it owes. */
export const BACKING_ACCOUNTS = [
  'contract_house',
  'insurance_fund',
  'seconds_house',
  'earn_payouts',
  'fund_reserve',
  'invite_rewards',
  'fiat_treasury',
  'fiat_reserve',
  'launch_escrow',
] as const;

const DAY_MS = 86_400_000;

/** An amount at its asset's scale; an asset outside the catalogue (a launchpad token) as raw units. */
export function money(units: bigint, asset: string): string {
  try {
    return formatAmount(units, asset);
  } catch {
    return formatUnits(units, 0);
  }
}

const big = (value: unknown): bigint => (value === null || value === undefined ? 0n : BigInt(String(value)));

/**
 * The dashboard (read-only): what waits in each review queue, each asset's liabilities (users'
 * balances, every wallet and bucket) against the backing system accounts, today's (UTC) spot volume
 * per market and fees per asset (the fees account's postings since midnight), the products' switches.
 */
export async function dashboard(deps: TDeps) {
  const now = deps.clock.now();
  const dayStart = now - (now % DAY_MS);
  const db = deps.db;

  const queues = {
    deposits: await reviewsRepository.countPending(db, 'deposits'),
    withdrawals: await reviewsRepository.countPending(db, 'withdrawals'),
    kyc: await kycRepository.count(db, SUBMISSION.review),
    fiatBuys: await fiatReviewRepository.countIn(db, 'buy', 'paid'),
    fiatSells: await fiatReviewRepository.countIn(db, 'sell', 'waiting'),
    approvals: await adminRepository.countPendingApprovals(db),
  };

  const { userSums, systemRows } = await liabilitiesAndSystemBalances(db);
  const byAsset = new Map<string, { users: bigint; backing: { account: string; balance: bigint }[] }>();
  const entry = (asset: string) => {
    let found = byAsset.get(asset);
    if (!found) byAsset.set(asset, (found = { users: 0n, backing: [] }));
    return found;
  };
  for (const row of userSums) entry(row.asset).users += big(row.total);
  for (const row of systemRows) {
    const name = row.key.split(':')[1] ?? '';
    if ((BACKING_ACCOUNTS as readonly string[]).includes(name)) entry(row.asset).backing.push({ account: row.key.replace(/^system:/, ''), balance: big(row.balance) });
  }
  const liabilities = [...byAsset.entries()]
    .filter(([, v]) => v.users !== 0n || v.backing.some((b) => b.balance !== 0n))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([asset, v]) => ({
      asset,
      users: money(v.users, asset),
      backing: v.backing.map((b) => ({ account: b.account, balance: money(b.balance, asset) })),
      backingTotal: money(
        v.backing.reduce((sum, b) => sum + b.balance, 0n),
        asset,
      ),
    }));

  const trades = await spotRepository.volumeSince(db, dayStart);
  const volume = trades.map((row) => {
    const market = findMarket(row.symbol);
    const base = market?.base ?? '';
    const quote = market?.quote ?? '';
    return { symbol: row.symbol, trades: Number(row.n), base: money(big(row.base), base), quote: money(big(row.quote), quote), quoteAsset: quote };
  });

  const feeRows = await postedSince(db, { system: 'fees' }, BigInt(dayStart));
  const fees = feeRows.map((row) => ({ asset: row.asset, amount: money(big(row.total), row.asset) }));

  const rules = await productRules(deps, { isFresh: true });
  const products = [...rules.values()].map((rule) => ({ code: rule.code, enabled: rule.isEnabled, restrictedCountries: rule.restrictedCountries, kycLevel: rule.kycLevel }));

  return { dayStart, queues, liabilities, volume, fees, products };
}
