import { loadConfig } from '../platform/config.js';
import { auditLedger, type TAuditReport } from '../modules/ledger/audit-ledger.js';
import { registerProductAuditSources } from '../ledger-audit-sources.js';
import { auditTarget, openAuditDatabase } from './ledger-audit-db.js';

/** The report as an operator reads it: one line per problem, then `consistent` or `INCONSISTENT`. */
export function reportLines(dialect: string, report: TAuditReport): string[] {
  const lines = [`ledger audit (${dialect}): ${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts`];
  for (const { asset, sum } of report.assetSums) lines.push(`  ${asset}: entries sum to ${sum}`);
  for (const l of report.unbalanced) lines.push(`  UNBALANCED transaction ${l.transactionId} ${l.asset}: ${l.sum}`);
  for (const l of report.mismatched) lines.push(`  MISMATCH ${l.key} ${l.asset}: cached ${l.balance}, entries ${l.entries}`);
  for (const l of report.chainBreaks) lines.push(`  CHAIN entry ${l.entryId} of ${l.key} ${l.asset}: balance_after ${l.balanceAfter}, previous + amount ${l.expected}`);
  for (const l of report.negative) lines.push(`  NEGATIVE ${l.key} ${l.asset}: ${l.balance}`);
  for (const l of report.houses) lines.push(`  HOUSE ${l.check}: ${l.message}`);
  for (const l of report.frozenMismatches) lines.push(`  FROZEN user ${l.userId} ${l.asset}: frozen ${l.frozen}, held by open orders and pending withdrawals ${l.held}`);
  for (const l of report.emptyTransactions) lines.push(`  EMPTY transaction ${l.transactionId} ${l.type} ${l.reference}: no entries`);
  for (const l of report.duplicateSettlements) lines.push(`  SETTLED TWICE ${l.reference}: ${l.types}`);
  for (const l of report.timedReferences) lines.push(`  TIME IN REFERENCE transaction ${l.transactionId} ${l.type}: ${l.reference}`);
  lines.push(report.isConsistent ? 'consistent' : 'INCONSISTENT');
  return lines;
}

/**
 * `npm run ledger:audit`: proves the configured database consistent from one snapshot, opened
 * read-only and never migrated (ledger-audit-db.ts); prints the report and exits 1 if any check
 * fails, 2 if the database cannot be audited (missing, or not migrated).
 */
async function main(): Promise<void> {
  let database;
  try {
    database = await openAuditDatabase(auditTarget(loadConfig()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  try {
    registerProductAuditSources();
    const report = await auditLedger(database.db);
    for (const line of reportLines(database.dialect, report)) console.log(line);
    process.exitCode = report.isConsistent ? 0 : 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('ledger-audit.ts') || process.argv[1]?.endsWith('ledger-audit.js')) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
