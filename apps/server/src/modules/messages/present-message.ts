import { NOTIFY_KINDS, SCORE_RULES, type TMessage, type TNotifyKind } from '@exchange/contracts';
import { translate, type TLocale, type TMessageKey } from '@exchange/i18n';
import type { TNoticeRow, TNoticeText, TUserMessageRow } from './messages.repository.js';

const isKind = (kind: string): kind is TNotifyKind => (NOTIFY_KINDS as string[]).includes(kind);

/**
 * A notification's parameters as the catalog interpolates them: the stored values by name, with
 * a seconds outcome (win, lose, draw) worded in the reader's language too.
 */
function varsOf(locale: TLocale, kind: string, params: Record<string, unknown>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) vars[name] = String(value ?? '');
  if (vars.outcome === 'win' || vars.outcome === 'lose' || vars.outcome === 'draw') vars.outcome = translate(locale, `notify.outcome.${vars.outcome}` as TMessageKey);
  // A score rule's change carries the rule's code as its reason: worded in the reader's language.
  if (kind === 'scoreChanged' && (SCORE_RULES as readonly string[]).includes(vars.reason ?? '')) vars.reason = translate(locale, `notify.scoreRule.${vars.reason}` as TMessageKey);
  return vars;
}

/** Title and content of a notification in a language (catalog keys `notify.<kind>.title` and `.content`). */
export function wordNotification(locale: TLocale, kind: string, paramsJson: string): { title: string; content: string } {
  if (!isKind(kind)) return { title: kind, content: '' };
  let params: Record<string, unknown> = {};
  try {
    params = JSON.parse(paramsJson) as Record<string, unknown>;
  } catch {
    // Written by notify() from a checked schema: unreadable only if edited by hand. Worded without its values.
  }
  const vars = varsOf(locale, kind, params);
  return { title: translate(locale, `notify.${kind}.title` as TMessageKey, vars), content: translate(locale, `notify.${kind}.content` as TMessageKey, vars) };
}

/** A personal notification as its owner sees it. */
export function presentPersonal(locale: TLocale, row: TUserMessageRow): TMessage {
  const { title, content } = wordNotification(locale, row.kind, row.params);
  return {
    id: `m${row.id}`,
    type: 'personal',
    kind: isKind(row.kind) ? row.kind : null,
    title,
    content,
    link: null,
    time: Number(row.created_at),
    isRead: row.read_at !== null,
  };
}

/** A site notice in the caller's language (its en-US text when the operator wrote none in it). */
export function presentNotice(row: TNoticeRow, text: TNoticeText | undefined, isRead: boolean): TMessage {
  return {
    id: `n${row.id}`,
    type: 'notice',
    kind: null,
    title: text?.title ?? '',
    content: text?.content ?? '',
    link: row.link,
    time: Number(row.created_at),
    isRead,
  };
}
