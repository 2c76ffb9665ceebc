import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core driving Debian's Chromium against the built app. The global setup
 * builds the web app once; each file starts its own server on a fresh database (so the per-address
 * login and code limits of one file never touch another).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at a time (each with its own server, database and browser): the phase is bound by the
    // 2 cores' CPU, so a third file saved only ~70 s of 1,233 s in a fresh-clone run here (the files
    // ran a third slower each) and a toast outlasted its wait under that load. E2E_WORKERS=1 runs
    // them one by one.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    fileParallelism: process.env.E2E_WORKERS !== '1',
    passWithNoTests: true,
    // expect.poll waits on a condition; its 1 s default is shorter than a lazy page with its
    // catalog areas takes on a loaded 2-core CI machine. A met condition still returns at once.
    expect: { poll: { timeout: 15_000 } },
  },
});
