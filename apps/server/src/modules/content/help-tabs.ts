import type { Kysely, Transaction } from 'kysely';
import type { TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { contentEditsRepository as repo } from './content-edits.repository.js';
import { byLocale, isEmptyText, newSlug, SORT_STEP, type TAuthor, type TTextsInput } from './content-texts.js';

/**
 * The help centre's tabs (categories) as operators edit them: titles per language, place and
 * visibility (a tab is hidden, never deleted). Every change is recorded in its own transaction
 * with the titles before and after and the reason.
 */

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;
type TTabTitle = { title: string };

async function helpTab(db: TDb, id: bigint) {
  const tab = await repo.findTab(db, id);
  if (!tab) return null;
  const texts = await repo.tabTitles(db, id);
  return {
    id: String(tab.id),
    slug: tab.slug,
    sortOrder: Number(tab.sort_order),
    visible: tab.is_visible === 1n,
    titles: Object.fromEntries(byLocale(texts).map((x) => [x.locale, x.title])),
  };
}

/** Writes the given languages' titles of a tab (an empty one or null removes it); the titles before and after. */
async function writeTabTitles(tx: TDb, tabId: bigint, texts: TTextsInput<TTabTitle>, author: string, now: bigint) {
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const [locale, text] of Object.entries(texts) as [TLocale, TTabTitle | null][]) {
    const title = isEmptyText(text) ? null : text!.title;
    before[locale] = await repo.replaceTabTitle(tx, tabId, locale, title, { author, now });
    after[locale] = title;
  }
  return { before, after };
}

/** Adds a visible tab, after the last one unless a place is given. Recorded. */
export async function addHelpTab(deps: TDeps, by: TAuthor, input: { texts: TTextsInput<TTabTitle>; sortOrder?: number }) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const last = await repo.lastTabSortOrder(tx);
    const sortOrder = input.sortOrder !== undefined ? BigInt(input.sortOrder) : (last ?? 0n) + BigInt(SORT_STEP);
    const slug = newSlug('tab');
    const id = await repo.insertTab(tx, { slug, sort_order: sortOrder, is_visible: 1n, created_at: now });
    const texts = await writeTabTitles(tx, id, input.texts, by.operator, now);
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-tab:${id}`,
      detail: { what: 'help.tab.add', slug },
      reason: by.reason,
      before: null,
      after: { sortOrder: Number(sortOrder), visible: true, titles: texts.after },
    });
    return (await helpTab(tx, id))!;
  });
}

/**
 * Saves a tab's titles and, when given, its place and visibility. Recorded with what changed.
 * @throws AppError noData when there is no such tab
 */
export async function saveHelpTab(deps: TDeps, by: TAuthor, input: { id: bigint; texts: TTextsInput<TTabTitle>; sortOrder?: number; visible?: boolean }) {
  const now = BigInt(deps.clock.now());
  return deps.db.transaction().execute(async (tx) => {
    const tab = await repo.findTab(tx, input.id);
    if (!tab) throw new AppError('noData');
    const changes = {
      ...(input.sortOrder !== undefined && BigInt(input.sortOrder) !== tab.sort_order ? { sort_order: BigInt(input.sortOrder) } : {}),
      ...(input.visible !== undefined && input.visible !== (tab.is_visible === 1n) ? { is_visible: input.visible ? 1n : 0n } : {}),
    };
    if (Object.keys(changes).length > 0) await repo.updateTab(tx, input.id, changes);
    const titles = await writeTabTitles(tx, input.id, input.texts, by.operator, now);
    await recordOperatorAction(tx, deps.clock, {
      operator: by.operator,
      action: 'content.edit',
      subject: `help-tab:${input.id}`,
      detail: { what: 'help.tab.save', slug: tab.slug, languages: Object.keys(input.texts) },
      reason: by.reason,
      before: {
        ...(changes.sort_order !== undefined ? { sortOrder: Number(tab.sort_order) } : {}),
        ...(changes.is_visible !== undefined ? { visible: tab.is_visible === 1n } : {}),
        titles: titles.before,
      },
      after: {
        ...(changes.sort_order !== undefined ? { sortOrder: Number(changes.sort_order) } : {}),
        ...(changes.is_visible !== undefined ? { visible: changes.is_visible === 1n } : {}),
        titles: titles.after,
      },
    });
    return (await helpTab(tx, input.id))!;
  });
}
