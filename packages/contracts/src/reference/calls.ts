import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { REFERENCE_PATHS } from './paths.js';

/** Reference data the screens start from: the languages and the phone area codes. */
const GROUP = 'Reference data';
const ZNoParams = z.object({}).passthrough();

export const ZLanguage = z.strictObject({
  id: z.number().int(),
  lang: z.string().meta({ description: 'The locale code, e.g. `en-US`.' }),
  name: z.string().meta({ description: 'The language named in itself.' }),
  defaultFlag: z.literal([0, 1]).meta({ description: '1 for the default language.' }),
  rtl: z.literal([0, 1]).meta({ description: '1 for a right-to-left language.' }),
});

export const ZAreaCode = z.strictObject({
  id: z.string(),
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2.' }),
  areaCode: z.string().meta({ description: 'The calling code, without `+`.' }),
  name: z.string().meta({ description: 'The country named in the language of Accept-Language.' }),
  defaultFlag: z.literal([0, 1]).meta({ description: '1 for the default (1, United States), listed first.' }),
});

export const languageListCall = defineCall({
  method: 'POST',
  path: REFERENCE_PATHS.languages,
  auth: false,
  group: GROUP,
  summary: 'The 14 languages of the interface.',
  request: ZNoParams,
  response: z.array(ZLanguage),
});

export const areaCodesCall = defineCall({
  method: 'POST',
  path: REFERENCE_PATHS.areaCodes,
  auth: false,
  group: GROUP,
  summary: "Every country's calling code, named in the caller's language and sorted by that name, the default first.",
  request: ZNoParams,
  response: z.array(ZAreaCode),
});

export const REFERENCE_CALLS = [languageListCall, areaCodesCall] as const;
