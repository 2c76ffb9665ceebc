/**
 * The code's shape in four numbers (issue 25), each of which should be 0:
 * - queries outside repositories: Kysely query builders and sql`` templates in server files other
 *   than `*.repository.ts`, the migrations, the database adapter (`platform/db/`) and tests;
 * - loops: import cycles between files (types included) and between modules (a server module,
 *   `platform`, a web feature, a package), and imports from a lower layer into a higher one;
 * - undeclared routes: server routes registered with a literal URL instead of a call declared in
 *   packages/contracts;
 * - literal API paths: web calls that name a path instead of going through the typed client.
 *
 * `npx tsx scripts/shape.ts` prints the counts; `--list` names every place counted. The test
 * `scripts/shape.test.ts` fails when a count rises above `scripts/shape-baseline.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type TShape = {
  queriesOutsideRepositories: string[];
  fileLoops: string[];
  /** One line per module caught in a loop (a strongly connected block of modules), with the block's edges. */
  moduleLoops: string[];
  upwardImports: string[];
  undeclaredRoutes: string[];
  literalApiPaths: string[];
};

const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'packages/engine/src', 'packages/i18n/src'];

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, out);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)(test|e2e)\//.test(file) || /[-.]test-support\.ts$/.test(file) || file.includes('/test-support');

