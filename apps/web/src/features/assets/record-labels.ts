/** Catalog keys (under `assets`) for the codes the record calls return. */

/**
 * SPEC §4 deposit/withdrawal status: 0 pending review, 1 finished, 2 rejected (a withdrawal that failed
 * on chain too, its amount returned); 3 a withdrawal the user cancelled, 4 one approved and being sent on chain.
 */
export function reviewStatusKey(status: number): string {
  if (status === 1) return 'assets.status.finished';
  if (status === 2) return 'assets.status.rejected';
  if (status === 3) return 'withdrawSafety.cancelled';
  if (status === 4) return 'assets.status.sending';
  return 'assets.status.pending';
}

/** SPEC §3 record types, in the order of the asset-records filter ('' = all). */
export const RECORD_TYPES = [0, 1, 2, 3, 4] as const;

export function recordTypeKey(tradeType: number | ''): string {
  return tradeType === '' ? 'assets.recordType.all' : `assets.recordType.t${tradeType}`;
}

const LEDGER_TYPES = new Set([
  'deposit',
  'withdrawal_freeze',
  'withdrawal_paid',
  'withdrawal_rejected',
  'trade',
  'fee',
  'freeze',
  'unfreeze',
  'transfer',
  'liquidation',
  'contract_open',
  'contract_cancel',
  'contract_settle',
  'seconds_open',
  'seconds_settle',
  'interest',
  'rebate',
  // Earn (issue 16): funds and new-coin subscriptions.
  'earn_funding',
  'fund_reserve',
  'fund_buy',
  'fund_interest',
  'fund_rebate',
  'fund_return',
  'fund_reserve_return',
  'launch_escrow',
  'launch_commit',
  'launch_allocate',
  'launch_leftover',
  'launch_unlock',
  // Fiat quick buy and sell (issue 17).
  'fiat_funding',
  'fiat_reserve',
  'fiat_release',
  'fiat_buy',
  'fiat_sell_freeze',
  'fiat_sell_paid',
  'fiat_sell_rejected',
  // Demo mode: the daily demo funds.
  'demo_funds',
]);

/** The ledger type of an asset record ("transfer", "withdrawal_freeze" …) as a label key. */
export function ledgerTypeKey(type: string): string {
  return LEDGER_TYPES.has(type) ? `assets.ledger.${type}` : 'assets.ledger.other';
}

/** The wallet's name: coin account, contract account, or fund account (the principal of fund holdings). */
export function walletKey(wallet: string): string {
  if (wallet === 'fund') return 'assets.fundAccount';
  return wallet === 'contract' ? 'assets.contractAccount' : 'assets.coinAccount';
}
