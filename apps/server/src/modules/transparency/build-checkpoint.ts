import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ASSETS, buildLevels, leafHash, checkpointDigest, checkpointLeaf, checkpointMessage, findAsset, merkleRoot, type TCheckpoint, type TReserve, type TSumNode } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { isSqlite } from '../../platform/db/dialect.js';
import { sha256Hex } from '../../platform/integrity/chain-hash.js';
import { checkpointSigner } from './checkpoint-key.js';
import { presentCheckpoint } from './present-checkpoint.js';
import { transparencyRepository as repo } from './transparency.repository.js';

export type TChainSnapshot = {
  ledgerEntryId: bigint;
  tickId: bigint;
  auditId: bigint;
  heads: { key: string; asset: string; head: string }[];
  ticksHead: string;
  auditHead: string;
  balances: { user_id: bigint | null; asset: string; balance: bigint }[];
};

async function readSnapshot(db: Kysely<TDatabase> | Transaction<TDatabase>): Promise<TChainSnapshot> {
  return {
    ledgerEntryId: await repo.maxId(db, 'ledger_entries'),
    tickId: await repo.maxId(db, 'price_ticks'),
    auditId: await repo.maxId(db, 'operator_actions'),
    heads: await repo.accountHeads(db),
    ticksHead: await repo.chainHead(db, 'price_ticks'),
    auditHead: await repo.chainHead(db, 'operator_actions'),
    balances: (await repo.userBalances(db)).map((r) => ({ ...r, balance: BigInt(r.balance) })),
  };
}

/**
 * The chains' heads and the users' balances at one cut. SQLite: read in the job's own transaction
 * (one writer, so nothing is half-written). PostgreSQL: a short transaction of its own that first
 * waits out the writers in flight (lockChains), so the heads and ids it reads name exactly the rows
 * committed below them; the tree is built after it ends, with trading going on.
 */
export async function chainSnapshot(db: Kysely<TDatabase>, tx: Transaction<TDatabase>): Promise<TChainSnapshot> {
  if (isSqlite(db as Kysely<unknown>)) return readSnapshot(tx);
  return db.transaction().execute(async (own) => {
    await repo.lockChains(own);
    return readSnapshot(own);
  });
}

/** The checkpoint root: every account head (key, asset order), then the tick and audit heads. */
export function checkpointRoot(heads: { key: string; asset: string; head: string }[], ticksHead: string, auditHead: string): string {
  const leaves = heads.map((h) => checkpointLeaf.account(sha256Hex, h.key, h.asset, h.head));
  leaves.push(checkpointLeaf.ticks(sha256Hex, ticksHead), checkpointLeaf.audit(sha256Hex, auditHead));
  return merkleRoot(sha256Hex, leaves);
}

export type TLiabilityTree = {
  assets: string[];
  decimals: number[];
  leaves: { userId: bigint; salt: string; balances: bigint[] }[];
  levels: TSumNode[][];
};

/** The asset order of a snapshot: the catalogue's, then any other asset a user holds, by name. */
function assetOrder(balances: { asset: string }[]): string[] {
  const held = new Set(balances.map((b) => b.asset));
  const listed = ASSETS.map((a) => a.currency);
  return [...listed, ...[...held].filter((a) => !listed.includes(a)).sort()];
}

/**
 * The Merkle-sum tree of the users' balances: one leaf per user with a ledger account, a fresh
 * random salt each, in a random order (so a leaf's neighbours say nothing about who it is).
 */
export function liabilityTree(balances: { user_id: bigint | null; asset: string; balance: bigint }[]): TLiabilityTree {
  const assets = assetOrder(balances);
  const column = new Map(assets.map((a, i) => [a, i]));
  const byUser = new Map<bigint, bigint[]>();
  for (const b of balances) {
    if (b.user_id === null) continue;
    const row = byUser.get(BigInt(b.user_id)) ?? byUser.set(BigInt(b.user_id), new Array<bigint>(assets.length).fill(0n)).get(BigInt(b.user_id))!;
    row[column.get(b.asset)!] += b.balance;
  }
  const leaves = [...byUser].map(([userId, amounts]) => ({ userId, salt: randomBytes(16).toString('hex'), balances: amounts }));
  for (let i = leaves.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [leaves[i], leaves[j]] = [leaves[j], leaves[i]];
  }
  const nodes = leaves.map((l) => ({ hash: leafHash(sha256Hex, l.salt, String(l.userId), l.balances), sums: l.balances }));
  return { assets, decimals: assets.map((a) => findAsset(a)?.scale ?? 0), leaves, levels: buildLevels(sha256Hex, nodes, assets.length) };
}

