import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Two entries: the mobile-style interface at / and the desktop one at /pc (history mode, served by the server). */
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, 'index.html'), pc: resolve(import.meta.dirname, 'pc.html') },
    },
  },
  server: { proxy: { '/bb': 'http://localhost:3000' } },
});
