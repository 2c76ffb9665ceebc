import type { Kysely } from 'kysely';
import { checkpointDigest, checkpointMessage, type TCheckpoint } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { actionHash, entryHash, GENESIS, sha256Hex, tickHash } from '../../platform/integrity/chain-hash.js';
import { checkpointRoot } from './build-checkpoint.js';
import { verifyCheckpointSignature } from './checkpoint-key.js';
import { presentCheckpoint } from './present-checkpoint.js';
import { transparencyRepository as repo, type TCheckpointRow } from './transparency.repository.js';

export type TIntegrityProblem = {
  chain: 'ledger' | 'ticks' | 'audit' | 'checkpoint';
  /** The row named: an entry, tick, action or checkpoint id; for an account head, its key and asset. */
  id: string;
  message: string;
};

export type TIntegrityReport = { entries: number; ticks: number; actions: number; checkpoints: number; problems: TIntegrityProblem[] };

const PAGE = 5000;

/** Walks a single chain (ticks, actions) in id order: each row's hash must follow from the one before. */
async function walkChain<R extends { id: bigint; hash: string }>(
  page: (after: bigint) => Promise<R[]>,
  hashOf: (prev: string, row: R) => string,
  cuts: Set<string>,
  onBreak: (row: R) => void,
): Promise<{ count: number; head: string; headAt: Map<string, string> }> {
  let head = GENESIS;
  let count = 0;
  let after = 0n;
  const headAt = new Map<string, string>([['0', GENESIS]]);
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.hash !== hashOf(head, row)) onBreak(row);
      // On from the stored hash: one changed row is named once, not every row after it.
      head = row.hash;
      count++;
      if (cuts.has(String(row.id))) headAt.set(String(row.id), head);
    }
    after = BigInt(rows[rows.length - 1].id);
  }
  return { count, head, headAt };
}

/**
 * Verifies the hash chains and the signed checkpoints (`npm run ledger:audit`, from its one snapshot):
 * - every ledger entry's hash follows from its content and its account's previous entry, and each
 *   account's head is its newest entry's hash: a changed amount or balance_after, a removed entry
 *   and two entries swapped are each named by the first entry that does not match;
 * - the price ticks and the operator audit log, each one chain, the same way;
 * - every checkpoint: its Ed25519 signature over what it publishes, its link to the checkpoint
 *   before, and its root recomputed from the chains as of its cut (ledger entry, tick and action
 *   ids): a chain rewritten and re-hashed from the start still differs from what was signed.
 * `publicKey`, when given (CHECKPOINT_PUBLIC_KEY, the operator's own copy), must be the key of
 * every checkpoint; without it, each checkpoint must be signed by the key of the one before.
 */
