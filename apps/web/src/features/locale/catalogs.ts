import type { TLocale } from '@exchange/i18n';

type TCatalog = Record<string, unknown>;

// One chunk per language and catalog: only the chosen language is downloaded.
const webCatalogs = import.meta.glob<TCatalog>('../../../../../packages/i18n/locales/web/*.json', { import: 'default' });
const serverCatalogs = import.meta.glob<TCatalog>('../../../../../packages/i18n/locales/*.json', { import: 'default' });

function loader(map: Record<string, () => Promise<TCatalog>>, lang: TLocale): () => Promise<TCatalog> {
  const entry = Object.entries(map).find(([path]) => path.endsWith(`/${lang}.json`));
  if (!entry) throw new Error(`no catalog for ${lang}`);
  return entry[1];
}

/** The web UI catalog and the server message catalog of one language. */
export async function loadCatalogs(lang: TLocale): Promise<{ web: TCatalog; msg: TCatalog }> {
  const [web, msg] = await Promise.all([loader(webCatalogs, lang)(), loader(serverCatalogs, lang)()]);
  return { web, msg };
}
