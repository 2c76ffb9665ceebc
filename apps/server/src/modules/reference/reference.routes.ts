import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, RTL_LOCALES } from '@exchange/i18n';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { areaCodes } from './area-codes.js';

const ZNone = z.object({}).passthrough();

/** The language list (SPEC §3 item: id, lang, defaultFlag, display names) and the area codes. */
export function referenceRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    url: '/app/language/list',
    schema: ZNone,
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
    url: '/index/getArea',
    schema: ZNone,
    handler: async ({ locale }) => ({ data: areaCodes(locale) }),
  });
}
