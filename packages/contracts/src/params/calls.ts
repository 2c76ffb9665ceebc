import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZParamQuery } from '../accounts/schemas.js';

/** SPEC §7: an operator parameter the public may read ; the path keeps SPEC's spelling. */
export const paramByNameCall = defineCall({
  method: 'GET',
  path: '/paramter/getParamListByKeyName',
  auth: false,
  group: 'Parameters',
  summary: 'The value of one public operator parameter.',
  request: ZParamQuery,
  response: z.strictObject({ valueName: z.string() }),
  errors: ['noData'],
});

export const PARAMS_CALLS = [paramByNameCall] as const;
