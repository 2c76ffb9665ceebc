import type { Kysely } from 'kysely';
import { buildLevels, leafHash, proofPath, type TLiabilityProof, type TSumNode } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { sha256Hex } from '../../platform/integrity/chain-hash.js';
import { transparencyRepository as repo } from './transparency.repository.js';
import { presentCheckpoint } from './present-checkpoint.js';

/** Per database, the trees of the checkpoints asked for last, rebuilt from their leaves (a few, each once). */
const treesOf = new WeakMap<Kysely<TDatabase>, Map<string, Promise<TSumNode[][]>>>();
const TREES_KEPT = 2;

function treeOf(db: Kysely<TDatabase>, checkpointId: bigint, width: number): Promise<TSumNode[][]> {
  const trees = treesOf.get(db) ?? treesOf.set(db, new Map()).get(db)!;
  const key = `${checkpointId}`;
  let tree = trees.get(key);
  if (!tree) {
    tree = repo.leavesOf(db, checkpointId).then((rows) => {
      const leaves = rows.map((r) => {
        const balances = r.balances.split(',').map(BigInt);
        return { hash: leafHash(sha256Hex, r.salt, String(r.user_id), balances), sums: balances };
      });
      return buildLevels(sha256Hex, leaves, width);
    });
    tree.catch(() => trees.delete(key));
    trees.set(key, tree);
    while (trees.size > TREES_KEPT) trees.delete(trees.keys().next().value!);
  }
  return tree;
}

/**
 * A user's inclusion proof in a checkpoint's Merkle-sum tree (the newest holding the user, or the
 * one asked for), or null when none holds the user (registered since, or its leaves were pruned).
 */
export async function proofOf(db: Kysely<TDatabase>, userId: bigint, checkpointId: bigint | null): Promise<TLiabilityProof | null> {
  const leaf = await repo.leafOf(db, userId, checkpointId);
  if (!leaf) return null;
  const row = await repo.checkpoint(db, leaf.checkpoint_id);
  if (!row) return null;
  const checkpoint = presentCheckpoint(row);
  const assets = checkpoint.liabilities.map((l) => l.asset);
  const levels = await treeOf(db, leaf.checkpoint_id, assets.length);
  const root = levels[levels.length - 1][0];
  return {
    version: 1,
    checkpointId: checkpoint.id,
    assets,
    decimals: checkpoint.liabilities.map((l) => l.decimals),
    leafIndex: Number(leaf.leaf_index),
    leafCount: levels[0].length,
    leaf: { userId: String(leaf.user_id), salt: leaf.salt, balances: leaf.balances.split(',') },
    path: proofPath(sha256Hex, levels, Number(leaf.leaf_index)),
    root: { hash: root.hash, sums: root.sums.map(String) },
  };
}
