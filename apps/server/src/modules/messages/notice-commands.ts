import fs from 'node:fs';
import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import { isLocale, LOCALES } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import type { TNoticePlacement } from '../../platform/db/schema-messages.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { noticesRepository, type TNoticeRow } from './notices.repository.js';

/**
 * The operator's commands for what everyone reads (`npm run ops -- notice:add | notice:list |
 * notice:edit | notice:unpublish | notice:publish`): site notices (placement `message`), home
 * banners (`banner`) and home notices (`home`), each with its texts per language (en-US required:
 * a language without its own text reads it). Every change is recorded in operator_actions in the
 * same transaction, with what was given.
 */

type TCtx = { db: Kysely<TDatabase>; clock: TClock };

export const NOTICE_USAGE = `usage: notice:add message|banner|home (--file TEXTS.json | --title-en-US TITLE --content-en-US TEXT [--title-LOCALE … --content-LOCALE …]) [--link PATH|https://…] [--image https://…] [--position N]
       notice:edit ID [the same options: given texts replace that language's, --link - clears]
       notice:list [message|banner|home]   notice:unpublish ID   notice:publish ID
  TEXTS.json: {"link": "/help", "image": null, "position": 0, "texts": {"en-US": {"title": "…", "content": "…"}, "de-DE": {…}, …}}
  languages: ${LOCALES.join(' ')}`;

const PLACEMENTS: TNoticePlacement[] = ['message', 'banner', 'home'];

/** A path of the web app or an https address: never javascript: or a protocol-relative //host. */
const ZLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https:\/\/[^\s/]+\S*$/.test(v), 'a link is a path (/help) or an https:// address');
const ZImage = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https:\/\/[^\s/]+\S*$/.test(v), 'an image is a path or an https:// address');
const ZText = z.strictObject({ title: z.string().trim().min(1, 'a title is required').max(200), content: z.string().trim().max(5_000).default('') });

const ZNoticeInput = z.strictObject({
  link: ZLink.nullable().optional(),
  image: ZImage.nullable().optional(),
  position: z.coerce.number().int().min(0).max(1_000_000).optional(),
  texts: z
    .record(z.string(), ZText)
    .default({})
    .refine((texts) => Object.keys(texts).every(isLocale), `a language is one of ${LOCALES.join(' ')}`),
});
type TNoticeInput = z.output<typeof ZNoticeInput>;

