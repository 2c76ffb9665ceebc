import { execSync } from 'node:child_process';
import path from 'node:path';
import { SKIP_MESSAGE, hasChromium } from './chromium';

/** Builds the web app once for all browser suites (the server serves apps/web/dist). */
export default function setup(): void {
  if (!hasChromium) {
    console.warn(SKIP_MESSAGE);
    return;
  }
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const started = Date.now();
  // A production build even though Vitest sets NODE_ENV=test (apps/web/vite.config.ts sees to it).
  execSync('npm run build:web --silent', { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`e2e: web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