export async function verifyIntegrity(db: Kysely<TDatabase>, options: { publicKey?: string } = {}): Promise<TIntegrityReport> {
  const problems: TIntegrityProblem[] = [];
  const checkpoints = await repo.allCheckpoints(db);

  const ticks = await walkChain(
    (after) => repo.ticksAfter(db, after, PAGE),
    (prev, row) => tickHash(prev, row),
    new Set(checkpoints.map((c) => String(c.tick_id))),
    (row) => problems.push({ chain: 'ticks', id: String(row.id), message: `price tick ${row.id} (${row.symbol}): its hash does not follow from its content and the tick before it` }),
  );
  const actions = await walkChain(
    (after) => repo.actionsAfter(db, after, PAGE),
    (prev, row) => actionHash(prev, { ...row, created_at: BigInt(row.created_at) }),
    new Set(checkpoints.map((c) => String(c.audit_id))),
    (row) => problems.push({ chain: 'audit', id: String(row.id), message: `operator action ${row.id} (${row.action}): its hash does not follow from its content and the action before it` }),
  );
  for (const [chain, walked] of [['price_ticks', ticks], ['operator_actions', actions]] as const) {
    const stored = await repo.chainHead(db, chain);
    if (stored !== walked.head) problems.push({ chain: chain === 'price_ticks' ? 'ticks' : 'audit', id: 'head', message: `${chain}: the stored head is not the newest row's hash (a row was removed, or the head rewritten)` });
  }

  // The ledger: one chain per account, walked in entry id order.
  const accounts = new Map((await repo.accounts(db)).map((a) => [String(a.id), { key: a.key, asset: a.asset, stored: a.head, head: GENESIS }]));
  const pending = [...checkpoints];
  let previous: TCheckpoint | null = null;
  const checkAt = (row: TCheckpointRow) => {
    const heads = [...accounts.values()]
      .filter((a) => a.head !== GENESIS)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
    previous = checkCheckpoint(row, previous, heads, ticks.headAt, actions.headAt, options.publicKey, problems);
  };
  let entries = 0;
  let after = 0n;
  for (;;) {
    const rows = await repo.entriesAfter(db, after, PAGE);
    if (rows.length === 0) break;
    for (const e of rows) {
      while (pending.length > 0 && pending[0].ledger_entry_id < BigInt(e.id)) checkAt(pending.shift()!);
      const account = accounts.get(String(e.account_id))!;
      const expected = entryHash(account.head, {
        transactionId: BigInt(e.transaction_id),
        type: e.type,
        reference: e.reference,
        key: e.key,
        asset: e.asset,
        amount: BigInt(e.amount),
        balanceAfter: BigInt(e.balance_after),
        createdAt: BigInt(e.created_at),
      });
      if (e.hash !== expected) {
        problems.push({
          chain: 'ledger',
          id: String(e.id),
          message: `ledger entry ${e.id} of ${e.key} ${e.asset}: its hash does not follow from its content and the account's entry before it (changed, removed before it, or moved)`,
        });
      }
      account.head = e.hash;
      entries++;
    }
    after = BigInt(rows[rows.length - 1].id);
  }
  while (pending.length > 0) checkAt(pending.shift()!);
  for (const a of accounts.values()) {
    if (a.stored !== a.head) problems.push({ chain: 'ledger', id: `${a.key} ${a.asset}`, message: `account ${a.key} ${a.asset}: its head is not its newest entry's hash (an entry was removed, or the head rewritten)` });
  }
  return { entries, ticks: ticks.count, actions: actions.count, checkpoints: checkpoints.length, problems };
}

function checkCheckpoint(
  row: TCheckpointRow,
  previous: TCheckpoint | null,
  heads: { key: string; asset: string; head: string }[],
  tickHeads: Map<string, string>,
  actionHeads: Map<string, string>,
  publicKey: string | undefined,
  problems: TIntegrityProblem[],
): TCheckpoint | null {
  const say = (message: string) => problems.push({ chain: 'checkpoint', id: String(row.id), message: `checkpoint ${row.id}: ${message}` });
  let checkpoint: TCheckpoint;
  try {
    checkpoint = presentCheckpoint(row);
  } catch {
    say('its published body does not read as a checkpoint');
    return previous;
  }
  if (!verifyCheckpointSignature(checkpoint.publicKey, checkpointMessage(checkpoint), checkpoint.signature)) say('its signature does not verify');
  const key = publicKey ?? previous?.publicKey;
  if (key && checkpoint.publicKey !== key) say(`signed by ${checkpoint.publicKey}, not by ${publicKey ? "the exchange's key" : 'the key of the checkpoint before'} ${key}`);
  if (checkpoint.id !== Number(row.id) || checkpoint.root !== row.root || checkpoint.ledgerEntryId !== String(row.ledger_entry_id)) say('its columns differ from what it signed');
  const expectedPrevious = previous ? checkpointDigest(sha256Hex, previous) : '';
  if (checkpoint.previous !== expectedPrevious) say('it does not link to the checkpoint before it (one was removed or rewritten)');
  if (tickHeads.get(String(row.tick_id)) !== checkpoint.ticksHead) say(`the price ticks up to ${row.tick_id} no longer hash to the signed head`);
  if (actionHeads.get(String(row.audit_id)) !== checkpoint.auditHead) say(`the operator actions up to ${row.audit_id} no longer hash to the signed head`);
  if (heads.length !== checkpoint.accounts || checkpointRoot(heads, checkpoint.ticksHead, checkpoint.auditHead) !== checkpoint.root) {
    say(`the ledger's chains up to entry ${row.ledger_entry_id} no longer give the signed root (an entry up to it was rewritten, added or removed)`);
  }
  return checkpoint;
}