/** The line number of a character offset. */
function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with)\(|\bsql(<[^>`]*>)?`|\bsql\.(raw|lit|ref|id|table|join)\(/g;

function queriesOutsideRepositories(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (!file.startsWith('apps/server/src/') || isTest(file)) continue;
    if (file.endsWith('.repository.ts') || file.includes('/db/migrations/') || file.startsWith('apps/server/src/platform/db/')) continue;
    for (const m of text.matchAll(QUERY)) {
      if (m[1] === 'with' && !/\b(db|trx|tx|executor|q)\s*\.with\($/.test(text.slice(Math.max(0, m.index - 12), m.index + 6))) continue;
      found.push(`${file}:${lineOf(text, m.index)} ${m[0]}`);
    }
  }
  return found;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string, known: Set<string>): string | null {
  if (spec.startsWith('@exchange/')) {
    const name = spec.slice('@exchange/'.length).split('/')[0];
    const index = `packages/${name}/src/index.ts`;
    return known.has(index) ? index : null;
  }
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`]) if (known.has(candidate)) return candidate;
  return null;
}

/** The module a file belongs to: a server module, a server layer, a web feature or area, a package. */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (file.startsWith('apps/server/src/modules/')) return `server/${parts[4]}`;
  if (file.startsWith('apps/server/src/')) return parts.length > 4 ? `server:${parts[3]}` : 'server:app';
  if (file.startsWith('apps/web/src/features/')) return `web/${parts[4]}`;
  if (file.startsWith('apps/web/src/pages/')) return `web:pages/${parts[4]}`;
  if (file.startsWith('apps/web/src/app/')) return parts.length > 5 ? `web:app/${parts[4]}` : 'web:app';
  if (file.startsWith('apps/web/src/')) return parts.length > 4 ? `web:${parts[3]}` : 'web:root';
  return `package:${parts[1]}`;
}

/**
 * The layers, lowest first: a file may import its own layer and the ones below. Server modules and
 * web features are one layer each (their loops are counted apart); the composition sits on top.
 */
function layerOf(module: string): number {
  if (module.startsWith('package:')) return 0;
  if (module === 'server:platform' || module === 'web:ui') return 1;
  if (module.startsWith('server/') || module.startsWith('web/')) return 2;
  if (module.startsWith('web:pages/')) return 3;
  return 4; // server:app, server:cli, server:db (migrations run from the composition), web:app…
}

/** Tarjan's strongly connected components of a graph given as adjacency lists. */
function components(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) result.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return result;
}

function loops(files: { file: string; text: string }[]) {
  const known = new Set(files.map((f) => f.file));
  const fileGraph = new Map<string, Set<string>>();
  const moduleGraph = new Map<string, Set<string>>();
  const moduleEdges = new Map<string, string>();
  const upwardImports: string[] = [];
  for (const { file, text } of files) {
    if (isTest(file)) continue;
    const targets = new Set<string>();
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2], known);
      if (!target || target === file || isTest(target)) continue;
      targets.add(target);
      const from = moduleOf(file);
      const to = moduleOf(target);
      if (from === to) continue;
      if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
      moduleGraph.get(from)!.add(to);
      if (!moduleEdges.has(`${from} ${to}`)) moduleEdges.set(`${from} ${to}`, `${file} → ${target}`);
      if (layerOf(to) > layerOf(from)) upwardImports.push(`${file} → ${target}`);
    }
    fileGraph.set(file, targets);
  }
  const fileLoops = components(fileGraph).map((scc) => scc.join(' ↔ '));
  const moduleLoops: string[] = [];
  for (const scc of components(moduleGraph)) {
    const inside = new Set(scc);
    const edges = [...moduleEdges.entries()].filter(([k]) => {
      const [a, b] = k.split(' ');
      return inside.has(a) && inside.has(b);
    });
    const block = `${edges.map(([k, example]) => `${k.replace(' ', ' → ')} (${example})`).join('; ')}`;
    for (const module of scc) moduleLoops.push(`${module} in [${scc.join(', ')}]: ${block}`);
  }
  return { fileLoops, moduleLoops, upwardImports };
}

function undeclaredRoutes(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  // A route registered with a literal path (app.get('/x'…), app.get<…>('/x'…), url: '/x'), anywhere
  // in the server: a declared call's registration takes the path from the call instead.
  const register = /\b\w+\.(get|post|put|delete|patch|head|options|all)\s*(<[^()]*>)?\(\s*(['"`][^'"`]*['"`])|\burl:\s*(['"`][^'"`]*['"`])/g;
  for (const { file, text } of files) {
    if (!file.startsWith('apps/server/src/') || isTest(file)) continue;
    for (const m of text.matchAll(register)) {
      const literal = m[3] ?? m[4];
      if (!literal.slice(1).startsWith('/')) continue; // a map's get('key'), a header: not a route
      if (m[4] && !/\.routes\.ts$|\/app\.ts$|\/platform\/(http|ws)\//.test(file)) continue; // url: of a request made, not served
      found.push(`${file}:${lineOf(text, m.index)} ${m[0]}`);
    }
  }
  return found;
}

function literalApiPaths(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (!file.startsWith('apps/web/src/') || isTest(file)) continue;
    if (file.startsWith('apps/web/src/features/api/')) continue; // the typed client itself
    const pattern = /\b(call|callResult|request|requestBlob|fetch|upload|postForm|sendBeacon)\s*(<[^>()]*>)?\(\s*(['"`])\/[^'"`]*\3|\bAPI_BASE\b/g;
    for (const m of text.matchAll(pattern)) found.push(`${file}:${lineOf(text, m.index)} ${m[0]}`);
  }
  return found;
}

export function measureShape(): TShape {
  const files = SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir))).map((full) => ({ file: rel(full), text: fs.readFileSync(full, 'utf8') }));
  return {
    queriesOutsideRepositories: queriesOutsideRepositories(files),
    ...loops(files),
    undeclaredRoutes: undeclaredRoutes(files),
    literalApiPaths: literalApiPaths(files),
  };
}

export const countsOf = (shape: TShape) => Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.length])) as Record<keyof TShape, number>;

process.stdout.on('error', () => process.exit(0));

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const shape = measureShape();
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (process.argv.includes('--list')) {
    for (const [name, places] of Object.entries(shape)) {
      if (only && name !== only) continue;
      console.log(`\n## ${name} (${places.length})`);
      for (const place of places) console.log(place);
    }
  }
  console.log(JSON.stringify(countsOf(shape), null, 2));
}
