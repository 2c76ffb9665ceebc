import { findAsset, formatAmount } from '@exchange/contracts';
import type { z } from 'zod';
import type { ZAssetRecords } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TLedgerType } from '../ledger/post-transaction.js';
import { userEntriesPage } from '../ledger/ledger.repository.js';

/** SPEC §3 record types of each ledger transaction type: 0 deposit, 1 coin trade, 2 contract, 3 seconds, 4 subscription. */
const RECORD_TYPE: Record<TLedgerType, number> = {
  deposit: 0,
  withdrawal_freeze: 0,
  withdrawal_paid: 0,
  withdrawal_rejected: 0,
  trade: 1,
  fee: 1,
  freeze: 1,
  unfreeze: 1,
  transfer: 2,
  liquidation: 2,
  interest: 4,
  rebate: 4,
  market_making: 0,
  contract_open: 2,
  contract_cancel: 2,
  contract_settle: 2,
  house_funding: 0,
  seconds_open: 3,
  seconds_settle: 3,
  cashback: 4,
  invite_funding: 0,
  cashback_reserve: 0,
  rebate_reserve: 0,
  earn_funding: 0,
  fund_reserve: 4,
  fund_buy: 4,
  fund_interest: 4,
  fund_rebate: 4,
  fund_return: 4,
  fund_reserve_return: 4,
  launch_escrow: 4,
  launch_commit: 4,
  launch_allocate: 4,
  launch_leftover: 4,
  launch_unlock: 4,
  fiat_funding: 0,
  fiat_reserve: 0,
  fiat_release: 0,
  fiat_buy: 0,
  fiat_sell_freeze: 0,
  fiat_sell_paid: 0,
  fiat_sell_rejected: 0,
  operator_capital: 0,
  funding_transfer: 0,
  demo_funds: 0,
  chain_sweep: 0,
  chain_cold: 0,
  chain_gas: 0,
  chain_funding: 0,
};

function typesOf(recordType: number): TLedgerType[] {
  return (Object.keys(RECORD_TYPE) as TLedgerType[]).filter((t) => RECORD_TYPE[t] === recordType);
}

/**
 * The user's asset records: every change of an available balance, newest first, with its reason
 * and the balance after it. `sum` adds the amounts of all matching records (not only this page).
 */
export async function assetRecords(deps: TDeps, userId: bigint, input: z.output<typeof ZAssetRecords>) {
  const filter = {
    bucket: 'available' as const,
    asset: input.currency ? input.currency.toUpperCase() : undefined,
    types: input.tradeType !== '' ? typesOf(input.tradeType) : undefined,
  };
  const { rows, total, sum } = await userEntriesPage(deps.db, userId, filter, input);
  return {
    list: rows.map((r) => {
      return {
        id: String(r.id),
        currency: r.asset,
        wallet: r.wallet,
        amount: formatAmount(r.amount, r.asset),
        balance: formatAmount(r.balance_after, r.asset),
        type: r.type,
        tradeType: RECORD_TYPE[r.type as TLedgerType] ?? null,
        reference: r.reference,
        memo: r.memo,
        time: Number(r.created_at),
      };
    }),
    totalRow: total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    // A sum across currencies means nothing, so it is given only for one currency (none listed: 0).
    sum: input.currency ? (findAsset(input.currency) ? formatAmount(sum, input.currency) : '0') : null,
  };
}
