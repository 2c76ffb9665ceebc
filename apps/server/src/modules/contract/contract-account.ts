import { CONTRACT_MARGIN_ASSET, formatAmount } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { available, frozen } from '../ledger/accounts.js';
import { balancesOf } from '../ledger/ledger.repository.js';
import { presentUnrealized } from './contract-orders.js';
import { contractRepository } from './contract.repository.js';

const usdt = (units: bigint) => formatAmount(units, CONTRACT_MARGIN_ASSET);
const signed = (units: bigint) => (units < 0n ? `-${usdt(-units)}` : usdt(units));

/**
 * /bb/contract/account: the contract wallet's available and frozen USDT (margins of holding
 * positions and pending orders), the unrealized P/L of the holding positions at the newest ticks
 * (each no worse than its margin: a gap is the insurance fund's), and their sum, the equity.
 */
export async function getContractAccount(deps: TDeps, userId: bigint) {
  const mark = (symbol: string) => deps.priceTicks.latest(symbol);
  const accounts = [available(userId, 'contract'), frozen(userId, 'contract')];
  const balanceOf = await balancesOf(deps.db, accounts, [CONTRACT_MARGIN_ASSET]);
  const holding = await contractRepository.holdingOf(deps.db, userId);
  let unrealized = 0n;
  for (const row of holding) unrealized += presentUnrealized(row, mark(row.symbol)?.price ?? null);
  const free = balanceOf(accounts[0], CONTRACT_MARGIN_ASSET);
  const held = balanceOf(accounts[1], CONTRACT_MARGIN_ASSET);
  return {
    currency: CONTRACT_MARGIN_ASSET,
    available: usdt(free),
    frozen: usdt(held),
    unrealizedProfit: signed(unrealized),
    equity: signed(free + held + unrealized),
    positions: holding.length,
  };
}
