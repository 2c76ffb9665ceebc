import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { call, callResult, configureHttp } from './http';

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('reads the usual envelope (code 1, msg, data) and refuses any other code with the server message', async () => {
    answer({ code: 1, msg: 'Success', data: { a: 1 } });
    expect(await call('/x')).toEqual({ data: { a: 1 }, msg: 'Success' });
    answer({ code: 0, msg: 'Nope', data: null, err: 'noData' });
    await expect(call('/x')).rejects.toMatchObject({ message: 'Nope', code: 0, reason: 'noData' });
    // A seconds-style success is not a success for a usual call.
    answer({ code: 200, message: 'ok', result: {} });
    await expect(call('/x')).rejects.toBeInstanceOf(ApiError);
  });

  it("reads the seconds calls' envelope (code 200, message, result), with the fields beside result", async () => {
    answer({ code: 200, message: 'Created successfully', result: { id: 7 }, amounts: ['1', '5'] });
    const read = await callResult<{ id: number }>('/app/contract/second/createOrder');
    expect(read.result).toEqual({ id: 7 });
    expect(read.message).toBe('Created successfully');
    expect(read.envelope.amounts).toEqual(['1', '5']);
    answer({ code: 0, message: 'Insufficient available balance', result: null, err: 'insufficientBalance' });
    await expect(callResult('/app/contract/second/createOrder')).rejects.toMatchObject({ message: 'Insufficient available balance', code: 0, reason: 'insufficientBalance' });
    answer({ code: 1, msg: 'Success', data: {} });
    await expect(callResult('/app/contract/second/getConfig')).rejects.toBeInstanceOf(ApiError);
  });

  it('ends the session on code -2 from either envelope, with the server message', async () => {
    const gone = vi.fn();
    configureHttp({ onSessionGone: gone });
    answer({ code: -2, message: 'Please log in again', result: null });
    await expect(callResult('/app/contract/second/getContractRecord')).rejects.toMatchObject({ code: -2, message: 'Please log in again' });
    answer({ code: -2, msg: 'Session ended', data: null });
    await expect(call('/x')).rejects.toMatchObject({ code: -2 });
    expect(gone.mock.calls).toEqual([['Please log in again'], ['Session ended']]);
  });

  it('refuses a non-200 HTTP status even with a success envelope', async () => {
    answer({ code: 1, msg: 'Success', data: {} }, 500);
    await expect(call('/x')).rejects.toBeInstanceOf(ApiError);
  });
});
