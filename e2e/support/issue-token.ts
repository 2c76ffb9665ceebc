import path from 'node:path';
import { parseUnits } from '@exchange/contracts';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { addCatalogAsset } from '../../apps/server/src/modules/catalog/catalog';
import { postTransaction } from '../../apps/server/src/modules/ledger/post-transaction';
import { available, system } from '../../apps/server/src/modules/ledger/accounts';

/**
 * `node --import tsx e2e/support/issue-token.ts CURRENCY SCALE AMOUNT EMAIL` against DATA_DIR's
 * database: what a launchpad project does in its own transaction (another process than the
 * server): the token becomes an asset with its scale, and AMOUNT of it reaches the user through
 * the ledger, from the issuer's account (never minted). For browser tests only.
 */
async function main(): Promise<void> {
  const [currency, scaleText, amount, email] = process.argv.slice(2);
  const scale = Number(scaleText);
  const units = parseUnits(amount, scale);
  if (!currency || !email || units === null) throw new Error('usage: issue-token.ts CURRENCY SCALE AMOUNT EMAIL');
  const database = openDatabase({ kind: 'sqlite', file: path.join(process.env.DATA_DIR ?? './data', 'exchange.db') });
  try {
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await database.db.transaction().execute(async (tx) => {
      await addCatalogAsset(tx, Date.now(), { currency, name: `${currency} token`, scale, source: 'e2e' });
      await postTransaction(tx, Date.now(), {
        type: 'launch_unlock',
        reference: `e2e:${currency}`,
        userId: user.id,
        memo: 'e2e allocation',
        postings: [
          { account: system('launch_issuer'), asset: currency, amount: -units },
          { account: available(user.id), asset: currency, amount: units },
        ],
      });
    });
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
