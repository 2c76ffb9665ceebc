import { resolve } from 'node:path';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

/**
 * antd-mobile's ConfigProvider imports its default locale (zh-CN) statically, so every language's
 * first page would carry Chinese strings it never shows; the app passes the user's locale to the
 * provider and makes it the default (mobile-kit.tsx), and zh-CN itself stays a lazy chunk of
 * antd-mobile-locale.ts.
 */
const antdMobileDefaultLocale: Plugin = {
  name: 'antd-mobile-default-locale',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../../locales/zh-CN' && importer && /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer)) {
      return resolve(root, 'src/app/mobile/default-kit-locale.ts');
    }
    return null;
  },
};

/**
 * The chunk graph of the build under way, for `preloadDeps` (Vite asks it while it writes the
 * preload lists in generateBundle; this plugin's own generateBundle runs first).
 */
let bundle: Rollup.OutputBundle = {};
const bundleGraph: Plugin = {
  name: 'bundle-graph',
  generateBundle: {
    order: 'pre',
    handler(_options, output) {
      bundle = output;
    },
  },
};

/** A chunk and everything it imports statically: all loaded before its code runs. */
function staticClosure(file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || !chunk || chunk.type !== 'chunk') return into;
  into.add(file);
  for (const imported of chunk.imports) staticClosure(imported, into);
  return into;
}

/**
 * What a lazy import preloads: its chunk's static imports but those the importing chunk already has
 * loaded (its own static imports; preloading them did nothing). The lists of the entries' lazy pages
 * ride in the first page, so they are kept to what a page adds.
 */
function preloadDeps(_file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  const loaded = staticClosure(hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Two entries: the mobile-style interface at / and the desktop one at /pc (history mode, served by the
 * server). The manifest lets scripts/size.ts follow each interface's first-page chunks.
 */
const config: UserConfig = {
  plugins: [react(), antdMobileDefaultLocale, bundleGraph],
  base: '/',
  resolve: {
    // npm hoisted React 18 (a peer of an antd-mobile dependency) to the root node_modules; the app
    // and every library must share apps/web's React 19, or hooks break across the two copies.
    dedupe: ['react', 'react-dom', 'scheduler'],
    alias: [
      // React 19 has useSyncExternalStore: the shim react-i18next imports for React 17 is dead weight.
      { find: /^use-sync-external-store\/shim$/, replacement: resolve(root, 'src/app/use-sync-external-store.ts') },
      // antd-mobile draws Toast and Dialog through rc-util's render, built for React 18 (legacy API,
      // regenerator runtime); React 19 needs createRoot, and the first page needs neither of those.
      { find: /^rc-util\/lib\/React\/render$/, replacement: resolve(root, 'src/app/mobile/react-19-render.ts') },
    ],
  },
  build: {
    // WEB_DIST (also read by the server) lets parallel test runs build and serve separate copies.
    outDir: process.env.WEB_DIST ?? 'dist',
    // Not "assets": the mobile interface has screens under /assets/..., and the server must never
    // mistake one for a file (apps/server/src/platform/http/web-app.ts STATIC_PREFIX).
    assetsDir: 'static',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { resolveDependencies: preloadDeps },
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      input: { index: resolve(root, 'index.html'), pc: resolve(root, 'pc.html'), admin: resolve(root, 'admin.html') },
      treeshake: {
        // The shared packages' modules only declare things (no side effects), so a first page that
        // needs one constant does not pull in every schema, zod and the server's message catalogs.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contracts|i18n)[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { '/bb': { target: 'http://localhost:3000', ws: true } } },
};

export default defineConfig(({ command }) => {
  // A build is always a production build (React, antd, the JSX runtime), whatever NODE_ENV the
  // shell has: Vitest sets "test", which would otherwise give development builds of all three.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
