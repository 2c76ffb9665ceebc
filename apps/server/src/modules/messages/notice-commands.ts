import fs from 'node:fs';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { isLocale, LOCALES } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import type { TNoticePlacement } from '../../platform/db/schema-messages.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';

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

async function writeTexts(tx: Kysely<TDatabase>, noticeId: bigint, texts: TNoticeInput['texts']): Promise<void> {
  for (const [locale, text] of Object.entries(texts)) {
    await tx.deleteFrom('notice_texts').where('notice_id', '=', noticeId).where('locale', '=', locale).execute();
    await tx.insertInto('notice_texts').values({ notice_id: noticeId, locale, title: text.title, content: text.content }).execute();
  }
}

/** `notice:add PLACEMENT …`: a published notice; en-US text required. Answers its id. */
export async function addNoticeFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const placement = args[0] as TNoticePlacement;
  if (!PLACEMENTS.includes(placement)) throw new Error(NOTICE_USAGE);
  const input = readOptions(args.slice(1));
  if (!input.texts['en-US']) throw new Error('an en-US title is required (--title-en-US, or "en-US" in the file): other languages fall back to it');
  const now = BigInt(ctx.clock.now());
  return ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('notices')
      .values({ placement, link: input.link ?? null, image: input.image ?? null, position: BigInt(input.position ?? 0), published: 1n, created_at: now, created_by: operator, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(tx, row.id, input.texts);
    await recordOperatorAction(tx, ctx.clock, { operator, action: 'notice:add', subject: `notice:${row.id}`, detail: { placement, ...input } });
    return `notice ${row.id} published (${placement}; ${Object.keys(input.texts).length} languages)`;
  });
}

/** `notice:edit ID …`: changes the given fields and languages; the rest stay. */
export async function editNoticeFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const id = idOf(args[0]);
  const input = readOptions(args.slice(1));
  return ctx.db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new Error(`no notice ${id}`);
    const changes = {
      ...(input.link !== undefined ? { link: input.link } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.position !== undefined ? { position: BigInt(input.position) } : {}),
    };
    await tx.updateTable('notices').set({ ...changes, updated_at: BigInt(ctx.clock.now()) }).where('id', '=', id).execute();
    await writeTexts(tx, id, input.texts);
    const detail = { before: { link: before.link, image: before.image, position: Number(before.position) }, ...input };
    await recordOperatorAction(tx, ctx.clock, { operator, action: 'notice:edit', subject: `notice:${id}`, detail });
    return `notice ${id} changed`;
  });
}

/** `notice:unpublish ID` / `notice:publish ID`: hides or shows a notice (its reads are kept). */
export async function publishNoticeFromOps(ctx: TCtx, args: string[], operator: string, isPublished: boolean): Promise<string> {
  const id = idOf(args[0]);
  return ctx.db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('notices').select(['id', 'published']).where('id', '=', id).executeTakeFirst();
    if (!before) throw new Error(`no notice ${id}`);
    await tx.updateTable('notices').set({ published: isPublished ? 1n : 0n, updated_at: BigInt(ctx.clock.now()) }).where('id', '=', id).execute();
    const action = isPublished ? 'notice:publish' : 'notice:unpublish';
    await recordOperatorAction(tx, ctx.clock, { operator, action, subject: `notice:${id}`, detail: { before: Number(before.published) } });
    return `notice ${id} ${isPublished ? 'published' : 'unpublished'}`;
  });
}

/** `notice:list [PLACEMENT]`: every notice with its state, languages and en-US title. */
export async function listNoticesForOps(ctx: TCtx, args: string[]): Promise<string> {
  const placement = args[0] as TNoticePlacement | undefined;
  if (placement !== undefined && !PLACEMENTS.includes(placement)) throw new Error(NOTICE_USAGE);
  let query = ctx.db.selectFrom('notices').selectAll().orderBy('placement').orderBy('position').orderBy('id', 'desc');
  if (placement) query = query.where('placement', '=', placement);
  const rows = await query.limit(500).execute();
  if (rows.length === 0) return '(none)';
  const texts = await ctx.db.selectFrom('notice_texts').selectAll().where('notice_id', 'in', rows.map((r) => r.id)).execute();
  return rows
    .map((r) => {
      const own = texts.filter((t) => t.notice_id === r.id);
      const title = own.find((t) => t.locale === 'en-US')?.title ?? '';
      const state = r.published === 1n ? 'published' : 'unpublished';
      return `${r.id} ${r.placement} ${state} position=${r.position} link=${r.link ?? '-'} image=${r.image ?? '-'} languages=${own.length} "${title}" (${new Date(Number(r.updated_at)).toISOString()} by ${r.created_by})`;
    })
    .join('\n');
}
