import type { z } from 'zod';
import type { TCall } from '@exchange/contracts';
import { checked } from './checked';
import { call, callResult } from './http';
import type { TPayload } from './strip-empty';

/** The fields a call takes, as the web sends them (form-encoded: every value becomes a string). */
export type TBbInput<C extends TCall> = { [K in keyof z.input<C['request']>]?: TPayload[string] };

/** What a call may carry besides its fields. */
export type TBbOptions = {
  /** For example the Idempotency-Key of a transfer, withdrawal or deposit (docs/api.md §1.12). */
  headers?: Record<string, string>;
  /** The multipart body of a call declared with `body: 'multipart'` (the fields then go in the query). */
  form?: FormData;
};

/** A call's answer, checked: its data, the success message, and (seconds calls) the whole envelope. */
export type TBbAnswer<C extends TCall> = { data: z.output<C['response']>; msg: string; envelope: Record<string, unknown> };

/**
 * Sends one call declared in packages/contracts, per its method and path, and checks the answer
 * against its response schema where it enters the client (checked.ts): the one way the web calls
 * the server. Reads either envelope (`format: 'result'`, the seconds calls' code 200). Rejects with
 * ApiError as `call` does, and on an answer that is not what the call declares.
 */
export async function bbCallAnswer<C extends TCall>(declared: C, input: TBbInput<C> = {}, options: TBbOptions = {}): Promise<TBbAnswer<C>> {
  const request = { method: declared.method, params: input as TPayload, ...options };
  const read = (data: unknown) => checked(declared.response, data) as z.output<C['response']>;
  if (declared.format === 'result') {
    const { result, message, envelope } = await callResult<unknown>(declared.path, request);
    return { data: read(result), msg: message, envelope };
  }
  const { data, msg } = await call<unknown>(declared.path, request);
  return { data: read(data), msg, envelope: {} };
}

/** The checked data of a declared call (see bbCallAnswer). */
export async function bbCall<C extends TCall>(declared: C, input: TBbInput<C> = {}, options: TBbOptions = {}): Promise<z.output<C['response']>> {
  return (await bbCallAnswer(declared, input, options)).data;
}
