import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as accounts from './migrations/20261122-0001-accounts.js';
import * as ledger from './migrations/20261122-0003-ledger.js';
import * as spot from './migrations/20261122-0004-spot.js';
import * as tradeTimeIndex from './migrations/20261122-0005-trade-time-index.js';
import * as content from './migrations/20261122-0006-content.js';
import * as writerIds from './migrations/20261122-0007-writer-ids.js';
import * as limits from './migrations/20261123-0008-limits.js';
import * as integrity from './migrations/20261123-0009-integrity.js';
import * as withdrawalCancel from './migrations/20261123-0010-withdrawal-cancel.js';
import * as sharedPieces from './migrations/20261124-0011-shared-pieces.js';
import * as leases from './migrations/20261124-0012-leases.js';
import * as contracts from './migrations/20261124-0013-contracts.js';
import * as seconds from './migrations/20261125-0014-seconds.js';
import * as messages from './migrations/20261125-0015-messages.js';
import * as kyc from './migrations/20261125-0016-kyc.js';
import * as invites from './migrations/20261125-0017-invites.js';
import * as score from './migrations/20261125-0018-score.js';
import * as catalog from './migrations/20261125-0019-catalog.js';
import * as funds from './migrations/20261125-0020-funds.js';
import * as launchpad from './migrations/20261125-0021-launchpad.js';
import * as flash from './migrations/20261126-0022-flash.js';
import * as fiat from './migrations/20261126-0023-fiat.js';
import * as operatorConsole from './migrations/20261127-0024-operator-console.js';
import * as disclosureTexts from './migrations/20261127-0025-disclosure-texts.js';
import * as settlementDurability from './migrations/20261127-0027-settlement-durability.js';
import * as inviteCashbacks from './migrations/20261127-0028-invite-cashbacks.js';
import * as operatorGrants from './migrations/20261127-0029-operator-grants.js';
import * as fiatLatePayments from './migrations/20261127-0030-fiat-late-payments.js';
import * as inviteRebateReserve from './migrations/20261127-0031-invite-rebate-reserve.js';
import * as twoFactor from './migrations/20261128-0032-two-factor.js';
import * as apiKeys from './migrations/20261129-0033-api-keys.js';
import * as chains from './migrations/20261129-0034-chains.js';
import * as verifiableTrust from './migrations/20261129-0035-verifiable-trust.js';

/** Every migration, in order. Names are timestamped; a landed migration is never edited. */
const MIGRATIONS: Record<string, Migration> = {
  '20261122-0001-accounts': accounts,
  '20261122-0003-ledger': ledger,
  '20261122-0004-spot': spot,
  '20261122-0005-trade-time-index': tradeTimeIndex,
  '20261122-0006-content': content,
  '20261122-0007-writer-ids': writerIds,
  '20261123-0008-limits': limits,
  '20261123-0009-integrity': integrity,
  '20261123-0010-withdrawal-cancel': withdrawalCancel,
  '20261124-0011-shared-pieces': sharedPieces,
  '20261124-0012-leases': leases,
  '20261124-0013-contracts': contracts,
  '20261125-0014-seconds': seconds,
  '20261125-0015-messages': messages,
  '20261125-0016-kyc': kyc,
  '20261125-0017-invites': invites,
  '20261125-0018-score': score,
  '20261125-0019-catalog': catalog,
  '20261125-0020-funds': funds,
  '20261125-0021-launchpad': launchpad,
  '20261126-0022-flash': flash,
  '20261126-0023-fiat': fiat,
  '20261127-0024-operator-console': operatorConsole,
  '20261127-0025-disclosure-texts': disclosureTexts,
  '20261127-0027-settlement-durability': settlementDurability,
  '20261127-0028-invite-cashbacks': inviteCashbacks,
  '20261127-0029-operator-grants': operatorGrants,
  '20261127-0030-fiat-late-payments': fiatLatePayments,
  '20261127-0031-invite-rebate-reserve': inviteRebateReserve,
  '20261128-0032-two-factor': twoFactor,
  '20261129-0033-api-keys': apiKeys,
  '20261129-0034-chains': chains,
  '20261129-0035-verifiable-trust': verifiableTrust,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Names of the migrations not yet applied, read without running or creating anything (ledger:audit refuses a schema behind). */
export async function pendingMigrations(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * Brings the schema up to date; throws with the failing migration's error. On PostgreSQL confined
 * to one schema, the migrator's own tables are looked for in that schema (its lookup otherwise
 * sees every schema's, and parallel test schemas would collide).
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Brings the schema to the named migration (tests of a migration's work on data written before it). */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`migration to ${name} failed: ${String(error)}`);
}
