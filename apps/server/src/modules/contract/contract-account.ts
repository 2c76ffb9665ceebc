import { CONTRACT_MARGIN_ASSET, formatAmount } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { accountKey, available, frozen } from '../ledger/accounts.js';
import { presentUnrealized } from './contract-orders.js';

const usdt = (units: bigint) => formatAmount(units, CONTRACT_MARGIN_ASSET);
const signed = (units: bigint) => (units < 0n ? `-${usdt(-units)}` : usdt(units));

/**
 * /bb/contract/account: the contract wallet's available and frozen USDT (margins of holding
 * positions and pending orders), the unrealized P/L of the holding positions at the newest ticks
 * (each no worse than its margin: a gap is the insurance fund's), and their sum, the equity.
 */
export async function getContractAccount(deps: TDeps, userId: bigint) {
  const mark = (symbol: string) => deps.priceTicks.latest(symbol);
  const keys = [accountKey(available(userId, 'contract')), accountKey(frozen(userId, 'contract'))];
  const balances = await deps.db
    .selectFrom('ledger_accounts')
    .select(['key', 'balance'])
    .where('key', 'in', keys)
    .where('asset', '=', CONTRACT_MARGIN_ASSET)
    .execute();
  const balanceOf = (key: string) => balances.find((b) => b.key === key)?.balance ?? 0n;
  const holding = await deps.db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'holding').execute();
  let unrealized = 0n;
  for (const row of holding) unrealized += presentUnrealized(row, mark(row.symbol)?.price ?? null);
  const free = balanceOf(keys[0]);
  const held = balanceOf(keys[1]);
  return {
    currency: CONTRACT_MARGIN_ASSET,
    available: usdt(free),
    frozen: usdt(held),
    unrealizedProfit: signed(unrealized),
    equity: signed(free + held + unrealized),
    positions: holding.length,
  };
}
