import type { FastifyInstance } from 'fastify';
import { areaCodesCall, languageListCall } from '@exchange/contracts';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, RTL_LOCALES } from '@exchange/i18n';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { areaCodes } from './area-codes.js';

/** The language list (SPEC §3 item: id, lang, defaultFlag, display names) and the area codes. */
export function referenceRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: languageListCall,
    handler: async () => ({
      data: LOCALES.map((lang, index) => ({
        id: index + 1,
        lang,
        name: LANGUAGE_NAMES[lang],
        defaultFlag: lang === DEFAULT_LOCALE ? 1 : 0,
        rtl: RTL_LOCALES.includes(lang) ? 1 : 0,
      })),
    }),
  });

  defineRoute(app, deps, {
    call: areaCodesCall,
    handler: async ({ locale }) => ({ data: areaCodes(locale) }),
  });
}
