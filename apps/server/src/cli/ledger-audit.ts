import { loadConfig } from '../platform/config.js';
import { openFromConfig } from '../platform/db/open-from-config.js';
import { migrateToLatest } from '../db/migrate.js';
import { auditLedger } from '../modules/ledger/audit-ledger.js';

/**
 * `npm run ledger:audit`: proves the configured database consistent (entries, cached balances, no
 * negative user balance, frozen balances equal to their holds), prints the report, and exits 1 if
 * any check fails.
 */
async function main(): Promise<void> {
  const database = openFromConfig(loadConfig());
  try {
    await migrateToLatest(database.db);
    const report = await auditLedger(database.db);
    console.log(`ledger audit (${database.dialect}): ${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts`);
    for (const { asset, sum } of report.assetSums) console.log(`  ${asset}: entries sum to ${sum}`);
    for (const line of report.unbalanced) console.log(`  UNBALANCED transaction ${line.transactionId} ${line.asset}: ${line.sum}`);
    for (const line of report.mismatched) console.log(`  MISMATCH ${line.key} ${line.asset}: cached ${line.balance}, entries ${line.entries}`);
    for (const line of report.negative) console.log(`  NEGATIVE ${line.key} ${line.asset}: ${line.balance}`);
    for (const line of report.frozenMismatches) {
      console.log(`  FROZEN user ${line.userId} ${line.asset}: frozen ${line.frozen}, held by open orders and pending withdrawals ${line.held}`);
    }
    console.log(report.isConsistent ? 'consistent' : 'INCONSISTENT');
    process.exitCode = report.isConsistent ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
