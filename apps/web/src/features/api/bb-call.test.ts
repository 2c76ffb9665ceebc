import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@exchange/contracts';
import { ApiError } from './api-error';
import { bbCall, bbCallAnswer } from './bb-call';

const fetchMock = vi.fn();
function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

const getCall = defineCall({
  method: 'GET',
  path: '/test/get',
  auth: false,
  group: 'Test',
  summary: 'A GET call.',
  request: z.object({ id: z.string() }),
  response: z.strictObject({ id: z.number().int() }),
});
const resultCall = defineCall({ ...getCall, method: 'POST', path: '/test/result', format: 'result' });

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('bbCall: one typed client for every declared call', () => {
  it("sends per the call's method and path and returns its checked data", async () => {
    vi.stubGlobal('fetch', fetchMock);
    answer({ code: 1, msg: 'Done', data: { id: 7 } });
    expect(await bbCallAnswer(getCall, { id: '7' })).toMatchObject({ data: { id: 7 }, msg: 'Done' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/bb/test/get?id=7');
    expect(init.method).toBe('GET');
  });

  it('refuses an answer that is not what the call declares', async () => {
    vi.stubGlobal('fetch', fetchMock);
    answer({ code: 1, msg: 'Done', data: { id: 'seven' } });
    await expect(bbCall(getCall, { id: '7' })).rejects.toBeInstanceOf(ApiError);
  });

  it("reads the seconds calls' envelope for a `result` call", async () => {
    vi.stubGlobal('fetch', fetchMock);
    answer({ code: 200, message: 'Created', result: { id: 3 }, extra: 1 });
    const read = await bbCallAnswer(resultCall, { id: '3' });
    expect(read).toMatchObject({ data: { id: 3 }, msg: 'Created' });
    expect(read.envelope.extra).toBe(1);
  });
});
