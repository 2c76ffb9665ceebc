import { sql } from 'kysely';
import { findMarket, formatAmount, formatUnits, REVIEW_STATUS } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { SUBMISSION } from '../kyc/kyc.repository.js';
import { productRules } from '../products/product-rules.js';

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

async function count(query: { select: (fn: any) => any }): Promise<number> {
  const row = await query.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

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
    deposits: await count(db.selectFrom('deposits').where('status', '=', BigInt(REVIEW_STATUS.pending))),
    withdrawals: await count(db.selectFrom('withdrawals').where('status', '=', BigInt(REVIEW_STATUS.pending))),
    kyc: await count(db.selectFrom('kyc_submissions').where('status', '=', SUBMISSION.review)),
    fiatBuys: await count(db.selectFrom('fiat_orders').where('side', '=', 'buy').where('state', '=', 'paid')),
    fiatSells: await count(db.selectFrom('fiat_orders').where('side', '=', 'sell').where('state', '=', 'waiting')),
    approvals: await count(db.selectFrom('operator_approvals').where('status', '=', 'pending')),
  };

  const userSums = await db
    .selectFrom('ledger_accounts')
    .select(['asset', sql<bigint>`sum(balance)`.as('total')])
    .where('is_user', '=', 1n)
    .groupBy('asset')
    .execute();
  const systemRows = await db.selectFrom('ledger_accounts').select(['key', 'asset', 'balance']).where('is_user', '=', 0n).orderBy('key').execute();
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

  const trades = await db
    .selectFrom('spot_trades')
    .select(['symbol', sql<bigint>`count(*)`.as('n'), sql<bigint>`sum(quantity)`.as('base'), sql<bigint>`sum(quote_quantity)`.as('quote')])
    .where('created_at', '>=', BigInt(dayStart))
    .groupBy('symbol')
    .orderBy('symbol')
    .execute();
  const volume = trades.map((row) => {
    const market = findMarket(row.symbol);
    const base = market?.base ?? '';
    const quote = market?.quote ?? '';
    return { symbol: row.symbol, trades: Number(row.n), base: money(big(row.base), base), quote: money(big(row.quote), quote), quoteAsset: quote };
  });

  const feeRows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.asset', sql<bigint>`sum(e.amount)`.as('total')])
    .where('a.key', '=', 'system:fees')
    .where('e.created_at', '>=', BigInt(dayStart))
    .groupBy('e.asset')
    .orderBy('e.asset')
    .execute();
  const fees = feeRows.map((row) => ({ asset: row.asset, amount: money(big(row.total), row.asset) }));

  const rules = await productRules(deps, { isFresh: true });
  const products = [...rules.values()].map((rule) => ({ code: rule.code, enabled: rule.isEnabled, restrictedCountries: rule.restrictedCountries, kycLevel: rule.kycLevel }));

  return { dayStart, queues, liabilities, volume, fees, products };
}