/** Reads `--file` and the `--title-<locale>`, `--content-<locale>`, `--link`, `--image`, `--position` options. */
function readOptions(args: string[]): TNoticeInput {
  const raw: { link?: string | null; image?: string | null; position?: string; texts: Record<string, { title?: string; content?: string }> } = { texts: {} };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined || !flag.startsWith('--')) throw new Error(NOTICE_USAGE);
    const name = flag.slice(2);
    if (name === 'file') {
      const parsed = ZNoticeInput.safeParse(JSON.parse(fs.readFileSync(value, 'utf8')));
      if (!parsed.success) throw new Error(`${value}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
      Object.assign(raw, { ...parsed.data, texts: { ...raw.texts, ...parsed.data.texts } });
    } else if (name === 'link' || name === 'image') raw[name] = value === '-' ? null : value;
    else if (name === 'position') raw.position = value;
    else {
      const match = /^(title|content)-(.+)$/.exec(name);
      if (!match || !isLocale(match[2])) throw new Error(`unknown option ${flag}\n${NOTICE_USAGE}`);
      raw.texts[match[2]] = { ...raw.texts[match[2]], [match[1]]: value };
    }
  }
  const parsed = ZNoticeInput.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; '));
  return parsed.data;
}

function idOf(text: string | undefined): bigint {
  if (!text || !/^\d{1,18}$/.test(text)) throw new Error(NOTICE_USAGE);
  return BigInt(text);
}

/** A notice's texts per language; `null` removes a language (it then reads en-US). */
export type TNoticeTexts = Record<string, { title: string; content: string } | null>;
export type TNoticeFields = { link?: string | null; image?: string | null; position?: number; texts: TNoticeTexts };
/**
 * Who changes a notice and why; `action` is the name the audit log records (the ops command's
 * `notice:add` …, or the console's action `content.edit`).
 */
export type TNoticeAuthor = { operator: string; reason: string; action?: string };

/** A notice as the audit log records it before and after a change: its fields and every text. */
export type TNoticeState = {
  id: bigint;
  placement: TNoticePlacement;
  link: string | null;
  image: string | null;
  position: number;
  published: boolean;
  createdAt: number;
  createdBy: string;
  updatedAt: number;
  texts: Record<string, { title: string; content: string }>;
};

/** A notice with its texts, or null when there is none. */
export async function noticeState(db: Kysely<TDatabase> | Transaction<TDatabase>, id: bigint): Promise<TNoticeState | null> {
  const row = await noticesRepository.find(db, id);
  if (!row) return null;
  return stateOf(row, await noticesRepository.texts(db, [id]));
}

/** Every notice (of a placement) with its texts, in the operator's order: placement, position, newest first. */
export async function listNoticeStates(db: Kysely<TDatabase>, placement?: TNoticePlacement, limit = 500): Promise<TNoticeState[]> {
  const rows = await noticesRepository.list(db, placement, limit);
  const texts = await noticesRepository.texts(db, rows.map((r) => r.id));
  return rows.map((row) => stateOf(row, texts.filter((t) => t.notice_id === row.id)));
}

function stateOf(row: TNoticeRow, texts: { locale: string; title: string; content: string }[]): TNoticeState {
  const ordered = LOCALES.flatMap((locale) => texts.filter((t) => t.locale === locale)).map((t) => [t.locale, { title: t.title, content: t.content }] as const);
  return {
    id: row.id,
    placement: row.placement,
    link: row.link,
    image: row.image,
    position: Number(row.position),
    published: row.published === 1n,
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    updatedAt: Number(row.updated_at),
    texts: Object.fromEntries(ordered),
  };
}

/** The state as the audit log keeps it (no id, no times). */
function auditStateOf(state: TNoticeState) {
  return { placement: state.placement, link: state.link, image: state.image, position: state.position, published: state.published, texts: state.texts };
}

async function writeTexts(tx: Transaction<TDatabase>, noticeId: bigint, texts: TNoticeTexts): Promise<void> {
  for (const [locale, text] of Object.entries(texts)) {
    if (locale === 'en-US' && text === null) throw new Error('the en-US text cannot be removed: other languages fall back to it');
    await noticesRepository.replaceText(tx, noticeId, locale, text);
  }
}

/**
 * Publishes a new notice (ops `notice:add`, the console's notices screen): en-US text required.
 * Recorded in operator_actions in the same transaction, with its state after.
 */
export async function addNotice(ctx: TCtx, by: TNoticeAuthor, input: TNoticeFields & { placement: TNoticePlacement }): Promise<TNoticeState> {
  if (!input.texts['en-US']) throw new Error('an en-US title is required (--title-en-US, or "en-US" in the file): other languages fall back to it');
  const now = BigInt(ctx.clock.now());
  return ctx.db.transaction().execute(async (tx) => {
    const { placement, link, image, position, texts } = input;
    const id = await noticesRepository.insert(tx, {
      placement,
      link: link ?? null,
      image: image ?? null,
      position: BigInt(position ?? 0),
      published: 1n,
      created_at: now,
      created_by: by.operator,
      updated_at: now,
    });
    await writeTexts(tx, id, texts);
    const after = (await noticeState(tx, id))!;
    await recordOperatorAction(tx, ctx.clock, {
      operator: by.operator,
      action: by.action ?? 'notice:add',
      subject: `notice:${id}`,
      detail: { placement, link, image, position, texts },
      reason: by.reason,
      before: null,
      after: auditStateOf(after),
    });
    return after;
  });
}

/** Changes the given fields and languages of a notice (the rest stay); null when there is no such notice. */
export async function editNotice(ctx: TCtx, by: TNoticeAuthor, id: bigint, input: TNoticeFields): Promise<TNoticeState | null> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await noticeState(tx, id);
    if (!before) return null;
    const changes = {
      ...(input.link !== undefined ? { link: input.link } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.position !== undefined ? { position: BigInt(input.position) } : {}),
    };
    await noticesRepository.update(tx, id, { ...changes, updated_at: BigInt(ctx.clock.now()) });
    await writeTexts(tx, id, input.texts);
    const after = (await noticeState(tx, id))!;
    const detail = { before: { link: before.link, image: before.image, position: before.position }, ...input };
    await recordOperatorAction(tx, ctx.clock, {
      operator: by.operator,
      action: by.action ?? 'notice:edit',
      subject: `notice:${id}`,
      detail,
      reason: by.reason,
      before: auditStateOf(before),
      after: auditStateOf(after),
    });
    return after;
  });
}

/** Publishes a notice or takes it down (its reads are kept); null when there is no such notice. */
export async function setNoticePublished(ctx: TCtx, by: TNoticeAuthor, id: bigint, isPublished: boolean): Promise<TNoticeState | null> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await noticeState(tx, id);
    if (!before) return null;
    await noticesRepository.update(tx, id, { published: isPublished ? 1n : 0n, updated_at: BigInt(ctx.clock.now()) });
    const after = (await noticeState(tx, id))!;
    await recordOperatorAction(tx, ctx.clock, {
      operator: by.operator,
      action: by.action ?? (isPublished ? 'notice:publish' : 'notice:unpublish'),
      subject: `notice:${id}`,
      detail: { before: before.published ? 1 : 0, published: isPublished },
      reason: by.reason,
      before: { published: before.published },
      after: { published: after.published },
    });
    return after;
  });
}

/** The reason ops records: the command line has none of its own. */
const OPS_REASON = 'npm run ops';

/** `notice:add PLACEMENT …`: a published notice; en-US text required. Answers its id. */
export async function addNoticeFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const placement = args[0] as TNoticePlacement;
  if (!PLACEMENTS.includes(placement)) throw new Error(NOTICE_USAGE);
  const input = readOptions(args.slice(1));
  const added = await addNotice(ctx, { operator, reason: OPS_REASON }, { placement, ...input });
  return `notice ${added.id} published (${placement}; ${Object.keys(input.texts).length} languages)`;
}

/** `notice:edit ID …`: changes the given fields and languages; the rest stay. */
export async function editNoticeFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const id = idOf(args[0]);
  const input = readOptions(args.slice(1));
  if (!(await editNotice(ctx, { operator, reason: OPS_REASON }, id, input))) throw new Error(`no notice ${id}`);
  return `notice ${id} changed`;
}

/** `notice:unpublish ID` / `notice:publish ID`: hides or shows a notice (its reads are kept). */
export async function publishNoticeFromOps(ctx: TCtx, args: string[], operator: string, isPublished: boolean): Promise<string> {
  const id = idOf(args[0]);
  if (!(await setNoticePublished(ctx, { operator, reason: OPS_REASON }, id, isPublished))) throw new Error(`no notice ${id}`);
  return `notice ${id} ${isPublished ? 'published' : 'unpublished'}`;
}

/** `notice:list [PLACEMENT]`: every notice with its state, languages and en-US title. */
export async function listNoticesForOps(ctx: TCtx, args: string[]): Promise<string> {
  const placement = args[0] as TNoticePlacement | undefined;
  if (placement !== undefined && !PLACEMENTS.includes(placement)) throw new Error(NOTICE_USAGE);
  const rows = await noticesRepository.list(ctx.db, placement, 500);
  if (rows.length === 0) return '(none)';
  const texts = await noticesRepository.texts(ctx.db, rows.map((r) => r.id));
  return rows
    .map((r) => {
      const own = texts.filter((t) => t.notice_id === r.id);
      const title = own.find((t) => t.locale === 'en-US')?.title ?? '';
      const state = r.published === 1n ? 'published' : 'unpublished';
      return `${r.id} ${r.placement} ${state} position=${r.position} link=${r.link ?? '-'} image=${r.image ?? '-'} languages=${own.length} "${title}" (${new Date(Number(r.updated_at)).toISOString()} by ${r.created_by})`;
    })
    .join('\n');
}
