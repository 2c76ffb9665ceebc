import type { Kysely, Transaction } from 'kysely';
import { formatAmount } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { GUARDED_SYSTEM_ACCOUNTS } from './accounts.js';
import { auditLedgerRepository } from './audit-ledger.repository.js';
import { ledgerAuditSources, type THouseProblem } from './audit-sources.js';

export type { THouseProblem } from './audit-sources.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The houses and promises part of the ledger audit (issue 24 "The audit tells the truth"): every
 * guarded system account (GUARDED_SYSTEM_ACCOUNTS: houses, reserves, earn, invite and treasury
 * accounts) is ≥ 0; then the products' cover checks the composition registered
 * (ledger-audit-sources.ts: the contract and seconds houses cover their open exposure and keep it
 * right, each fund's reserve covers its holdings, the invite reserves their cashbacks and rebates).
 * Reads only: pass a transaction to read one consistent snapshot. Returns [] when all hold.
 */
export async function auditHouses(db: TDb): Promise<THouseProblem[]> {
  const problems: THouseProblem[] = [];
  const guarded = Object.keys(GUARDED_SYSTEM_ACCOUNTS).map((name) => `system:${name}`);
  for (const row of await auditLedgerRepository.negative(db, false)) {
    if (guarded.some((prefix) => row.key === prefix || row.key.startsWith(`${prefix}:`))) {
      problems.push({ check: 'guardedNegative', message: `${row.key} holds -${formatAmount(-row.balance, row.asset)} ${row.asset}, below zero` });
    }
  }
  for (const check of ledgerAuditSources().houseChecks) problems.push(...(await check(db)));
  return problems;
}
