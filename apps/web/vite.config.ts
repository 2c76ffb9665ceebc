import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

/**
 * Two entries: the mobile-style interface at / and the desktop one at /pc (history mode, served by the
 * server). The manifest lets scripts/size.ts follow each interface's first-page chunks.
 */
const config: UserConfig = {
  plugins: [react()],
  base: '/',
  resolve: {
    // npm hoisted React 18 (a peer of an antd-mobile dependency) to the root node_modules; the app
    // and every library must share apps/web's React 19, or hooks break across the two copies.
    dedupe: ['react', 'react-dom', 'scheduler'],
    alias: [
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
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      input: { index: resolve(root, 'index.html'), pc: resolve(root, 'pc.html') },
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
