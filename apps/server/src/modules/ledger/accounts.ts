import type { TWallet } from '@exchange/contracts';

export type TBucket = 'available' | 'frozen';

/**
 * System accounts: the other side of every flow in or out of user wallets. Clearing accounts go
 * negative by design (deposit clearing mirrors what came in from chains); user accounts never do.
 */
export const SYSTEM_ACCOUNTS = ['fees', 'deposit_clearing', 'withdrawal_clearing', 'market_maker', 'insurance_fund', 'earn_payouts', 'contract_house', 'seconds_house', 'invite_rewards'] as const;
export type TSystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type TAccountRef = { userId: bigint; wallet: TWallet; bucket: TBucket } | { system: TSystemAccount };

export function accountKey(ref: TAccountRef): string {
  return 'system' in ref ? `system:${ref.system}` : `user:${ref.userId}:${ref.wallet}:${ref.bucket}`;
}

export const available = (userId: bigint, wallet: TWallet = 'coin'): TAccountRef => ({ userId, wallet, bucket: 'available' });
export const frozen = (userId: bigint, wallet: TWallet = 'coin'): TAccountRef => ({ userId, wallet, bucket: 'frozen' });
export const system = (name: TSystemAccount): TAccountRef => ({ system: name });

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
