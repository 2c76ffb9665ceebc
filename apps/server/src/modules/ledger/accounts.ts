import type { TLedgerWallet } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';

export type TBucket = 'available' | 'frozen';

/**
 * System accounts: the other side of every flow in or out of user wallets. Clearing accounts go
 * negative by design (deposit clearing mirrors what came in from chains); user accounts never do.
 */
export const SYSTEM_ACCOUNTS = [
  'fees',
  'deposit_clearing',
  'withdrawal_clearing',
  'market_maker',
  'insurance_fund',
  'earn_payouts',
  'contract_house',
  'seconds_house',
  'invite_rewards',
  /** Cashbacks earned and not paid yet, each moved here from invite_rewards in the transaction that earned it (modules/invites). */
  'invite_reserve',
  /** Trade rebates accrued and not paid yet, moved here from `fees` as they accrue (modules/invites/reserve-rebates.ts). */
  'invite_rebate_reserve',
  /** One per fund (`id` = the fund's id): the interest and rebates it promised, moved in from earn_payouts before it opens. */
  'fund_reserve',
  /** A launchpad token's supply as its issuer brings it in (goes negative by the supply, like deposit clearing). */
  'launch_issuer',
  /** One per project (`id` = the project's id): the supply for sale, escrowed before it opens. */
  'launch_escrow',
  /** The USDT paid for allocated tokens, for the issuer. */
  'launch_proceeds',
  /** Fiat quick buy (modules/fiat): the USDT sold for fiat, funded by an operator; buys are paid from it (guarded), sells paid out go into it. */
  'fiat_treasury',
  /** The USDT promised to open fiat buy orders, moved out of fiat_treasury (guarded) when each order is made. */
  'fiat_reserve',
  /**
   * The operator's own funding account (issue 18 "Funding"): capital an operator paid in is booked
   * here from deposit clearing, then moved to the house, insurance, earn, invite and treasury
   * accounts (and back) by recorded funding transfers, never below zero (ledger/capital.ts).
   */
  'operator_funding',
  /** Demo mode only (modules/demo/demo-funds.ts): what new accounts claim once a day, filled by operator capital, never minted. */
  'demo_faucet',
  /**
   * Real chains (modules/chain): what the exchange holds on chain, as the clearing accounts do
   * (negative: minus the holding). Deposit wallets hold credited deposits until they are swept;
   * the hot wallet what was swept in and not paid out; the cold wallet what was moved out of hot.
   */
  'chain_deposit_wallets',
  'chain_hot_wallet',
  'chain_cold_wallet',
] as const;
export type TSystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * System accounts that hold promises (a house, a reserve, the earn, invite and treasury accounts)
 * and so may never go below zero, with the message a shortfall answers with. Every posting to one
 * of them is guarded in the same SQL UPDATE that moves it, exactly as a user account's is
 * (post-transaction.ts, ledger-batch.ts): a balance read earlier, without a lock, never decides
 * it, so concurrent settlements, closes and funding transfers cannot take one below zero on
 * PostgreSQL. The audit (audit-houses.ts) checks each is ≥ 0.
 */
export const GUARDED_SYSTEM_ACCOUNTS: Partial<Record<TSystemAccount, TMessageKey>> = {
  contract_house: 'contractHouseCapital',
  insurance_fund: 'contractHouseCapital',
  seconds_house: 'secondsHouseCover',
  earn_payouts: 'earnAccountShort',
  fund_reserve: 'earnAccountShort',
  invite_rewards: 'inviteRewardsShort',
  invite_reserve: 'inviteRewardsShort',
  invite_rebate_reserve: 'inviteRewardsShort',
  fiat_treasury: 'fiatTreasuryShort',
  fiat_reserve: 'fiatTreasuryShort',
  operator_funding: 'adminFundingShort',
  demo_faucet: 'demoFaucetEmpty',
};

/** The message a shortfall of this account answers with when it is guarded, else undefined (a user account is guarded by the ledger itself). */
export function guardOf(ref: TAccountRef): TMessageKey | undefined {
  return 'system' in ref ? GUARDED_SYSTEM_ACCOUNTS[ref.system] : undefined;
}

/**
 * A user's wallet bucket, or a system account. A system account with an `id` is one of a family
 * (a fund's reserve, a project's escrow): its own balance, key `system:<name>:<id>`.
 */
export type TAccountRef = { userId: bigint; wallet: TLedgerWallet; bucket: TBucket } | { system: TSystemAccount; id?: bigint };

export function accountKey(ref: TAccountRef): string {
  if ('system' in ref) return ref.id === undefined ? `system:${ref.system}` : `system:${ref.system}:${ref.id}`;
  return `user:${ref.userId}:${ref.wallet}:${ref.bucket}`;
}

export const available = (userId: bigint, wallet: TLedgerWallet = 'coin'): TAccountRef => ({ userId, wallet, bucket: 'available' });
export const frozen = (userId: bigint, wallet: TLedgerWallet = 'coin'): TAccountRef => ({ userId, wallet, bucket: 'frozen' });
export const system = (name: TSystemAccount, id?: bigint): TAccountRef => (id === undefined ? { system: name } : { system: name, id });

/** The row that opens an account for one asset (balance 0 until postings move it). */
export function accountRow(ref: TAccountRef, asset: string) {
  const isUser = !('system' in ref);
  return {
    key: accountKey(ref),
    asset,
    user_id: isUser ? ref.userId : null,
    wallet: isUser ? ref.wallet : '',
    bucket: isUser ? ref.bucket : '',
    is_user: isUser ? 1n : 0n,
  };
}
