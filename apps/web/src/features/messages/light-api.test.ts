import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZHomeInfo, ZUnread } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { fetchHomeInfo, fetchUnread } from './light-api';

function answer(data: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'Success', data }), { status: 200, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

/**
 * The first page's two calls are checked by hand (no schema library on the first page): they must
 * accept exactly what the contracts' schemas accept, for the answers the server gives.
 */
describe("the badge's and the home banners' calls", () => {
  const home = {
    banners: [
      { id: 'n3', title: 'Spot', image: null, link: null },
      { id: 'n4', title: 'Earn', image: 'https://cdn.example.com/b.png', link: '/fund' },
    ],
    notices: [{ id: 'n5', title: 'Prices', content: 'Recorded.', link: null, time: 1_764_000_000_000 }],
  };

  it('reads what the server answers, as the schemas do', async () => {
    expect(ZHomeInfo.safeParse(home).success).toBe(true);
    answer(home);
    expect(await fetchHomeInfo()).toEqual(home);
    answer({ banners: [], notices: [] });
    expect(await fetchHomeInfo()).toEqual({ banners: [], notices: [] });
    expect(ZUnread.safeParse({ unread: 3 }).success).toBe(true);
    answer({ unread: 3 });
    expect(await fetchUnread()).toBe(3);
  });

  it('refuses a misread answer instead of showing it', async () => {
    for (const bad of [null, {}, { banners: [] }, { banners: [{ id: 'n1' }], notices: [] }, { banners: [], notices: [{ ...home.notices[0], time: '1' }] }]) {
      answer(bad);
      await expect(fetchHomeInfo()).rejects.toBeInstanceOf(ApiError);
    }
    for (const bad of [null, {}, { unread: -1 }, { unread: 1.5 }, { unread: '2' }]) {
      answer(bad);
      await expect(fetchUnread()).rejects.toBeInstanceOf(ApiError);
    }
  });
});
