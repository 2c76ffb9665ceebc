import fs from 'node:fs';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { formatAmount, formatUnits, LAUNCH_QUOTE, parseUnits, readAmountOf } from '@exchange/contracts';
import { isLocale, type TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { readOperatorTime } from '../../platform/operator-time.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { isSqlite } from '../../platform/db/dialect.js';
import { writeIoFactory } from '../../platform/db/write-io.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { NEW_ASSET_MAX_SCALE } from '../catalog/catalog.js';
import { createLaunch } from './create-launch.js';
import { LAUNCH_ALLOCATE_KIND, LAUNCH_UNLOCK_KIND, stateOf, ZLaunchText, type TLaunchText } from './launch-projects.js';
import { launchJobs } from './launch-jobs.js';
import { launchpadRepository } from './launchpad.repository.js';

/**
 * The operator's commands for new-coin subscriptions (`npm run ops -- launch:…`): create a project
 * from a JSON file (its token, texts, supply escrowed, allocation queued), list them, and run the
 * launchpad jobs that are due. Each change is recorded.
 */
type TCtx = { db: Kysely<TDatabase>; clock: TClock };

export const LAUNCH_USAGE = `  launch:create FILE.json    create a new-coin subscription project (a new token, its supply escrowed, allocation queued at the end); prints its id.
                             FILE: {"symbol":"ABC","scale":8,"supply":"1000000","price":"0.05","minCommit":"10","buyLimit":"5000",
                             "start":"now","end":"+2d","lockDays":7,"images":["https://…/logo.png"],
                             "texts":{"en-US":{"name":"…","summary":"…","roadshow":"…","tokenInfo":[{"label":"…","value":"…"}]},"de-DE":{…}}}
                             (supply in tokens, price USDT per token, minCommit and buyLimit USDT; times in UTC unless they carry an offset: 2026-12-01 10:00, 2026-12-01T10:00+08:00, or now, +90s, +15m, +2h, +2d)
  launch:list                every project: state, window, price, supply, pool, participants, its jobs
  launch:run-now             run the launchpad jobs that are due (allocations of ended projects, releases of ended locks); nothing early`;

/** A time of the file, as an operator typed it: UTC unless it carries an offset, `now`, or relative (platform/operator-time.ts). @throws Error naming the forms it takes */
export function readTime(text: string, now: number): number {
  const read = readOperatorTime(text, now);
  if (read.problem !== undefined) throw new Error(read.problem);
  return read.ms;
}

const ZDecimalText = z.union([z.string(), z.number()]).transform(String);

export const ZLaunchFile = z.strictObject({
  symbol: z.string().trim().min(2).max(10),
  scale: z.number().int().min(0).max(NEW_ASSET_MAX_SCALE),
  supply: ZDecimalText,
  price: ZDecimalText,
  minCommit: ZDecimalText,
  buyLimit: ZDecimalText,
  start: z.string(),
  end: z.string(),
  lockDays: z.number().int().min(0).max(3650),
  images: z.array(z.string().trim().min(1).max(500).regex(/^(\/|https:\/\/)/, 'an image is a public path (/…) or an https address')).max(20).default([]),
  texts: z.record(z.string(), ZLaunchText),
});

/** Reads a project file's contents into a project (units at each asset's scale). @throws Error with what is wrong */
export function readLaunchFile(json: unknown, now: number) {
  const parsed = ZLaunchFile.safeParse(json);
  if (!parsed.success) throw new Error(`launch file: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ')}`);
  const f = parsed.data;
  const usdt = (field: string, text: string) => {
    const read = readAmountOf(text, LAUNCH_QUOTE);
    if (read.problem || read.units <= 0n) throw new Error(`${field} takes a positive USDT amount (at most 8 decimals)`);
    return read.units;
  };
  const supply = parseUnits(f.supply, f.scale);
  if (supply === null || supply <= 0n) throw new Error(`supply takes a positive amount of tokens with at most ${f.scale} decimals`);
  const texts: Partial<Record<TLocale, TLaunchText>> = {};
  for (const [locale, text] of Object.entries(f.texts)) {
    if (!isLocale(locale)) throw new Error(`texts: ${locale} is not a language of the exchange`);
    texts[locale] = text;
  }
  return {
    symbol: f.symbol.toUpperCase(),
    scale: f.scale,
    supply,
    price: usdt('price', f.price),
    minCommit: usdt('minCommit', f.minCommit),
    buyLimit: usdt('buyLimit', f.buyLimit),
    startAt: readTime(f.start, now),
    endAt: readTime(f.end, now),
    lockDays: f.lockDays,
    images: f.images,
    texts,
  };
}

/** `launch:create FILE.json`: prints `launch project <id> created: …`. */
export async function createLaunchFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [file, ...more] = args;
  if (!file || more.length > 0) throw new Error('usage: launch:create FILE.json');
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`launch:create: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const project = readLaunchFile(json, ctx.clock.now());
  const id = await createLaunch(ctx.db, ctx.clock, project, { operator, action: 'launch:create' });
  return `launch project ${id} created: ${project.symbol}, ${formatUnits(project.supply, project.scale)} escrowed at ${formatAmount(project.price, LAUNCH_QUOTE)} USDT, ${new Date(project.startAt).toISOString()} to ${new Date(project.endAt).toISOString()}, lock ${project.lockDays} days`;
}

/** `launch:list`. */
export async function listLaunchesForOps(ctx: TCtx): Promise<string> {
  const now = ctx.clock.now();
  const rows = await launchpadRepository.allProjects(ctx.db);
  const jobs = await launchpadRepository.jobsOfKinds(ctx.db, [LAUNCH_ALLOCATE_KIND, LAUNCH_UNLOCK_KIND]);
  const iso = (ms: bigint) => new Date(Number(ms)).toISOString();
  return (
    rows
      .map((p) => {
        const scale = Number(p.scale);
        const own = jobs.filter((j) => j.key === `project:${p.id}`).map((j) => `${j.kind} ${j.status}${j.last_error ? ` (${j.last_error})` : ''}`);
        return [
          `${p.id} ${p.symbol} ${stateOf(p, now)} (${p.status}) ${iso(p.start_at)} → ${iso(p.end_at)}, unlock ${iso(p.unlock_at)}`,
          `   price ${formatAmount(p.price, LAUNCH_QUOTE)} USDT, supply ${formatUnits(p.supply, scale)}, min ${formatAmount(p.min_commit, LAUNCH_QUOTE)}, limit ${formatAmount(p.buy_limit, LAUNCH_QUOTE)} USDT`,
          `   pool ${formatAmount(p.committed_total, LAUNCH_QUOTE)} USDT from ${p.participants}, allocated ${formatUnits(p.allocated_total, scale)}; jobs: ${own.join(', ') || '-'}`,
        ].join('\n');
      })
      .join('\n') || '(no projects)'
  );
}

/**
 * `launch:run-now`: runs the launchpad jobs that are DUE (ended projects' allocations, ended
 * locks' releases) here and now through the job runner, as a server would at its next poll; it
 * does nothing early. Recorded.
 */
export async function runLaunchNowFromOps(ctx: TCtx, operator: string): Promise<string> {
  const isLite = isSqlite(ctx.db as Kysely<unknown>);
  // PostgreSQL: the bulk ledger writer needs only the transaction; SQLite's needs the server's raw handle, so each posting goes on its own here.
  const handlers = launchJobs({ clock: ctx.clock, writeIo: isLite ? undefined : writeIoFactory(null) });
  const runner = createJobRunner({ db: ctx.db, dialect: isLite ? 'sqlite' : 'postgres', clock: ctx.clock, handlers });
  let ran = 0;
  // An allocation queues the release; when that is due too (no lock), it runs in the next pass.
  for (let pass = 0; pass < 3; pass += 1) {
    const n = await runner.runDue();
    ran += n;
    if (n === 0) break;
  }
  const failing = await launchpadRepository.failingJobs(ctx.db, [LAUNCH_ALLOCATE_KIND, LAUNCH_UNLOCK_KIND]);
  await recordOperatorAction(ctx.db, ctx.clock, { operator, action: 'launch:run-now', subject: 'launchpad-jobs', detail: { ran, failing: failing.length } });
  return [`launchpad jobs run: ${ran}`, ...failing.map((j) => `${j.kind} ${j.key} ${j.status}: ${j.last_error}`)].join('\n');
}
