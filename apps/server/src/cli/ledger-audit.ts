import { loadConfig } from '../platform/config.js';
import { auditLedger, type TAuditReport } from '../modules/ledger/audit-ledger.js';
import { registerProductAuditSources } from '../ledger-audit-sources.js';
import { auditTarget, openAuditDatabase } from './ledger-audit-db.js';
import { auditHotWallet, type THotWalletCheck } from '../modules/chain/audit-chain.js';
import { chainSetupOfAudit } from '../modules/chain/demo-chain-file.js';
import { nodeClient } from '../modules/chain/chain-setup.js';

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
  const { integrity } = report;
  lines.push(`  chains: ${integrity.entries} entries, ${integrity.ticks} price ticks, ${integrity.actions} operator actions, ${integrity.checkpoints} signed checkpoints`);
  for (const p of integrity.problems) lines.push(`  TAMPERED ${p.message}`);
  lines.push(report.isConsistent ? 'consistent' : 'INCONSISTENT');
  return lines;
}

/** The hot wallet's lines: equal, in flight, short (inconsistent) or holding money the ledger never booked. */
export function hotWalletLines(hot: THotWalletCheck[] | Error | null): string[] {
  if (hot === null) return [];
  if (hot instanceof Error) return [`  CHAIN the node did not answer: ${hot.message.slice(0, 200)}`];
  return hot.map((h) => {
    const said = `hot wallet ${h.currency}: on chain ${h.onChain}, ledger ${h.expected} (base units)`;
    if (h.inFlight > 0) return `  CHAIN ${said}, ${h.inFlight} transaction(s) in flight: compare again once they settle`;
    if (h.onChain === h.expected) return `  chain ${said}: equal`;
    return h.onChain < h.expected ? `  CHAIN SHORT ${said}` : `  chain ${said}: ${h.onChain - h.expected} received from outside and not booked`;
  });
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
    // The checkpoints' public key as the operator keeps it (CHECKPOINT_PUBLIC_KEY): every checkpoint must be signed by it.
    const report = await auditLedger(database.db, { publicKey: process.env.CHECKPOINT_PUBLIC_KEY || undefined });
    // Real chains: the hot wallet on chain against the ledger, when a chain is configured (README "Real chains").
    const setup = chainSetupOfAudit(loadConfig(), process.env);
    const hot = setup ? await auditHotWallet(database.db, setup, nodeClient(setup.rpcUrl)).catch((error: unknown) => error as Error) : null;
    const lines = reportLines(database.dialect, report);
    const hotLines = hotWalletLines(hot);
    const isShort = Array.isArray(hot) && hot.some((h) => h.inFlight === 0 && h.onChain < h.expected);
    lines.splice(lines.length - 1, 1, ...hotLines, report.isConsistent && !isShort ? 'consistent' : 'INCONSISTENT');
    for (const line of lines) console.log(line);
    process.exitCode = report.isConsistent && !isShort ? 0 : 1;
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
