import { MESSAGES_PATHS, type THomeInfo } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { request } from '../api/http';

/*
 * The two calls of the first page (the badge's count, the home banners), checked by hand where they
 * enter the client: the zod schemas of packages/contracts would put the schema library on the first
 * page (web-load budget). The pages' calls (messages-api.ts) check against those schemas.
 */

const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const misread = () => new ApiError('error', null);

/** POST /index/messageUnread: the badge's count. */
export async function fetchUnread(): Promise<number> {
  const data = await request<{ unread?: unknown }>(MESSAGES_PATHS.unread);
  if (typeof data?.unread !== 'number' || !Number.isInteger(data.unread) || data.unread < 0) throw misread();
  return data.unread;
}

/** POST /index: the operators' banners and home notices, in the Accept-Language language. */
export async function fetchHomeInfo(): Promise<THomeInfo> {
  const data = await request<{ banners?: unknown; notices?: unknown }>(MESSAGES_PATHS.home);
  const banners = Array.isArray(data?.banners) ? data.banners : null;
  const notices = Array.isArray(data?.notices) ? data.notices : null;
  if (!banners || !notices) throw misread();
  const isBanner = (b: Record<string, unknown>) => isText(b.id) && isText(b.title) && isTextOrNull(b.image) && isTextOrNull(b.link);
  const isNotice = (n: Record<string, unknown>) => isText(n.id) && isText(n.title) && isText(n.content) && isTextOrNull(n.link) && typeof n.time === 'number';
  if (!banners.every((b) => b && isBanner(b)) || !notices.every((n) => n && isNotice(n))) throw misread();
  return { banners, notices } as THomeInfo;
}
