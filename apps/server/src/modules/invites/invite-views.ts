import type { Kysely } from 'kysely';
import {
  CASHBACK_ASSET,
  formatAmount,
  invitePath,
  ppmToRate,
  type TFriend,
  type TInviteSummary,
  type TReward,
  type TShareInfo,
} from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { loadInviteSettings } from './invite-settings.js';
import { invitesRepository } from './invites.repository.js';

type TDb = Kysely<TDatabase>;
type TLevel = 1 | 2 | 3;

/** A friend's e-mail or phone as others may see it: enough to recognise, not enough to contact. */
export function maskAccount(user: { email: string | null; area_code: string | null; phone: string | null }): string {
  if (user.email) {
    const [name = '', domain = ''] = user.email.split('@');
    return `${name.slice(0, Math.min(2, Math.max(1, name.length - 1)))}***@${domain}`;
  }
  if (user.phone) return `${user.area_code ? `+${user.area_code} ` : ''}***${user.phone.slice(-4)}`;
  return '***';
}

async function codeOf(db: TDb, userId: bigint): Promise<string> {
  const row = await accountsRepository.findById(db, userId);
  if (!row) throw new AppError('noData');
  return row.invitation_code;
}

/** SPEC §7 /index/share: the caller's code, the links and the poster's text. */
export async function shareInfo(db: TDb, userId: bigint): Promise<TShareInfo> {
  const code = await codeOf(db, userId);
  const settings = await loadInviteSettings(db);
  const mobile = invitePath(code, 'mobile');
  return {
    inviteCode: code,
    links: { mobile, desktop: invitePath(code, 'desktop') },
    poster: { qrPath: mobile, ratios: settings.ratiosPpm.map(ppmToRate), cashback: formatAmount(settings.cashback, CASHBACK_ASSET) },
  };
}

/** The caller's three levels: ratio, friends, what each earned (rebates per asset, cashback), and the totals. */
export async function inviteSummary(db: TDb, userId: bigint): Promise<TInviteSummary> {
  const code = await codeOf(db, userId);
  const settings = await loadInviteSettings(db);
  const counts = await invitesRepository.friendCounts(db, userId);
  const earned = await invitesRepository.earnedBy(db, userId);
  const due = await invitesRepository.countDueCashbacks(db, userId);
  const total = new Map<string, bigint>();
  const levels = ([1, 2, 3] as const).map((level) => {
    const mine = earned.filter((e) => Number(e.level) === level);
    const rebates = mine.filter((e) => e.kind === 'rebate');
    const cashback = mine.filter((e) => e.kind === 'cashback').reduce((sum, e) => sum + BigInt(String(e.amount)), 0n);
    for (const e of mine) total.set(e.asset, (total.get(e.asset) ?? 0n) + BigInt(String(e.amount)));
    return {
      level,
      ratio: ppmToRate(settings.ratiosPpm[level - 1]),
      friends: Number(counts.find((c) => Number(c.level) === level)?.n ?? 0),
      tradeRebate: rebates.map((e) => ({ asset: e.asset, amount: formatAmount(BigInt(String(e.amount)), e.asset) })).sort((a, b) => a.asset.localeCompare(b.asset)),
      cashback: formatAmount(cashback, CASHBACK_ASSET),
      rechargeRebate: '0',
    };
  });
  return {
    inviteCode: code,
    levels,
    cashbackAmount: formatAmount(settings.cashback, CASHBACK_ASSET),
    cashbackDue: settings.cashback === 0n ? 0 : due,
    total: [...total].sort(([a], [b]) => a.localeCompare(b)).map(([asset, amount]) => ({ asset, amount: formatAmount(amount, asset) })),
    rechargeRebate: '0',
  };
}

/** The caller's payouts, newest first, one page. */
export async function inviteRewards(
  db: TDb,
  userId: bigint,
  q: { pageNo: number; pageSize: number; level: number; kind: 'all' | 'rebate' | 'cashback' },
): Promise<{ list: TReward[]; totalRow: number; pageNo: number; pageSize: number }> {
  const { rows, total } = await invitesRepository.payoutsPage(db, userId, q);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      day: Number(r.day),
      friend: maskAccount(r),
      level: Number(r.level) as TLevel,
      kind: r.kind,
      asset: r.asset,
      amount: formatAmount(r.amount, r.asset),
      paidAt: Number(r.created_at),
    })),
    totalRow: total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** The caller's friends on the three levels, newest first. */
export async function inviteFriends(
  db: TDb,
  userId: bigint,
  q: { pageNo: number; pageSize: number; level: number },
): Promise<{ list: TFriend[]; totalRow: number; pageNo: number; pageSize: number }> {
  const { rows, total } = await invitesRepository.friendsPage(db, userId, q);
  return {
    list: rows.map((r) => ({ account: maskAccount(r), level: Number(r.level) as TLevel, joinedAt: Number(r.created_at), isVerified: r.kyc_status === 2n })),
    totalRow: total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
