import web from '../../../../../../packages/i18n/locales/web/de-DE.json';
import authForms from '../../../../../../packages/i18n/locales/web/auth-forms/de-DE.json';
import { error, exited, noData, pleaseLogin } from '../../../../../../packages/i18n/locales/de-DE.json';

// de-DE: what catalogs.ts loads at start, as one chunk (see there), and the loaders of the lazy areas.
export const core = { ...web, ...authForms };
/** The server messages the shells and the home pages show (catalogs.ts CORE_MESSAGES). */
export const msg = { error, exited, noData, pleaseLogin };
export const areas = import.meta.glob<Record<string, unknown>>(
  ['../../../../../../packages/i18n/locales/web/*/de-DE.json', '!../../../../../../packages/i18n/locales/web/auth-forms/de-DE.json'],
  { import: 'default' },
);
/**
 * The whole server message catalog (the 'msg' area), as text: a module apart from the same file
 * imported by name above, which keeps only the core keys.
 */
export const messages = import.meta.glob<string>('../../../../../../packages/i18n/locales/de-DE.json', {
  import: 'default',
  query: '?raw',
});
