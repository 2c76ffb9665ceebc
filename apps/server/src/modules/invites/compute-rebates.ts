import type { TInviteSettings } from './invite-settings.js';

/** What one friend paid in fees on one day in one asset (fee-sources.ts). */
export type TFriendFee = { friendId: bigint; asset: string; amount: bigint };

/** A friend's referrer at one level (the `referrals` table written at registration). */
export type TAncestor = { ancestorId: bigint; level: 1 | 2 | 3 };

export type TRebate = {
  beneficiaryId: bigint;
  friendId: bigint;
  level: 1 | 2 | 3;
  asset: string;
  /** The friend's fees of the day in this asset. */
  fees: bigint;
  ratioPpm: bigint;
  amount: bigint;
};

const PPM = 1_000_000n;

/** The payout's name: its unique key in invite_payouts and the reference of its ledger transaction. */
export function rebateKey(r: Pick<TRebate, 'beneficiaryId' | 'friendId' | 'level' | 'asset'>, day: string): string {
  return `rebate:${r.beneficiaryId}:${r.friendId}:${day}:${r.level}:${r.asset}`;
}

export function cashbackKey(beneficiaryId: bigint, friendId: bigint): string {
  return `cashback:${beneficiaryId}:${friendId}`;
}

/**
 * The rebates of one day, pure: for each friend and asset, each of up to three referrers gets
 * floor(fees × ratio of its level), at the asset's own scale (fees are units of the asset, so the
 * floor is "round down at the asset's scale"). A referrer with the friend's identity gets nothing
 * (`isSelf`), and a zero amount is no payout. Since the ratios together are at most half
 * (invite-settings.ts), the rebates of a fee never exceed the fee.
 */
export function computeRebates(
  fees: readonly TFriendFee[],
  ancestorsOf: (friendId: bigint) => readonly TAncestor[],
  settings: Pick<TInviteSettings, 'ratiosPpm'>,
  isSelf: (beneficiaryId: bigint, friendId: bigint) => boolean = () => false,
): TRebate[] {
  const totals = new Map<string, TFriendFee>();
  for (const fee of fees) {
    if (fee.amount <= 0n) continue;
    const key = `${fee.friendId}|${fee.asset}`;
    const seen = totals.get(key);
    totals.set(key, { ...fee, amount: (seen?.amount ?? 0n) + fee.amount });
  }
  const rebates: TRebate[] = [];
  for (const fee of totals.values()) {
    for (const { ancestorId, level } of ancestorsOf(fee.friendId)) {
      if (ancestorId === fee.friendId || isSelf(ancestorId, fee.friendId)) continue;
      const ratioPpm = settings.ratiosPpm[level - 1];
      const amount = (fee.amount * ratioPpm) / PPM;
      if (amount > 0n) rebates.push({ beneficiaryId: ancestorId, friendId: fee.friendId, level, asset: fee.asset, fees: fee.amount, ratioPpm, amount });
    }
  }
  return rebates;
}
