import type { Kysely } from 'kysely';
import { findMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { inSnapshot } from '../../platform/db/snapshot.js';
import { verifyIntegrity, type TIntegrityReport } from '../transparency/verify-integrity.js';
import { auditHouses } from './audit-houses.js';
import { auditBalanceChain, auditEmptyTransactions, auditSettlementReferences, auditTimedReferences, type TChainBreak } from './audit-ledger-checks.js';
import { auditLedgerRepository } from './audit-ledger.repository.js';
import { ledgerAuditSources, type TFrozenMismatch, type THouseProblem } from './audit-sources.js';

export type { TFrozenMismatch } from './audit-sources.js';

export type TAuditReport = {
  transactions: number;
  entries: number;
  accounts: number;
  /** Transactions whose entries do not sum to zero for some asset. */
  unbalanced: { transactionId: string; asset: string; sum: string }[];
  /** Accounts whose cached balance differs from the sum of their entries. */
  mismatched: { key: string; asset: string; balance: string; entries: string }[];
  /** User accounts below zero. */
  negative: { key: string; asset: string; balance: string }[];
  /** Frozen coin balances that differ from what unfinished orders and pending withdrawals hold. */
  frozenMismatches: TFrozenMismatch[];
  /** Per asset, the sum of every entry (must be zero). */
  assetSums: { asset: string; sum: string }[];
  /** Entries whose balance_after is not the previous entry's plus their amount. */
  chainBreaks: TChainBreak[];
  /** Guarded system accounts below zero, houses short of their open exposure, reserves short of their promises (auditHouses). */
  houses: THouseProblem[];
  /** Ledger transactions without any entry. */
  emptyTransactions: { transactionId: string; type: string; reference: string }[];
  /** References settled by more than one transaction (across settlement types). */
  duplicateSettlements: { reference: string; types: string }[];
  /** References (idempotency keys) that carry a time. */
  timedReferences: { transactionId: string; type: string; reference: string }[];
  /** The hash chains of entries, ticks and operator actions, and the signed checkpoints (modules/transparency). */
  integrity: TIntegrityReport;
  isConsistent: boolean;
};

/**
 * What each user's frozen coin balances should be: an unfinished spot order holds frozen −
 * frozen_used of the asset it pays with (quote for a buy, base for a sell; a taker's immediate fills
 * were paid from available and counted in frozen_used, finished and cancelled orders hold nothing),
 * and a pending withdrawal holds its amount plus fee (request-withdrawal.ts); the products add
 * theirs (ledgerAuditSources: launchpad commitments, fiat sell orders). Compared per user and asset
 * with the frozen bucket, both ways, so a balance with no hold behind it is reported too.
 */
export async function auditFrozen(db: Kysely<TDatabase>): Promise<TFrozenMismatch[]> {
  const held = new Map<string, bigint>();
  const add = (userId: bigint, asset: string, amount: bigint) => held.set(`${userId}|${asset}`, (held.get(`${userId}|${asset}`) ?? 0n) + amount);
  const sources = ledgerAuditSources();
  const orders = await auditLedgerRepository.spotOrderHolds(db);
  for (const o of orders) {
    const market = findMarket(o.symbol);
    // An order of an unknown market cannot be priced in an asset: reported under its symbol.
    add(o.user_id, market ? (o.side === 'buy' ? market.quote : market.base) : `?${o.symbol}:${o.side}`, BigInt(o.held));
  }
  const withdrawals = await auditLedgerRepository.withdrawalHolds(db);
  for (const w of withdrawals) add(w.user_id, w.currency, BigInt(w.held));
  // The products' holds: new-coin subscriptions (pending USDT, allocated tokens still locked), fiat sell orders waiting for their payout.
  for (const holds of sources.coinHolds) for (const h of await holds(db)) add(h.userId, h.asset, h.held);
  const frozen = new Map<string, bigint>();
  const accounts = await auditLedgerRepository.frozenOfWallet(db, 'coin');
  for (const a of accounts) frozen.set(`${a.user_id}|${a.asset}`, BigInt(a.balance));
  const mismatches: TFrozenMismatch[] = [];
  for (const key of new Set([...held.keys(), ...frozen.keys()])) {
    const [userId, asset] = key.split('|');
    const balance = frozen.get(key) ?? 0n;
    const hold = held.get(key) ?? 0n;
    if (balance !== hold) mismatches.push({ userId, asset, frozen: String(balance), held: String(hold) });
  }
  mismatches.push(...(await auditContractFrozen(db)));
  for (const check of sources.frozenChecks) mismatches.push(...(await check(db)));
  return mismatches.sort((a, b) => Number(BigInt(a.userId) - BigInt(b.userId)) || (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
}

/**
 * The contract wallet's frozen balances against what contract orders hold (modules/contract): a
 * pending order its margin and largest opening fee, a holding position its margin, a settled or
 * cancelled one nothing (contract_orders.frozen); an open seconds-contract order its stake.
 * Reported with the asset as `contract:USDT`.
 */
async function auditContractFrozen(db: Kysely<TDatabase>): Promise<TFrozenMismatch[]> {
  const held = await auditLedgerRepository.contractOrderHolds(db);
  const frozen = await auditLedgerRepository.frozenOfWallet(db, 'contract');
  // Open seconds-contract orders hold their stake in the same frozen balance (modules/seconds).
  const staked = await auditLedgerRepository.secondsOrderHolds(db);
  const byUser = new Map<string, { frozen: bigint; held: bigint }>();
  const line = (userId: bigint | null) => byUser.get(String(userId)) ?? byUser.set(String(userId), { frozen: 0n, held: 0n }).get(String(userId))!;
  for (const h of [...held, ...staked]) line(h.user_id).held += BigInt(h.held);
  // Contracts are margined in USDT only: a frozen contract balance of another asset has no order behind it.
  for (const f of frozen) if (f.asset === 'USDT') line(f.user_id).frozen += BigInt(f.balance);
  else if (f.balance !== 0n) byUser.set(`${f.user_id}|${f.asset}`, { frozen: BigInt(f.balance), held: 0n });
  return [...byUser]
    .filter(([, v]) => v.frozen !== v.held)
    .map(([key, v]) => ({ userId: key.split('|')[0], asset: `contract:${key.split('|')[1] ?? 'USDT'}`, frozen: String(v.frozen), held: String(v.held) }));
}

/**
 * Proves a database consistent (`npm run ledger:audit`), all from one snapshot (inSnapshot): every
 * transaction sums to zero per asset, so every asset does; cached balances equal their entries and
 * each entry's balance_after follows from the one before; no user balance is negative, and no
 * guarded system account, nor a house short of its exposure or a reserve of its promises (auditHouses); frozen balances equal what open orders and pending withdrawals hold
 * (auditFrozen); every transaction has entries; a settlement reference is used once across types;
 * no reference carries a time; the hash chains and the signed checkpoints hold (verifyIntegrity). Only reads.
 */
export async function auditLedger(db: Kysely<TDatabase>, options: { publicKey?: string } = {}): Promise<TAuditReport> {
  return inSnapshot(db, (snapshot) => auditSnapshot(snapshot, options));
}

async function auditSnapshot(db: Kysely<TDatabase>, options: { publicKey?: string }): Promise<TAuditReport> {
  const unbalanced = await auditLedgerRepository.unbalanced(db);
  const mismatched = await auditLedgerRepository.mismatched(db);
  const negative = await auditLedgerRepository.negative(db, true);
  const assetSums = await auditLedgerRepository.assetSums(db);
  const count = (table: 'ledger_transactions' | 'ledger_entries' | 'ledger_accounts') => auditLedgerRepository.count(db, table);
  const report: TAuditReport = {
    transactions: await count('ledger_transactions'),
    entries: await count('ledger_entries'),
    accounts: await count('ledger_accounts'),
    unbalanced: unbalanced.map((r) => ({ transactionId: String(r.transaction_id), asset: r.asset, sum: String(r.sum) })),
    mismatched: mismatched.map((r) => ({ key: r.key, asset: r.asset, balance: String(r.balance), entries: String(r.total) })),
    negative: negative.map((r) => ({ key: r.key, asset: r.asset, balance: String(r.balance) })),
    frozenMismatches: await auditFrozen(db),
    assetSums: assetSums.map((r) => ({ asset: r.asset, sum: String(r.sum) })),
    chainBreaks: await auditBalanceChain(db),
    houses: await auditHouses(db),
    emptyTransactions: await auditEmptyTransactions(db),
    duplicateSettlements: await auditSettlementReferences(db),
    timedReferences: await auditTimedReferences(db),
    integrity: await verifyIntegrity(db, options),
    isConsistent: false,
  };
  report.isConsistent =
    report.unbalanced.length === 0 &&
    report.mismatched.length === 0 &&
    report.negative.length === 0 &&
    report.frozenMismatches.length === 0 &&
    report.chainBreaks.length === 0 &&
    report.houses.length === 0 &&
    report.emptyTransactions.length === 0 &&
    report.duplicateSettlements.length === 0 &&
    report.timedReferences.length === 0 &&
    report.integrity.problems.length === 0 &&
    report.assetSums.every((s) => s.sum === '0');
  return report;
}
