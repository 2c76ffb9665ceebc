import readline from 'node:readline';
import { loadConfig } from '../platform/config.js';
import { openFromConfig } from '../platform/db/open-from-config.js';
import { migrateToLatest } from '../db/migrate.js';
import { buildApp } from '../app.js';
import { runOpsCommand } from './ops-commands.js';
import { runOpsAsOperator } from './ops-session.js';

/**
 * Questions asked on the terminal (a secret is not echoed), or lines read from a pipe in order.
 * Standard input is opened only when a question is asked (`login`).
 */
function asker(): { ask: (question: string, isSecret: boolean) => Promise<string>; close: () => void } {
  let rl: readline.Interface | null = null;
  let lines: AsyncIterator<string> | null = null;
  let isMuted = false;
  const isTty = Boolean(process.stdin.isTTY);
  const open = () => {
    rl = readline.createInterface({ input: process.stdin, output: isTty ? process.stdout : undefined, terminal: isTty });
    if (isTty) (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => void (isMuted ? undefined : process.stdout.write(text));
    else lines = rl[Symbol.asyncIterator]();
    return rl;
  };
  return {
    ask: async (question, isSecret) => {
      const reader = rl ?? open();
      if (lines) {
        process.stderr.write(question);
        const next = await lines.next();
        return next.done ? '' : String(next.value).trim();
      }
      return new Promise((resolve) => {
        reader.question(question, (answer) => {
          isMuted = false;
          if (isSecret) process.stdout.write('\n');
          resolve(answer.trim());
        });
        isMuted = isSecret;
      });
    },
    close: () => rl?.close(),
  };
}

/**
 * `npm run ops -- <command> [args]`: the operator's command line, on the same database as the
 * server (DATA_DIR or DATABASE_URL). Outside the first-admin bootstrap it acts as the operator who
 * ran `npm run ops -- login NAME` (password and TOTP), through the console's policy, approvals and
 * audit (ops-session.ts); the app is built in this process but serves nothing and runs no job.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openFromConfig(config);
  const io = asker();
  try {
    await migrateToLatest(database.db);
    const { app, deps } = await buildApp({ config, database });
    try {
      await deps.priceTicks.load();
      const usage = () => runOpsCommand({ db: deps.db, clock: deps.clock }, ['help'], '');
      const output = await runOpsAsOperator({ app, deps }, process.argv.slice(2), { env: process.env, ask: io.ask }, usage);
      process.stdout.write(`${output}\n`);
    } finally {
      await app.close();
    }
  } finally {
    io.close();
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
