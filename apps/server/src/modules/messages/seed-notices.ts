import { LOCALES } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import type { TNoticePlacement } from '../../platform/db/schema-messages.js';
import { noticesRepository } from './notices.repository.js';
import { DEMO_NOTICE_TEXTS } from './seed-notice-texts.js';

/** Which demo notice takes which texts (indexes into DEMO_NOTICE_TEXTS' lists; a banner has a title only). */
const DEMO_NOTICES: { placement: TNoticePlacement; title: number; content: number | null; position: number }[] = [
  { placement: 'message', title: 2, content: 3, position: 0 },
  { placement: 'message', title: 0, content: 1, position: 0 },
  { placement: 'banner', title: 4, content: null, position: 0 },
  { placement: 'banner', title: 5, content: null, position: 1 },
  { placement: 'home', title: 6, content: 7, position: 0 },
  { placement: 'home', title: 8, content: 9, position: 1 },
];

/**
 * Demo mode only (main.ts): a few site notices, banners and home notices in the 14 languages, so
 * that the messages page and both home pages show what operators publish. Written once: when any
 * notice exists (the operator's or an earlier seed), nothing is added. Real installations publish
 * theirs with `npm run ops -- notice:add`.
 */
export async function seedNotices(deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> {
  if (await noticesRepository.hasAny(deps.db)) return;
  const now = BigInt(deps.clock.now());
  await deps.db.transaction().execute(async (tx) => {
    for (const [i, notice] of DEMO_NOTICES.entries()) {
      // A second apart, so that "newest first" has an order.
      const at = now - BigInt((DEMO_NOTICES.length - i) * 1_000);
      const id = await noticesRepository.insert(tx, {
        placement: notice.placement,
        link: null,
        image: null,
        position: BigInt(notice.position),
        published: 1n,
        created_at: at,
        created_by: 'demo-seed',
        updated_at: at,
      });
      await noticesRepository.insertTexts(
        tx,
        LOCALES.map((locale) => ({
          notice_id: id,
          locale,
          title: DEMO_NOTICE_TEXTS[locale][notice.title],
          content: notice.content === null ? '' : DEMO_NOTICE_TEXTS[locale][notice.content],
        })),
      );
    }
  });
}
