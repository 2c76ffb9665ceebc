import { loadConfig } from '../platform/config.js';
import { openFromConfig } from '../platform/db/open-from-config.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../platform/clock.js';
import { runOpsCommand } from './ops-commands.js';

/**
 * `npm run ops -- <command> [args]`: the operator's command line, on the same database as the
 * server (DATA_DIR or DATABASE_URL). Every change it makes is recorded in operator_actions.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openFromConfig(config);
  try {
    await migrateToLatest(database.db);
    const output = await runOpsCommand({ db: database.db, clock: systemClock }, process.argv.slice(2), process.env.OPERATOR ?? process.env.USER ?? 'operator');
    process.stdout.write(`${output}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
