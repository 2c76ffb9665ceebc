import type { TLocale } from '@exchange/i18n';

type TCatalog = Record<string, unknown>;

// One chunk per language and catalog file: only the chosen language is downloaded. The web UI catalog
// of a language is web/<lang>.json plus one file per feature area (web/<area>/<lang>.json), merged;
// areas own distinct top-level keys.
const webCatalogs = import.meta.glob<TCatalog>('../../../../../packages/i18n/locales/web/**/*.json', { import: 'default' });
const serverCatalogs = import.meta.glob<TCatalog>('../../../../../packages/i18n/locales/*.json', { import: 'default' });

function loaders(map: Record<string, () => Promise<TCatalog>>, lang: TLocale): (() => Promise<TCatalog>)[] {
  const found = Object.entries(map).filter(([path]) => path.endsWith(`/${lang}.json`));
  if (found.length === 0) throw new Error(`no catalog for ${lang}`);
  return found.map(([, load]) => load);
}

/** The web UI catalog (all areas merged) and the server message catalog of one language. */
export async function loadCatalogs(lang: TLocale): Promise<{ web: TCatalog; msg: TCatalog }> {
  const [parts, msg] = await Promise.all([
    Promise.all(loaders(webCatalogs, lang).map((load) => load())),
    loaders(serverCatalogs, lang)[0](),
  ]);
  return { web: Object.assign({}, ...parts) as TCatalog, msg };
}
