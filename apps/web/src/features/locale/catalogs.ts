import type { TLocale } from '@exchange/i18n';

type TCatalog = Record<string, unknown>;
type TLoaders = Record<string, () => Promise<TCatalog>>;
type TLanguageModule = { core: TCatalog; msg: TCatalog; areas: TLoaders; messages: Record<string, () => Promise<string>> };
type TCatalogs = { web: TCatalog; msg: TCatalog };

/**
 * The web UI catalog of a language is web/<lang>.json plus one file per feature area
 * (web/<area>/<lang>.json); areas own distinct top-level keys. Only the core loads at start: the root
 * file and the areas the two shells (header, tabs, login prompt) need. Every other area loads with the
 * lazy page that uses it (areas.ts, withAreas), so a new product area adds nothing to the first page.
 *
 * The server's message catalog (namespace `msg`) likewise: the first page gets the few messages the
 * shells and the home pages show (CORE_MESSAGES); the whole catalog is the area MESSAGES, loaded with
 * the pages that check forms or show other messages.
 *
 * languages/<lang>.ts holds one language's core, its core messages and the loaders of its lazy areas:
 * a single chunk per language, fetched at start (only the chosen language is downloaded). Its imports
 * are kept in step with CORE_AREAS and CORE_MESSAGES (checked by page-areas.test.ts).
 */
export const CORE_AREAS: readonly string[] = ['auth-forms'];
export const CORE_MESSAGES: readonly string[] = ['error', 'exited', 'noData', 'pleaseLogin'];
export const MESSAGES = 'msg';

const languages = import.meta.glob<TLanguageModule>('./languages/*.ts');

/** The area of a catalog file: its folder under web/, or '' for web/<lang>.json itself. */
export function areaOf(path: string): string {
  const match = /\/web\/(?:([^/]+)\/)?[^/]+\.json$/.exec(path);
  return match?.[1] ?? '';
}

function languageModule(lang: TLocale): Promise<TLanguageModule> {
  const load = languages[`./languages/${lang}.ts`];
  if (!load) throw new Error(`no catalog for ${lang}`);
  return load();
}

/** The lazy areas' catalogs of one language, merged (the whole server catalog if MESSAGES is one). */
export async function loadAreaCatalogs(lang: TLocale, areas: readonly string[]): Promise<TCatalogs> {
  if (areas.length === 0) return { web: {}, msg: {} };
  const module = await languageModule(lang);
  const webAreas = areas.filter((area) => area !== MESSAGES);
  const found = Object.entries(module.areas).filter(([path]) => webAreas.includes(areaOf(path)));
  if (found.length !== new Set(webAreas).size) throw new Error(`no catalog for ${webAreas.join(', ')} in ${lang}`);
  const [parts, msg] = await Promise.all([
    Promise.all(found.map(([, load]) => load())),
    areas.includes(MESSAGES) ? Object.values(module.messages)[0]().then((text) => JSON.parse(text) as TCatalog) : {},
  ]);
  return { web: Object.assign({}, ...parts) as TCatalog, msg };
}

/**
 * The web UI catalog and the server message catalog of one language: the core, plus the lazy `areas`
 * already in use.
 */
export async function loadCatalogs(lang: TLocale, areas: readonly string[] = []): Promise<TCatalogs> {
  const [module, lazy] = await Promise.all([languageModule(lang), loadAreaCatalogs(lang, areas)]);
  return { web: { ...module.core, ...lazy.web }, msg: { ...module.msg, ...lazy.msg } };
}
