import { randomBytes } from 'node:crypto';
import { LAUNCH_QUOTE, parseUnits, SCORE_BOUNDS, unitsOf } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TClock } from '../../platform/clock.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { registerCatalogAsset } from '../catalog/catalog.js';
import { createProject, DAY_MS, type TNewProject } from './launch-projects.js';
import { allocateProject } from './launch-jobs.js';
import { bookCommitment } from './subscribe.js';
import { launchpadRepository } from './launchpad.repository.js';
import { demoTexts } from './seed-launchpad-texts.js';

export const DEMO_LAUNCH_CREATOR = 'demo-seed';
export const DEMO_LAUNCH_SYMBOLS = ['NOVA', 'ORBT', 'LUMA'] as const;

/** Demo subscribers: accounts nobody can log in to, funded with demo USDT like the market maker. */
const SUBSCRIBERS = [
  { code: 'DEMOLP1', commit: ['800', '3000'] },
  { code: 'DEMOLP2', commit: ['1500', '12000'] },
  { code: 'DEMOLP3', commit: ['250', '6000'] },
  { code: 'DEMOLP4', commit: ['4000', '9000'] },
];

async function ensureSubscriber(deps: TDeps, code: string, index: number): Promise<bigint> {
  const existing = await accountsRepository.findByInvitationCode(deps.db, code);
  if (existing) return existing.id;
  const now = BigInt(deps.clock.now());
  const id = await accountsRepository.insertUser(deps.db, {
    // Starting with 0 like the market maker's: never a registration's number (newUid never starts with 0).
    uid: `0000010${index + 1}`,
    email: null, area_code: null, phone: null, phone_account: null,
    password_hash: await hashPassword(randomBytes(32).toString('hex')),
    fund_password_hash: null, invitation_code: code, referrer_id: null, icon: null, kyc_status: 2n, score: BigInt(SCORE_BOUNDS.initial),
    created_at: now, updated_at: now,
  });
  const units = unitsOf('50000', LAUNCH_QUOTE);
  await deps.db.transaction().execute((tx) =>
    postTransaction(tx, deps.clock.now(), {
      type: 'deposit',
      reference: `launch-demo:${code}:funding`,
      userId: id,
      memo: 'demo subscriber capital',
      postings: [
        { account: system('deposit_clearing'), asset: LAUNCH_QUOTE, amount: -units },
        { account: available(id), asset: LAUNCH_QUOTE, amount: units },
      ],
    }),
  );
  return id;
}

const fixedClock = (at: number): TClock => ({ now: () => at });

/**
 * Demo mode: three projects, once per database: one upcoming, one subscribing (with commitments
 * from demo subscribers), one ended and allocated by the real allocation code (commitments booked
 * at past times through the same booking as a user's, oversubscribed, its tokens still locked).
 * Every supply is escrowed through the ledger like an operator's project. `symbols` lets tests
 * with several databases in one process use their own (the asset list is process-wide).
 */
export async function seedLaunchpad(deps: TDeps, symbols: readonly string[] = DEMO_LAUNCH_SYMBOLS): Promise<void> {
  const seeded = await launchpadRepository.symbolsCreatedBy(deps.db, DEMO_LAUNCH_CREATOR);
  if (seeded.length >= symbols.length) return;
  const subscribers: bigint[] = [];
  for (const [i, s] of SUBSCRIBERS.entries()) subscribers.push(await ensureSubscriber(deps, s.code, i));
  const now = deps.clock.now();
  const usdt = (text: string) => unitsOf(text, LAUNCH_QUOTE);
  const projects: (TNewProject & { subscribeAt?: number; commits?: number })[] = [
    {
      symbol: symbols[0], scale: 8, supply: parseUnits('2000000', 8)!, price: usdt('0.05'), minCommit: usdt('10'), buyLimit: usdt('5000'),
      startAt: now + 3 * DAY_MS, endAt: now + 10 * DAY_MS, lockDays: 30, images: [], texts: demoTexts(0, '2,000,000'),
    },
    {
      symbol: symbols[1], scale: 6, supply: parseUnits('500000', 6)!, price: usdt('0.2'), minCommit: usdt('20'), buyLimit: usdt('10000'),
      startAt: now - DAY_MS, endAt: now + 6 * DAY_MS, lockDays: 14, images: [], texts: demoTexts(1, '500,000'),
      subscribeAt: now - DAY_MS / 2, commits: 0,
    },
    {
      symbol: symbols[2], scale: 4, supply: parseUnits('100000', 4)!, price: usdt('0.25'), minCommit: usdt('50'), buyLimit: usdt('20000'),
      startAt: now - 20 * DAY_MS, endAt: now - 10 * DAY_MS, lockDays: 30, images: [], texts: demoTexts(2, '100,000'),
      subscribeAt: now - 15 * DAY_MS, commits: 1,
    },
  ];
  // Created at the past start (so the ended one was escrowed before it opened), in one transaction each.
  try {
    await seedProjects(deps, projects, subscribers);
  } catch (error) {
    // Another process starting on the same database seeded them first (the symbols are unique).
    const other = await launchpadRepository.symbolsCreatedBy(deps.db, DEMO_LAUNCH_CREATOR);
    if (other.length < symbols.length) throw error;
  }
}

async function seedProjects(deps: TDeps, projects: (TNewProject & { subscribeAt?: number; commits?: number })[], subscribers: bigint[]): Promise<void> {
  const usdt = (text: string) => unitsOf(text, LAUNCH_QUOTE);
  const now = deps.clock.now();
  const seeded = new Set(await launchpadRepository.symbolsCreatedBy(deps.db, DEMO_LAUNCH_CREATOR));
  for (const p of projects) {
    // Each project once: a start-up cut short between two seeds the rest next time.
    if (seeded.has(p.symbol)) continue;
    const at = Math.min(now, p.startAt - 60_000);
    await deps.db.transaction().execute(async (tx) => {
      const id = await createProject(tx, fixedClock(at), p, DEMO_LAUNCH_CREATOR);
      if (p.subscribeAt === undefined) return;
      const row = (await launchpadRepository.findProject(tx, id))!;
      for (const [i, userId] of subscribers.entries()) {
        await bookCommitment(tx, p.subscribeAt + i * 3_600_000, row, userId, usdt(SUBSCRIBERS[i].commit[p.commits!]));
      }
      // The ended one: allocated by the job's own code, a minute after its end (the release is queued for its lock's end).
      if (p.endAt < now) await allocateProject(tx, { clock: fixedClock(p.endAt + 60_000), writeIo: deps.writeIo }, id);
    });
    registerCatalogAsset({ currency: p.symbol, name: p.texts['en-US']!.name, scale: p.scale });
  }
}
