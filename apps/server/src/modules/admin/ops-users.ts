import type { Selectable } from 'kysely';
import type { TDeps } from '../../platform/deps.js';
import type { TUsersTable } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { revokeUserSessions } from '../accounts/sessions.js';
import { kycRepository } from '../kyc/kyc.repository.js';
import { money } from './ops-dashboard.js';

type TUser = Selectable<TUsersTable>;
type TPage = { pageNo: number; pageSize: number };

/** A LIKE pattern matching `text` as a prefix (its own % and _ taken literally). */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  if (!user) throw new AppError('noData');
  return user;
}

/** Users whose e-mail, phone or uid is `q` or starts with it (e-mails compared in lower case), newest first. */
export async function searchUsers(deps: Pick<TDeps, 'db'>, input: { q: string } & TPage) {
  let base = deps.db.selectFrom('users');
  const q = input.q.trim();
  if (q) {
    const lower = prefixPattern(q.toLowerCase());
    const raw = prefixPattern(q.replace(/^\+/, ''));
    base = base.where((eb) =>
      eb.or([
        eb('email', 'like', lower),
        eb('uid', 'like', prefixPattern(q)),
        eb('phone', 'like', raw),
        eb('phone_account', 'like', raw),
        eb('phone_account', 'like', prefixPattern(q)),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
  return { list: rows.map(presentUserRow), totalRow: Number(total.n), pageNo: input.pageNo, pageSize: input.pageSize };
}

/** A user's profile, latest KYC file, balances (every wallet and asset, read-only) and open sessions. */
export async function userDetail(deps: Pick<TDeps, 'db' | 'clock'>, id: number) {
  const user = await userOf(deps, id);
  const referrer = user.referrer_id === null ? null : await deps.db.selectFrom('users').select(['id', 'uid']).where('id', '=', user.referrer_id).executeTakeFirst();
  const kyc = await kycRepository.latestOf(deps.db, user.id);
  const accounts = await deps.db.selectFrom('ledger_accounts').select(['wallet', 'bucket', 'asset', 'balance']).where('user_id', '=', user.id).orderBy('wallet').orderBy('asset').execute();
  const balances = new Map<string, { wallet: string; asset: string; available: bigint; frozen: bigint }>();
  for (const row of accounts) {
    const key = `${row.wallet}:${row.asset}`;
    const line = balances.get(key) ?? { wallet: row.wallet, asset: row.asset, available: 0n, frozen: 0n };
    if (row.bucket === 'frozen') line.frozen += row.balance;
    else line.available += row.balance;
    balances.set(key, line);
  }
  const sessions = await deps.db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', BigInt(deps.clock.now()))
    .orderBy('id', 'desc')
    .execute();
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
  let base = deps.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.user_id', '=', user.id);
  if (input.asset) base = base.where('e.asset', '=', input.asset.toUpperCase());
  const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['e.id', 'e.asset', 'e.amount', 'e.balance_after', 'e.created_at', 'a.wallet', 'a.bucket', 't.type', 't.reference', 't.memo'])
    .orderBy('e.id', 'desc')
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize)
    .execute();
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
  return { list, totalRow: Number(total.n), pageNo: input.pageNo, pageSize: input.pageSize };
}

/** The user's personal notifications, newest first. */
export async function userMessages(deps: Pick<TDeps, 'db'>, input: { id: number } & TPage) {
  const user = await userOf(deps, input.id);
  const base = deps.db.selectFrom('user_messages').where('user_id', '=', user.id);
  const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
  const paramsOf = (text: string): Record<string, unknown> => {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const list = rows.map((m) => ({ id: String(m.id), kind: m.kind, params: paramsOf(m.params), ref: m.ref, createdAt: Number(m.created_at), readAt: m.read_at === null ? null : Number(m.read_at) }));
  return { list, totalRow: Number(total.n), pageNo: input.pageNo, pageSize: input.pageSize };
}

/**
 * Disables a user's log-in (every open session ends at once; log-in answers loginDisabled) or
 * enables it again. Returns the answer and the audit's before and after.
 */
export async function setUserLogin(deps: TDeps, input: { id: number; enabled: boolean; reason: string }) {
  const user = await userOf(deps, input.id);
  const now = BigInt(deps.clock.now());
  const before = { loginDisabled: user.login_disabled_at !== null, loginDisabledReason: user.login_disabled_reason };
  let sessionsEnded = 0;
  if (input.enabled) {
    await deps.db.updateTable('users').set({ login_disabled_at: null, login_disabled_reason: '', updated_at: now }).where('id', '=', user.id).execute();
  } else {
    await deps.db.updateTable('users').set({ login_disabled_at: now, login_disabled_reason: input.reason, updated_at: now }).where('id', '=', user.id).execute();
    const open = await deps.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    sessionsEnded = Number(open.n);
    await revokeUserSessions(deps, user.id, null);
  }
  const after = { loginDisabled: !input.enabled, loginDisabledReason: input.enabled ? '' : input.reason };
  return { data: { id: String(user.id), ...after, sessionsEnded }, before, after: { ...after, sessionsEnded } };
}
