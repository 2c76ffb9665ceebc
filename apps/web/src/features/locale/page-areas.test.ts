import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/i18n';
import { CORE_AREAS, CORE_MESSAGES, MESSAGES } from './catalogs';

/**
 * Static check that no page can show a raw key: every key a module uses (a string literal such as
 * 'assets.title', or the fixed start of a template such as `assets.${kind}`) belongs to the core areas
 * (loaded at start) or to an area the lazy page containing that module loads (withAreas).
 *
 * Chunk boundaries are the dynamic imports: each `import('…')` starts a lazy root, which holds what it
 * imports statically; a root may use the core, the areas its withAreas declares, and the areas every
 * root it is imported from may use (it only renders under them). The two entries are roots with the
 * core alone.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const WEB = path.resolve(SRC, '../../../packages/i18n/locales/web');

/** Top-level catalog key → the area (folder) that defines it. */
function keyAreas(): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(WEB, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const tree = JSON.parse(fs.readFileSync(path.join(WEB, entry.name, 'en-US.json'), 'utf8')) as Record<string, unknown>;
    for (const key of Object.keys(tree)) out.set(key, entry.name);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

type TModule = { statics: string[]; dynamics: { file: string; areas: string[] }[]; areas: Set<string> };

const AREA_OF_KEY = keyAreas();
const modules = new Map<string, TModule>();

function read(file: string): TModule {
  const known = modules.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, 'utf8');
  const module: TModule = { statics: [], dynamics: [], areas: new Set() };
  modules.set(file, module);
  for (const m of text.matchAll(/^\s*(?:import|export)\s(?:type\s)?[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
    if (/^\s*(?:import|export)\s+type\s/.test(m[0])) continue;
    const target = resolveImport(file, m[1] ?? m[2]);
    if (target) module.statics.push(target);
  }
  for (const m of text.matchAll(/(?:withAreas\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*)?import\(\s*'([^']+)'\s*\)/g)) {
    const target = resolveImport(file, m[2]);
    const areas = [...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((a) => a[1]);
    if (target) module.dynamics.push({ file: target, areas });
  }
  // Comments are not rendered: 'assets.' in a comment is no use of the area.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of code.matchAll(/['"`]([A-Za-z]+)\.[A-Za-z$]/g)) {
    const area = AREA_OF_KEY.get(m[1]);
    if (area) module.areas.add(area);
  }
  // A server message other than the core ones, or one chosen at run time, needs the whole catalog.
  for (const m of code.matchAll(/['"`]msg:(\$\{|[A-Za-z]+)/g)) {
    if (m[1] === '${' || !CORE_MESSAGES.includes(m[1])) module.areas.add(MESSAGES);
  }
  return module;
}

/** The files a root holds: itself and what it imports statically, transitively. */
function closure(root: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of read(file).statics) walk(next);
  };
  walk(root);
  return seen;
}

type TRoot = { file: string; declared: Set<string>; parents: string[] };

/** Every root reachable from the entries, with what it declares and the roots importing it. */
function roots(): Map<string, TRoot> {
  const out = new Map<string, TRoot>();
  const queue = ['app/mobile-main.tsx', 'app/desktop-main.tsx'].map((f) => path.join(SRC, f));
  for (const file of queue) out.set(file, { file, declared: new Set(), parents: [] });
  for (let i = 0; i < queue.length; i++) {
    const parent = queue[i];
    for (const file of closure(parent)) {
      for (const dynamic of read(file).dynamics) {
        const root = out.get(dynamic.file) ?? { file: dynamic.file, declared: new Set<string>(), parents: [] };
        for (const area of dynamic.areas) root.declared.add(area);
        if (!root.parents.includes(parent)) root.parents.push(parent);
        if (!out.has(dynamic.file)) {
          out.set(dynamic.file, root);
          queue.push(dynamic.file);
        }
      }
    }
  }
  return out;
}

/** The areas a root may use: the core, its own, and those all its importers may use. */
function allowed(all: Map<string, TRoot>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const own = (root: TRoot) => new Set([...CORE_AREAS, ...root.declared]);
  for (const root of all.values()) out.set(root.file, own(root));
  for (let round = 0; round < 10; round++) {
    for (const root of all.values()) {
      if (root.parents.length === 0) continue;
      const sets = root.parents.map((p) => out.get(p)!);
      const inherited = [...sets[0]].filter((area) => sets.every((s) => s.has(area)));
      out.set(root.file, new Set([...own(root), ...inherited]));
    }
  }
  return out;
}

describe('the start-up catalog of each language (languages/<lang>.ts)', () => {
  const folders = fs.readdirSync(WEB, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

  it('exists for exactly the 14 languages', () => {
    const files = fs.readdirSync(path.join(import.meta.dirname, 'languages')).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  for (const lang of LOCALES) {
    it(`${lang}: holds the core areas and messages, and leaves the core areas out of the lazy ones`, () => {
      const text = fs.readFileSync(path.join(import.meta.dirname, 'languages', `${lang}.ts`), 'utf8');
      const imported = [...text.matchAll(/from '[./]+\/packages\/i18n\/locales\/web\/(?:([^/']+)\/)?([^/']+)\.json'/g)].map((m) => [m[1] ?? '', m[2]]);
      expect(imported.sort()).toEqual(['', ...CORE_AREAS].map((area) => [area, lang]).sort());
      const excluded = [...text.matchAll(/'![./]+\/packages\/i18n\/locales\/web\/([^/']+)\/([^/']+)\.json'/g)].map((m) => [m[1], m[2]]);
      expect(excluded.sort()).toEqual(CORE_AREAS.map((area) => [area, lang]).sort());
      const messages = /import \{([^}]*)\} from '[./]+\/packages\/i18n\/locales\/([^/']+)\.json'/.exec(text);
      expect([messages?.[2], messages?.[1].split(',').map((k) => k.trim()).sort()]).toEqual([lang, [...CORE_MESSAGES].sort()]);
      expect(text).toContain(`locales/web/*/${lang}.json'`);
      expect(text).toContain(`locales/${lang}.json', {`);
    });
  }

  it('core messages exist in every server catalog', () => {
    for (const lang of LOCALES) {
      const catalog = JSON.parse(fs.readFileSync(path.join(WEB, '..', `${lang}.json`), 'utf8')) as Record<string, unknown>;
      for (const key of CORE_MESSAGES) expect([lang, key, typeof catalog[key]]).toEqual([lang, key, 'string']);
    }
  });

  it('pages declare only areas that exist', () => {
    const declared = new Set([...roots().values()].flatMap((root) => [...root.declared]));
    expect(declared.size).toBeGreaterThan(5);
    for (const area of declared) expect([area, area === MESSAGES || folders.includes(area)]).toEqual([area, true]);
  });
});

describe('catalog areas of the pages', () => {
  const all = roots();
  const may = allowed(all);

  it('finds the lazy pages', () => {
    expect(all.size).toBeGreaterThan(20);
    expect([...all.keys()].some((f) => f.endsWith('pages/mobile/assets/assets-group.ts'))).toBe(true);
  });

  it('every key a page uses is in a core area or in an area the page loads', () => {
    const missing: string[] = [];
    for (const root of all.values()) {
      for (const file of closure(root.file)) {
        for (const area of read(file).areas) {
          if (!may.get(root.file)!.has(area)) missing.push(`${path.relative(SRC, root.file)} needs '${area}' (${path.relative(SRC, file)})`);
        }
      }
    }
    expect([...new Set(missing)].sort()).toEqual([]);
  });
});
