import { defineConfig } from 'vitest/config';

/** Browser tests: playwright-core driving Debian's Chromium against the built app. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    passWithNoTests: true,
  },
});
