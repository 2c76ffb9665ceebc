import type { Kysely } from 'kysely';
import type { TMessage, TMessageFilter, TMessagePage, THomeInfo } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { messagesRepository } from './messages.repository.js';
import { presentNotice, presentPersonal } from './present-message.js';

type TDb = Kysely<TDatabase>;

/** How many banners and home notices the home page gets at most. */
const HOME_LIMIT = 10;

/**
 * One page of the caller's messages, newest first: site notices (a visitor's only ones) and the
 * user's own notifications, worded in the caller's language, with the caller's read state.
 */
export async function listMessages(db: TDb, userId: bigint | null, locale: TLocale, input: { pageNo: number; pageSize: number; type: TMessageFilter }): Promise<TMessagePage> {
  const { refs, total } = await messagesRepository.page(db, userId, input.type, input.pageSize, (input.pageNo - 1) * input.pageSize);
  const noticeIds = refs.filter((r) => r.src === 'n').map((r) => r.id);
  const messageIds = refs.filter((r) => r.src === 'm').map((r) => r.id);
  const [notices, texts, reads, personal] = await Promise.all([
    messagesRepository.noticesByIds(db, noticeIds),
    messagesRepository.texts(db, noticeIds, locale),
    userId === null ? Promise.resolve(new Set<bigint>()) : messagesRepository.readNoticeIds(db, userId, noticeIds),
    userId === null ? Promise.resolve([]) : messagesRepository.ownMessagesByIds(db, userId, messageIds),
  ]);
  const noticeById = new Map(notices.map((n) => [BigInt(n.id), n]));
  const personalById = new Map(personal.map((m) => [BigInt(m.id), m]));
  const list: TMessage[] = [];
  for (const ref of refs) {
    if (ref.src === 'n') {
      const row = noticeById.get(ref.id);
      if (row) list.push(presentNotice(row, texts.get(ref.id), reads.has(ref.id)));
    } else {
      const row = personalById.get(ref.id);
      if (row) list.push(presentPersonal(locale, row));
    }
  }
  const unread = userId === null ? 0 : await messagesRepository.unread(db, userId);
  return { list, totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize, unread };
}

/** Splits `n12` / `m34` into its table and id. */
export function parseMessageId(id: string): { src: 'n' | 'm'; id: bigint } {
  return { src: id[0] === 'n' ? 'n' : 'm', id: BigInt(id.slice(1)) };
}

/**
 * One message; a signed-in caller's read of it is recorded. A personal id is its owner's alone:
 * anyone else (a visitor too) gets noData, as for an id that does not exist.
 * @throws AppError noData
 */
export async function readOneMessage(db: TDb, userId: bigint | null, locale: TLocale, messageId: string, now: bigint): Promise<TMessage & { unread: number }> {
  const ref = parseMessageId(messageId);
  if (ref.src === 'm') {
    if (userId === null) throw new AppError('noData');
    if (!(await messagesRepository.readOwnMessage(db, userId, ref.id, now))) throw new AppError('noData');
    const [row] = await messagesRepository.ownMessagesByIds(db, userId, [ref.id]);
    return { ...presentPersonal(locale, row), unread: await messagesRepository.unread(db, userId) };
  }
  const [row] = await messagesRepository.noticesByIds(db, [ref.id]);
  if (!row || row.placement !== 'message' || row.published !== 1n) throw new AppError('noData');
  if (userId !== null) await messagesRepository.readNotice(db, userId, ref.id, now);
  const texts = await messagesRepository.texts(db, [ref.id], locale);
  return { ...presentNotice(row, texts.get(ref.id), userId !== null), unread: userId === null ? 0 : await messagesRepository.unread(db, userId) };
}

/**
 * Marks one message or all of them read for the caller only; answers the unread count left.
 * @throws AppError noData for an id that is not the caller's message or a published notice
 */
export async function markRead(db: TDb, userId: bigint, input: { id?: string; all: boolean }, now: bigint): Promise<{ unread: number }> {
  if (input.all) {
    await db.transaction().execute((tx) => messagesRepository.readAll(tx, userId, now));
  } else {
    const ref = parseMessageId(input.id!);
    const isFound = ref.src === 'm' ? await messagesRepository.readOwnMessage(db, userId, ref.id, now) : await messagesRepository.readNotice(db, userId, ref.id, now);
    if (!isFound) throw new AppError('noData');
  }
  return { unread: await messagesRepository.unread(db, userId) };
}

/** SPEC §7 `/index` home info: the published banners and home notices in the caller's language. */
export async function homeInfo(db: TDb, locale: TLocale): Promise<THomeInfo> {
  const [banners, notices] = await Promise.all([messagesRepository.published(db, 'banner', HOME_LIMIT), messagesRepository.published(db, 'home', HOME_LIMIT)]);
  const texts = await messagesRepository.texts(db, [...banners, ...notices].map((n) => BigInt(n.id)), locale);
  return {
    banners: banners.map((b) => ({ id: `n${b.id}`, title: texts.get(BigInt(b.id))?.title ?? '', image: b.image, link: b.link })),
    notices: notices.map((n) => {
      const text = texts.get(BigInt(n.id));
      return { id: `n${n.id}`, title: text?.title ?? '', content: text?.content ?? '', link: n.link, time: Number(n.created_at) };
    }),
  };
}
