import { CASHBACK_ASSET, CONTRACT_MARGIN_ASSET, formatAmount, SECONDS_ASSET } from '@exchange/contracts';
import { auditExposure, HOUSE } from './modules/contract/house.js';
import { houseWorstCaseRecorded } from './modules/contract/house-worst-case.js';
import { auditSecondsExposure, SECONDS_HOUSE, secondsExposure } from './modules/seconds/seconds-house.js';
import { secondsRepository } from './modules/seconds/seconds.repository.js';
import { auditFunds, fundReserveNeeds } from './modules/fund/fund-audit.js';
import { launchHolds } from './modules/launchpad/launch-holds.js';
import { auditFiatReserve, fiatHolds } from './modules/fiat/fiat-audit.js';
import { cashbackObligations, cashbacksOwed } from './modules/invites/cashback-obligations.js';
import { REBATE_RESERVE, rebateObligations } from './modules/invites/reserve-rebates.js';
import { accountKey, system } from './modules/ledger/accounts.js';
import { registerLedgerAuditSources, type TLedgerAuditSources, type THouseProblem } from './modules/ledger/audit-sources.js';
import { balanceOf } from './modules/ledger/ledger.repository.js';

type TDb = Parameters<TLedgerAuditSources['houseChecks'][number]>[0];

const usdt = (units: bigint) => (units < 0n ? `-${formatAmount(-units, CONTRACT_MARGIN_ASSET)}` : formatAmount(units, CONTRACT_MARGIN_ASSET));

/** The contract house covers the gross worst case of its open positions, and its kept net exposure is its positions'. */
async function contractHouseCheck(db: TDb): Promise<THouseProblem[]> {
  const problems: THouseProblem[] = [];
  const house = await balanceOf(db, HOUSE, CONTRACT_MARGIN_ASSET);
  const worst = await houseWorstCaseRecorded(db);
  if (house < worst) {
    problems.push({ check: 'contractHouseCover', message: `${accountKey(HOUSE)} holds ${usdt(house)} USDT, short of its open positions' gross worst case ${usdt(worst)}` });
  }
  for (const e of await auditExposure(db)) {
    problems.push({ check: 'contractExposure', message: `contract market ${e.symbol}: kept net exposure ${e.kept} lots, its holding positions ${e.held}` });
  }
  return problems;
}

/** The seconds house covers its open orders' best payout, and its kept exposure is theirs. */
async function secondsHouseCheck(db: TDb): Promise<THouseProblem[]> {
  const problems: THouseProblem[] = [];
  const seconds = await balanceOf(db, SECONDS_HOUSE, SECONDS_ASSET);
  const exposure = await auditSecondsExposure(db);
  if (seconds < exposure.open) {
    problems.push({ check: 'secondsHouseCover', message: `${accountKey(SECONDS_HOUSE)} holds ${usdt(seconds)} USDT, short of its open orders' best payout ${usdt(exposure.open)}` });
  }
  if (exposure.kept !== exposure.open) {
    problems.push({ check: 'secondsExposure', message: `seconds_house.exposure is ${usdt(exposure.kept)} USDT, its open orders' best payout ${usdt(exposure.open)}` });
  }
  return problems;
}

/** Each fund's reserve covers what its holdings may still cost. */
async function fundReserveCheck(db: TDb): Promise<THouseProblem[]> {
  const problems: THouseProblem[] = [];
  for (const r of await fundReserveNeeds(db)) {
    if (r.has < r.need) {
      const key = accountKey(system('fund_reserve', r.fundId));
      problems.push({ check: 'fundReserveCover', message: `${key} holds ${formatAmount(r.has, r.currency)} ${r.currency}, short of what fund ${r.fundId}'s holdings may still cost, ${formatAmount(r.need, r.currency)}` });
    }
  }
  return problems;
}

/** The invite reserve covers the cashbacks reserved and not paid; the rebate reserve, per asset, the rebates. */
async function inviteReserveCheck(db: TDb): Promise<THouseProblem[]> {
  const problems: THouseProblem[] = [];
  const reserve = await balanceOf(db, system('invite_reserve'), CASHBACK_ASSET);
  const { reservedUnpaid } = await cashbackObligations(db);
  if (reserve < reservedUnpaid) {
    problems.push({ check: 'inviteReserveCover', message: `system:invite_reserve holds ${usdt(reserve)} ${CASHBACK_ASSET}, short of the cashbacks reserved and unpaid, ${usdt(reservedUnpaid)}` });
  }
  for (const [asset, owed] of await rebateObligations(db)) {
    const held = await balanceOf(db, REBATE_RESERVE, asset);
    if (held < owed) {
      const show = (units: bigint) => (units < 0n ? `-${formatAmount(-units, asset)}` : formatAmount(units, asset));
      problems.push({ check: 'inviteRebateReserveCover', message: `${accountKey(REBATE_RESERVE)} holds ${show(held)} ${asset}, short of the rebates reserved and unpaid, ${show(owed)}` });
    }
  }
  return problems;
}

/**
 * What the products tell the ledger audit and the capital guard (issue 25: the ledger sits below
 * the products and does not import them). The checks keep the order the report always had.
 */
export const LEDGER_AUDIT_SOURCES: TLedgerAuditSources = {
  coinHolds: [launchHolds, fiatHolds],
  frozenChecks: [auditFunds, auditFiatReserve],
  houseChecks: [contractHouseCheck, secondsHouseCheck, fundReserveCheck, inviteReserveCheck],
  promises: {
    // The gross worst case of every open position, at the newest recorded prices.
    contract_house: { promised: (db, asset) => (asset === CONTRACT_MARGIN_ASSET ? houseWorstCaseRecorded(db) : Promise.resolve(0n)) },
    // The most its open orders can win; locking its exposure row (a no-op update) serialises it with every order's creation.
    seconds_house: {
      promised: (db, asset) => (asset === SECONDS_ASSET ? secondsExposure(db) : Promise.resolve(0n)),
      lock: (tx) => secondsRepository.lockExposure(tx),
    },
    // What the funds' reserves lack of what their active holdings may still cost.
    earn_payouts: {
      async promised(db, asset) {
        let short = 0n;
        for (const r of await fundReserveNeeds(db)) if (r.currency === asset && r.has < r.need) short += r.need - (r.has > 0n ? r.has : 0n);
        return short;
      },
    },
    // The cashbacks friends have earned and that are not reserved yet.
    invite_rewards: { promised: (db, asset) => (asset === CASHBACK_ASSET ? cashbacksOwed(db) : Promise.resolve(0n)) },
  },
};

/** Registers the products' audit checks and promises with the ledger (app.ts and the audit command call it). */
export function registerProductAuditSources(): void {
  registerLedgerAuditSources(LEDGER_AUDIT_SOURCES);
}
