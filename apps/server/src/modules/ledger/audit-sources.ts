import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TSystemAccount } from './accounts.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** A user's frozen coin balance of an asset that differs from what their open orders and withdrawals hold. */
export type TFrozenMismatch = { userId: string; asset: string; frozen: string; held: string };

/** One thing the houses' audit found: a short check name and a message naming the account or market. */
export type THouseProblem = { check: string; message: string };

/** What a product holds of a user's coin-wallet frozen balance of an asset. */
export type TFrozenHold = { userId: bigint; asset: string; held: bigint };

/** What a system account has promised in an asset, and the row locks that serialise it with a transfer out. */
export type TPromiseSource = {
  promised: (db: TDb, asset: string) => Promise<bigint>;
  /** Locks what adds to the promise (beside the account's own ledger row), until the transaction ends. */
  lock?: (tx: Transaction<TDatabase>) => Promise<void>;
};

/**
 * What the products tell the ledger audit and the capital guard (issue 25): the ledger sits below
 * the products, so it does not import them; the composition (app.ts, cli/ledger-audit.ts) registers
 * these, in `ledger-audit-sources.ts`.
 */
export type TLedgerAuditSources = {
  /** Products' holds on coin-wallet frozen balances (launchpad commitments, fiat sell orders), beside spot orders and withdrawals. */
  coinHolds: readonly ((db: Kysely<TDatabase>) => Promise<readonly TFrozenHold[]>)[];
  /** Products' own frozen-balance checks, reported whole (funds, the fiat reserve). */
  frozenChecks: readonly ((db: Kysely<TDatabase>) => Promise<readonly TFrozenMismatch[]>)[];
  /** Houses' and reserves' cover checks, in the order the report lists them. */
  houseChecks: readonly ((db: TDb) => Promise<readonly THouseProblem[]>)[];
  /** What system accounts have promised (capital.ts keeps it); an account not here promised nothing. */
  promises: { readonly [account in TSystemAccount]?: TPromiseSource };
};

let registered: TLedgerAuditSources | null = null;

/** Registers the products' checks and promises; the composition calls it once at start (again: replaced). */
export function registerLedgerAuditSources(sources: TLedgerAuditSources): void {
  registered = sources;
}

/**
 * The registered sources.
 * @throws Error when none were registered: an audit that would skip the products' checks must not
 * report a book consistent, nor capital leave a house short.
 */
export function ledgerAuditSources(): TLedgerAuditSources {
  if (!registered) throw new Error('ledger audit sources are not registered (the composition registers them: ledger-audit-sources.ts)');
  return registered;
}
