/**
 * Prints how much JavaScript each interface downloads before its first page shows, gzip-compressed,
 * and fails when that is over the budget (issue 5: 150 KB).
 *
 * "Before the first page shows" is: the entry script and the modulepreload tags of the interface's
 * HTML, plus the lazy chunks the start-up waits for — the home page (with the mobile one's markets
 * section), the default language's start-up catalog (features/locale/languages) and the catalog areas
 * the home page loads — each with its static imports. Neither UI kit's locale is among them: both
 * come with the first page that uses the kit. The chunk
 * graph comes from Vite's manifest (build.manifest). Run after `npm run build -w apps/web`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
const dist = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST ?? 'dist');

type TChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
type TManifest = Record<string, TChunk>;

type TInterface = {
  name: string;
  html: string;
  /** Manifest keys (matched by suffix) of the lazy modules the first page waits for. */
  firstPage: string[];
};

const INTERFACES: TInterface[] = [
  {
    name: 'mobile (/)',
    html: 'index.html',
    firstPage: [
      'src/pages/mobile/tabs/home-page.tsx',
      'src/pages/mobile/home/home-markets.tsx',
      'src/features/locale/languages/en-US.ts',
      'packages/i18n/locales/web/trade/en-US.json',
      'packages/i18n/locales/web/mobile-trade/en-US.json',
    ],
  },
  {
    name: 'desktop (/pc)',
    html: 'pc.html',
    firstPage: [
      'src/pages/desktop/home/home-page.tsx',
      'src/features/locale/languages/en-US.ts',
      'packages/i18n/locales/web/trade/en-US.json',
      'packages/i18n/locales/web/charts/en-US.json',
    ],
  },
];

function readManifest(): TManifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no ${file}: build the web app first (npm run build -w apps/web)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TManifest;
}

function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file))).length;
}

/** The script and modulepreload URLs of an HTML entry, as dist-relative files. */
function htmlScripts(html: string): { js: string[]; css: string[] } {
  const text = fs.readFileSync(path.join(dist, html), 'utf8');
  const urls = (re: RegExp) => [...text.matchAll(re)].map((m) => m[1].replace(/^\//, ''));
  return {
    js: [...urls(/<script[^>]+src="([^"]+)"/g), ...urls(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)],
    css: urls(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

/** A lazy module's chunk and its static imports (recursively), as files. */
function closure(manifest: TManifest, key: string, into: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into, css);
}

/**
 * The manifest key of a lazy module. None means the module has no chunk of its own: the bundler
 * merged it into a chunk that imports it statically, so it is already counted with that chunk.
 */
function findKey(manifest: TManifest, suffix: string): string | null {
  return Object.keys(manifest).find((k) => k.endsWith(suffix)) ?? null;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main(): void {
  const manifest = readManifest();
  let isOver = false;
  for (const ui of INTERFACES) {
    const initial = htmlScripts(ui.html);
    const entryFiles = new Set(initial.js);
    const lazyFiles = new Set<string>();
    const css = new Set(initial.css);
    for (const suffix of ui.firstPage) {
      const key = findKey(manifest, suffix);
      if (!key) continue;
      const files = new Set<string>();
      closure(manifest, key, files, css);
      for (const file of files) if (!entryFiles.has(file)) lazyFiles.add(file);
    }
    const entryBytes = [...entryFiles].reduce((sum, f) => sum + gzipSize(f), 0);
    const lazyBytes = [...lazyFiles].reduce((sum, f) => sum + gzipSize(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gzipSize(f), 0);
    const total = entryBytes + lazyBytes;
    const verdict = total <= BUDGET_BYTES ? 'ok' : 'OVER BUDGET';
    if (total > BUDGET_BYTES) isOver = true;
    console.log(`${ui.name}`);
    console.log(`  entry + modulepreload JS: ${kb(entryBytes)} gzip (${entryFiles.size} files)`);
    console.log(`  first-page lazy JS:       ${kb(lazyBytes)} gzip (${lazyFiles.size} files: home page, en-US catalogs)`);
    console.log(`  JS before first page:     ${kb(total)} gzip of ${kb(BUDGET_BYTES)} budget: ${verdict}`);
    console.log(`  CSS:                      ${kb(cssBytes)} gzip`);
  }
  if (isOver) {
    console.error('size: over budget');
    process.exit(1);
  }
}

main();
