import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { findAsset, MAX_AMOUNT_UNITS, formatAmount, formatUnits, LAUNCH_QUOTE, costOf, type TLaunchDetail, type TLaunchProject, type TLaunchState, type TLaunchSubscription } from '@exchange/contracts';
import { isLocale, translate, type TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TLaunchProjectsTable, TLaunchSubscriptionsTable } from '../../platform/db/schema-launchpad.js';
import type { TClock } from '../../platform/clock.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { addCatalogAsset, NEW_CURRENCY_PATTERN, registerCatalogAsset, syncCatalog } from '../catalog/catalog.js';
import { system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { launchpadRepository } from './launchpad.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
export type TProjectRow = Selectable<TLaunchProjectsTable>;
export type TSubscriptionRow = Selectable<TLaunchSubscriptionsTable>;

export const LAUNCH_ALLOCATE_KIND = 'launch.allocate';
export const LAUNCH_UNLOCK_KIND = 'launch.unlock';
export const DAY_MS = 86_400_000;

/** The job key of a project's allocation and of its release (one each per project). */
export const projectJobKey = (projectId: bigint) => `project:${projectId}`;

/** A project's state (contracts LAUNCH_STATES) from its times and what its jobs did. */
export function stateOf(p: Pick<TProjectRow, 'start_at' | 'end_at' | 'status'>, now: number): TLaunchState {
  if (p.status === 'released' || p.status === 'cancelled') return 'ended';
  if (p.status === 'allocated') return 'locked';
  if (now < Number(p.start_at)) return 'upcoming';
  if (now < Number(p.end_at)) return 'subscribing';
  return 'allocating';
}

export const ZTokenInfo = z.array(z.strictObject({ label: z.string().trim().min(1).max(100), value: z.string().trim().min(1).max(500) })).max(30);

/** A project's texts in one language. */
export const ZLaunchText = z.strictObject({
  name: z.string().trim().min(1).max(100),
  summary: z.string().trim().max(300).default(''),
  roadshow: z.string().trim().max(20_000).default(''),
  tokenInfo: ZTokenInfo.default([]),
});
export type TLaunchText = z.output<typeof ZLaunchText>;

/** What a project is created from (ops launch:create, the demo seed): units already read. */
export type TNewProject = {
  symbol: string;
  scale: number;
  supply: bigint;
  price: bigint;
  minCommit: bigint;
  buyLimit: bigint;
  startAt: number;
  endAt: number;
  lockDays: number;
  images: string[];
  texts: Partial<Record<TLocale, TLaunchText>>;
};

/** A new project's terms as its operator-log entry records them (ops launch:create and the console). */
export function launchAuditDetail(project: TNewProject) {
  return {
    symbol: project.symbol,
    scale: project.scale,
    supply: formatUnits(project.supply, project.scale),
    price: formatAmount(project.price, LAUNCH_QUOTE),
    minCommit: formatAmount(project.minCommit, LAUNCH_QUOTE),
    buyLimit: formatAmount(project.buyLimit, LAUNCH_QUOTE),
    start: new Date(project.startAt).toISOString(),
    end: new Date(project.endAt).toISOString(),
    lockDays: project.lockDays,
    locales: Object.keys(project.texts),
  };
}

/** The token's asset: known to this process, or registered from the catalogue (another process created it). */
export async function ensureAsset(db: TDb, symbol: string): Promise<void> {
  if (!findAsset(symbol)) await syncCatalog(db);
}

/**
 * Creates a project in the caller's transaction: the token as a new asset (the currency must be
 * new: a project never touches an existing asset's balances), the texts, the whole supply
 * escrowed through the ledger (from the issuer to the project's escrow account), and the
 * allocation job due at the end. Nothing opens unescrowed. Register the asset in this process
 * after the commit (`registerCatalogAsset`). @throws Error with what is wrong
 */
export async function createProject(tx: Transaction<TDatabase>, clock: TClock, project: TNewProject, createdBy: string): Promise<bigint> {
  const symbol = project.symbol.toUpperCase();
  if (!NEW_CURRENCY_PATTERN.test(symbol)) throw new Error('symbol takes 2–10 capital letters or digits, starting with a letter');
  if (!Number.isInteger(project.scale) || project.scale < 0 || project.scale > 18) throw new Error('scale takes 0–18');
  if (project.supply <= 0n || project.price <= 0n || project.minCommit <= 0n) throw new Error('supply, price and minCommit must be positive');
  if (project.buyLimit < project.minCommit) throw new Error('buyLimit must be at least minCommit');
  // Every balance and sum of the ledger stays within 64 bits (money bounds.ts).
  if (project.supply > MAX_AMOUNT_UNITS || project.price > MAX_AMOUNT_UNITS || project.buyLimit > MAX_AMOUNT_UNITS) throw new Error(`supply, price and buyLimit take at most ${MAX_AMOUNT_UNITS} units`);
  if (!(project.startAt < project.endAt)) throw new Error('start must be before end');
  if (!Number.isInteger(project.lockDays) || project.lockDays < 0 || project.lockDays > 3650) throw new Error('lockDays takes 0–3650');
  if (findAsset(symbol)) throw new Error(`${symbol} is already an asset`);
  const en = project.texts['en-US'];
  if (!en) throw new Error('the en-US texts are required');
  for (const locale of Object.keys(project.texts)) if (!isLocale(locale)) throw new Error(`${locale} is not a language of the exchange`);
  const now = clock.now();
  const unlockAt = project.endAt + project.lockDays * DAY_MS;
  const id = await launchpadRepository.insertProject(tx, {
    symbol,
    scale: BigInt(project.scale),
    supply: project.supply,
    price: project.price,
    min_commit: project.minCommit,
    buy_limit: project.buyLimit,
    start_at: BigInt(project.startAt),
    end_at: BigInt(project.endAt),
    lock_days: BigInt(project.lockDays),
    unlock_at: BigInt(unlockAt),
    status: 'scheduled',
    committed_total: 0n,
    participants: 0n,
    allocated_total: 0n,
    images: JSON.stringify(project.images),
    created_at: BigInt(now),
    created_by: createdBy,
    allocated_at: null,
    released_at: null,
  });
  await addCatalogAsset(tx, now, { currency: symbol, name: en.name, scale: project.scale, source: `launchpad:${id}` });
  await launchpadRepository.insertTexts(
    tx,
    Object.entries(project.texts).map(([locale, t]) => ({
      project_id: id,
      locale,
      name: t!.name,
      summary: t!.summary,
      roadshow: t!.roadshow,
      token_info: JSON.stringify(t!.tokenInfo),
    })),
  );
  await postTransaction(tx, now, {
    type: 'launch_escrow',
    reference: `launch:${id}:escrow`,
    memo: `${symbol} supply for sale escrowed`,
    postings: [
      { account: system('launch_issuer'), asset: symbol, amount: -project.supply },
      { account: system('launch_escrow', id), asset: symbol, amount: project.supply },
    ],
  });
  await enqueue(tx, clock, { kind: LAUNCH_ALLOCATE_KIND, key: projectJobKey(id), payload: { projectId: String(id) }, dueAt: project.endAt, maxAttempts: 50 });
  return id;
}

/** createProject in its own transaction, then the asset registered in this process. */
export async function createProjectNow(db: Kysely<TDatabase>, clock: TClock, project: TNewProject, createdBy: string): Promise<bigint> {
  const id = await db.transaction().execute((tx) => createProject(tx, clock, project, createdBy));
  registerCatalogAsset({ currency: project.symbol, name: project.texts['en-US']!.name, scale: project.scale });
  return id;
}

type TTexts = Map<bigint, { name: string; summary: string; roadshow: string; token_info: string }>;

/** Each project's texts in the reader's language, en-US where it has none. */
export async function textsOf(db: TDb, ids: bigint[], locale: TLocale): Promise<TTexts> {
  const found: TTexts = new Map();
  if (ids.length === 0) return found;
  const rows = await launchpadRepository.texts(db, ids, [locale, 'en-US']);
  for (const r of rows) if (r.locale === 'en-US' && !found.has(r.project_id)) found.set(r.project_id, r);
  for (const r of rows) if (r.locale === locale) found.set(r.project_id, r);
  return found;
}

/** The spot market of each token the operator listed (catalogue), by base currency. */
async function marketsOf(db: TDb, symbols: string[]): Promise<Map<string, string>> {
  if (symbols.length === 0) return new Map();
  const rows = await launchpadRepository.marketsOfBases(db, symbols, LAUNCH_QUOTE);
  return new Map(rows.map((r) => [r.base, r.symbol]));
}

const usdt = (units: bigint) => formatAmount(units, LAUNCH_QUOTE);

export async function presentProjects(db: TDb, rows: TProjectRow[], locale: TLocale, now: number): Promise<TLaunchProject[]> {
  const texts = await textsOf(db, rows.map((r) => r.id), locale);
  const markets = await marketsOf(db, rows.map((r) => r.symbol));
  return rows.map((r) => {
    const scale = Number(r.scale);
    const text = texts.get(r.id);
    return {
      id: Number(r.id),
      symbol: r.symbol,
      name: text?.name ?? r.symbol,
      summary: text?.summary ?? '',
      scale,
      supply: formatUnits(r.supply, scale),
      price: usdt(r.price),
      minCommit: usdt(r.min_commit),
      buyLimit: usdt(r.buy_limit),
      startTime: Number(r.start_at),
      endTime: Number(r.end_at),
      lockDays: Number(r.lock_days),
      unlockTime: Number(r.unlock_at),
      state: stateOf(r, now),
      committed: usdt(r.committed_total),
      participants: Number(r.participants),
      hardCap: usdt(costOf(r.supply, r.price, scale)),
      allocated: formatUnits(r.allocated_total, scale),
      market: markets.get(r.symbol) ?? null,
      images: JSON.parse(r.images) as string[],
    };
  });
}

export async function presentDetail(db: TDb, row: TProjectRow, locale: TLocale, now: number): Promise<TLaunchDetail> {
  const [project] = await presentProjects(db, [row], locale, now);
  const text = (await textsOf(db, [row.id], locale)).get(row.id);
  return {
    ...project,
    roadshow: text?.roadshow ?? '',
    tokenInfo: text ? (JSON.parse(text.token_info) as { label: string; value: string }[]) : [],
    rule: translate(locale, 'launchRule'),
  };
}

export async function presentSubscriptions(db: TDb, rows: TSubscriptionRow[], locale: TLocale): Promise<TLaunchSubscription[]> {
  const ids = [...new Set(rows.map((r) => r.project_id))];
  const projects = new Map((await launchpadRepository.projectsByIds(db, ids)).map((p) => [p.id, p]));
  const texts = await textsOf(db, ids, locale);
  return rows.map((r) => {
    const p = projects.get(r.project_id)!;
    return {
      id: String(r.id),
      projectId: Number(r.project_id),
      symbol: p.symbol,
      name: texts.get(p.id)?.name ?? p.symbol,
      price: usdt(p.price),
      committed: usdt(r.committed),
      allocated: formatUnits(r.allocated, Number(p.scale)),
      cost: usdt(r.cost),
      refund: usdt(r.refund),
      state: r.status,
      unlockTime: Number(p.unlock_at),
      subscribedAt: Number(r.created_at),
      allocatedAt: r.allocated_at === null ? null : Number(r.allocated_at),
      releasedAt: r.released_at === null ? null : Number(r.released_at),
    };
  });
}