/** Reserves per liability asset: read from the chain where one is watched, "not proven" elsewhere. */
async function readReserves(deps: Pick<TDeps, 'chain' | 'logger'>, assets: string[]): Promise<TReserve[]> {
  let read: Awaited<ReturnType<NonNullable<TDeps['chain']>['reserves']>> | null = null;
  if (deps.chain) {
    try {
      read = await deps.chain.reserves();
    } catch (error) {
      // A node that does not answer proves nothing this time: the checkpoint says so rather than wait.
      deps.logger.warn({ err: error }, 'checkpoint: reserves could not be read from the chain');
    }
  }
  return assets.map((asset) => {
    const found = read?.assets.find((a) => a.currency === asset);
    return found && read
      ? { asset, status: 'proven' as const, units: String(found.units), block: String(read.block), network: read.network, addresses: found.addresses }
      : { asset, status: 'notProven' as const, units: null, block: null, network: null, addresses: [] };
  });
}

/**
 * Writes one signed checkpoint (the checkpoint job, inside its transaction): the snapshot, the
 * root over the chains' heads, the liabilities tree and its leaves, the reserves, the signature by
 * the key read now from outside the database; then drops the leaves of checkpoints too old to keep.
 */
export async function writeCheckpoint(deps: Pick<TDeps, 'db' | 'clock' | 'config' | 'chain' | 'logger'>, tx: Transaction<TDatabase>): Promise<TCheckpoint> {
  const last = (await repo.listCheckpoints(tx, 0, 1))[0];
  // A key file that vanished after checkpoints were published is not replaced quietly: users pinned its public half.
  const signer = checkpointSigner(deps.config, { mayCreate: !last });
  const snapshot = await chainSnapshot(deps.db, tx);
  const tree = liabilityTree(snapshot.balances);
  const reserves = await readReserves(deps, tree.assets);
  const id = await repo.nextCheckpointId(tx);
  const root = tree.levels[tree.levels.length - 1][0];
  const body: Omit<TCheckpoint, 'signature' | 'publicKey'> = {
    id: Number(id),
    time: deps.clock.now(),
    previous: last ? checkpointDigest(sha256Hex, presentCheckpoint(last)) : '',
    root: checkpointRoot(snapshot.heads, snapshot.ticksHead, snapshot.auditHead),
    ledgerEntryId: String(snapshot.ledgerEntryId),
    accounts: snapshot.heads.length,
    ticksHead: snapshot.ticksHead,
    tickId: String(snapshot.tickId),
    auditHead: snapshot.auditHead,
    auditId: String(snapshot.auditId),
    liabilitiesRoot: root.hash,
    users: tree.leaves.length,
    liabilities: tree.assets.map((asset, i) => ({ asset, decimals: tree.decimals[i], units: String(root.sums[i]) })),
    reserves,
  };
  const checkpoint: TCheckpoint = { ...body, signature: signer.sign(checkpointMessage(body)), publicKey: signer.publicKey };
  await repo.insertCheckpoint(tx, {
    id,
    created_at: BigInt(body.time),
    ledger_entry_id: snapshot.ledgerEntryId,
    tick_id: snapshot.tickId,
    audit_id: snapshot.auditId,
    root: body.root,
    body: JSON.stringify(body),
    signature: checkpoint.signature,
    public_key: checkpoint.publicKey,
  });
  await repo.insertLeaves(
    tx,
    tree.leaves.map((l, i) => ({ checkpoint_id: id, leaf_index: BigInt(i), user_id: l.userId, salt: l.salt, balances: l.balances.join(',') })),
  );
  await repo.pruneLeaves(tx, id - BigInt(deps.config.checkpoint.keepProofs) + 1n);
  return checkpoint;
}
