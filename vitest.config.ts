import { defineConfig } from 'vitest/config';

/**
 * Files that mock a module, change the process's environment or add to the process-wide asset and
 * market registry (@exchange/contracts' MARKETS, as a listing does): each runs in a fresh process.
 * Every other server file shares its worker's modules with the files before it (`isolate: false`),
 * which spares a process start and the server's module graph per file (~100 s of the unit phase
 * on two cores); each builds its own app, database and clock, so no state crosses files (`npx vitest --sequence.shuffle` shakes that out).
 */
const ISOLATED = [
  'apps/server/src/modules/wallets/wallets.test.ts',
  'apps/server/src/modules/ledger/concurrency.test.ts',
  'apps/server/src/modules/fiat/fiat-late-held.test.ts',
  'apps/server/src/modules/fiat/fiat-webhook.test.ts',
  'apps/server/src/platform/operator-time.test.ts',
  'apps/server/src/modules/catalog/catalog.test.ts',
  'apps/server/src/modules/wallets/chainless-asset.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Much of a server test waits (on PostgreSQL, on a child process, on a real clock): a third
    // worker keeps the two cores busy meanwhile.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ISOLATED],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['scripts/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', ...ISOLATED],
          exclude: ['**/node_modules/**', 'e2e/**'],
        },
      },
    ],
  },
});
