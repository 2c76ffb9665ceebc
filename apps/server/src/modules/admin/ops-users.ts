import type { Selectable } from 'kysely';
import type { TDeps } from '../../platform/deps.js';
import type { TUsersTable } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { revokeUserSessions } from '../accounts/sessions.js';
import { sessionsRepository } from '../accounts/sessions.repository.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { kycRepository } from '../kyc/kyc.repository.js';
import { userAccountBalances, userEntriesPage } from '../ledger/ledger.repository.js';
import { messagesRepository } from '../messages/messages.repository.js';
import { money } from './ops-dashboard.js';

type TUser = Selectable<TUsersTable>;
type TPage = { pageNo: number; pageSize: number };

function presentUserRow(user: TUser) {
  return {
    id: String(user.id),
    uid: user.uid,
    email: user.email,
    phone: user.phone,
    country: user.country,
    kycStatus: Number(user.kyc_status),
    loginDisabled: user.login_disabled_at !== null,
    createdAt: Number(user.created_at),
  };
}

async function userOf(deps: Pick<TDeps, 'db'>, id: number): Promise<TUser> {
  const user = await accountsRepository.findById(deps.db, BigInt(id));
  if (!user) throw new AppError('noData');
  return user;
}

/** Users whose e-mail, phone or uid is `q` or starts with it (e-mails compared in lower case), newest first. */
export async function searchUsers(deps: Pick<TDeps, 'db'>, input: { q: string } & TPage) {
  const { rows, total } = await accountsRepository.searchPage(deps.db, input.q.trim(), input);
  return { list: rows.map(presentUserRow), totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize };
}

/** A user's profile, latest KYC file, balances (every wallet and asset, read-only) and open sessions. */
export async function userDetail(deps: Pick<TDeps, 'db' | 'clock'>, id: number) {
  const user = await userOf(deps, id);
  const referrer = user.referrer_id === null ? null : await accountsRepository.findById(deps.db, user.referrer_id);
  const kyc = await kycRepository.latestOf(deps.db, user.id);
  const accounts = await userAccountBalances(deps.db, user.id);
  const balances = new Map<string, { wallet: string; asset: string; available: bigint; frozen: bigint }>();
  for (const row of accounts) {
    const key = `${row.wallet}:${row.asset}`;
    const line = balances.get(key) ?? { wallet: row.wallet, asset: row.asset, available: 0n, frozen: 0n };
    if (row.bucket === 'frozen') line.frozen += row.balance;
    else line.available += row.balance;
    balances.set(key, line);
  }
  const sessions = await sessionsRepository.listOpen(deps.db, user.id, BigInt(deps.clock.now()));
  return {
    profile: {
      ...presentUserRow(user),
      areaCode: user.area_code,
      kycCountry: user.kyc_country,
      score: Number(user.score),
      referrer: referrer ? { id: String(referrer.id), uid: referrer.uid } : null,
      loginDisabledAt: user.login_disabled_at === null ? null : Number(user.login_disabled_at),
      loginDisabledReason: user.login_disabled_reason,
    },
    kyc: kyc
      ? {
          id: String(kyc.id),
          status: Number(kyc.status),
          realName: kyc.real_name,
          idNumber: kyc.id_number,
          idCountry: kyc.id_country,
          frontImage: `/bb/file/${kyc.front_file}`,
          backImage: `/bb/file/${kyc.back_file}`,
          reason: kyc.reason,
          createdAt: Number(kyc.created_at),
          reviewedBy: kyc.reviewed_by,
        }
      : null,
    balances: [...balances.values()].map((b) => ({ wallet: b.wallet, asset: b.asset, available: money(b.available, b.asset), frozen: money(b.frozen, b.asset) })),
    sessions: sessions.map((s) => ({
      id: String(s.id),
      ip: s.ip ?? '',
      userAgent: s.user_agent ?? '',
      createdAt: Number(s.created_at),
      lastSeenAt: Number(s.last_seen_at),
      expiresAt: Number(s.expires_at),
    })),
  };
}

/** The user's ledger entries (every wallet and bucket), newest first, optionally of one asset. */
export async function userLedger(deps: Pick<TDeps, 'db'>, input: { id: number; asset: string } & TPage) {
  const user = await userOf(deps, input.id);
  const { rows, total } = await userEntriesPage(deps.db, user.id, { asset: input.asset ? input.asset.toUpperCase() : undefined }, input);
  const list = rows.map((r) => ({
    id: String(r.id),
    type: r.type,
    asset: r.asset,
    wallet: r.wallet,
    bucket: r.bucket,
    amount: money(r.amount, r.asset),
    balanceAfter: money(r.balance_after, r.asset),
    reference: r.reference,
    memo: r.memo,
    time: Number(r.created_at),
  }));
  return { list, totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize };
}

/** The user's personal notifications, newest first. */
export async function userMessages(deps: Pick<TDeps, 'db'>, input: { id: number } & TPage) {
  const user = await userOf(deps, input.id);
  const { refs, total } = await messagesRepository.page(deps.db, user.id, 'personal', input.pageSize, (input.pageNo - 1) * input.pageSize);
  const byId = new Map((await messagesRepository.ownMessagesByIds(deps.db, user.id, refs.map((ref) => ref.id))).map((m) => [m.id, m]));
  const rows = refs.flatMap((ref) => byId.get(ref.id) ?? []);
  const paramsOf = (text: string): Record<string, unknown> => {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const list = rows.map((m) => ({ id: String(m.id), kind: m.kind, params: paramsOf(m.params), ref: m.ref, createdAt: Number(m.created_at), readAt: m.read_at === null ? null : Number(m.read_at) }));
  return { list, totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize };
}

/**
 * Disables a user's log-in (every open session ends at once; log-in answers loginDisabled) or
 * enables it again, in one transaction with its audit entry (who, why, before and after).
 */
export async function setUserLogin(deps: TDeps, input: { id: number; enabled: boolean; reason: string }, by: { operator: string; approvedBy: string | null }) {
  const user = await userOf(deps, input.id);
  const now = BigInt(deps.clock.now());
  const before = { loginDisabled: user.login_disabled_at !== null, loginDisabledReason: user.login_disabled_reason };
  const after = { loginDisabled: !input.enabled, loginDisabledReason: input.enabled ? '' : input.reason };
  const sessionsEnded = await deps.db.transaction().execute(async (tx) => {
    let ended = 0;
    await accountsRepository.updateUser(
      tx,
      user.id,
      input.enabled ? { login_disabled_at: null, login_disabled_reason: '', updated_at: now } : { login_disabled_at: now, login_disabled_reason: input.reason, updated_at: now },
    );
    if (!input.enabled) {
      ended = await sessionsRepository.countOpen(tx, user.id, now);
      await sessionsRepository.revokeAllOf(tx, user.id, null, now);
    }
    await recordOperatorAction(tx, deps.clock, { operator: by.operator, action: 'users.login', subject: `user:${input.id}`, detail: input, reason: input.reason, before, after: { ...after, sessionsEnded: ended }, approvedBy: by.approvedBy });
    return ended;
  });
  // Tells the other processes (open sockets) that the sessions ended.
  if (!input.enabled) await revokeUserSessions(deps, user.id, null);
  return { id: String(user.id), ...after, sessionsEnded };
}
