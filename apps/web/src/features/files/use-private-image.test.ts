import { describe, expect, it } from 'vitest';
import { loadPrivateImage } from './use-private-image';

const PROOF = `/bb/file/${'a'.repeat(32)}.png`;

function fakeFetch(status: number, seen: { url?: string; headers?: unknown }[]): typeof fetch {
  return (async (url: string, init?: RequestInit) => {
    seen.push({ url, headers: init?.headers });
    return new Response(status === 200 ? new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }) : '{}', { status });
  }) as typeof fetch;
}

describe('loadPrivateImage', () => {
  it('fetches an upload with the session header and answers its bytes', async () => {
    const seen: { url?: string; headers?: unknown }[] = [];
    const result = await loadPrivateImage(PROOF, 'tok', new AbortController().signal, fakeFetch(200, seen));
    expect(seen).toEqual([{ url: PROOF, headers: { 'X-Access-Token': 'tok' } }]);
    expect('blob' in result && result.blob.size).toBe(3);
  });

  it('tells a missing (or not ours) image from a failed load', async () => {
    expect(await loadPrivateImage(PROOF, 'tok', new AbortController().signal, fakeFetch(404, []))).toEqual({ isMissing: true });
    expect(await loadPrivateImage(PROOF, 'tok', new AbortController().signal, fakeFetch(500, []))).toEqual({ isMissing: false });
  });

  it('never sends the token anywhere but our own uploads', async () => {
    const seen: { url?: string }[] = [];
    for (const src of ['https://evil.example/x.png', '/bb/user/info', `//evil.example${PROOF}`]) {
      expect(await loadPrivateImage(src, 'tok', new AbortController().signal, fakeFetch(200, seen))).toEqual({ isMissing: true });
    }
    expect(seen).toEqual([]);
  });
});
