/**
 * Proof of liabilities (issue 29 "Verifiable trust"): a Merkle-sum tree over every user's balances,
 * and the signed checkpoint that publishes its root. The server builds it, the browser and
 * scripts/verify-proof.mjs check it; all three use the encodings below, byte for byte, and
 * docs/transparency.md describes them for anyone writing their own checker.
 *
 * Nothing here imports a hash: the caller passes SHA-256 (node:crypto on the server, @noble/hashes
 * in the browser), so this module stays free of dependencies and synchronous.
 *
 * Encodings (UTF-8 text, hashes in lowercase hex, amounts as base-10 integers in each asset's ledger
 * units, the snapshot's assets in its published order):
 * - leaf: `sha256("leaf|" + salt + "|" + userId + "|" + balances.join(","))`
 * - node: `sha256("node|" + left.hash + "|" + left.sums.join(",") + "|" + right.hash + "|" + right.sums.join(","))`,
 *   its sums the sums of its two children, asset by asset;
 * - a level with an odd count pairs its last node with the padding node: hash `sha256("pad")`, sums 0.
 * No amount or sum may be negative: a negative balance could otherwise hide inside a sum.
 */

/** SHA-256 of a UTF-8 string, as lowercase hex. */
export type TSha256Hex = (text: string) => string;

export type TSumNode = { hash: string; sums: bigint[] };

/** One step up from a leaf: the sibling's hash and sums, and on which side of the pair it stands. */
export type TProofStep = { side: 'left' | 'right'; hash: string; sums: string[] };

/** A user's inclusion proof, as the server answers it and the verifiers read it (amounts as decimal integer strings). */
export type TLiabilityProof = {
  version: 1;
  checkpointId: number;
  assets: string[];
  /** Decimal places of each asset's ledger unit, in the order of `assets` (for display only). */
  decimals: number[];
  leafIndex: number;
  leafCount: number;
  leaf: { userId: string; salt: string; balances: string[] };
  path: TProofStep[];
  root: { hash: string; sums: string[] };
};

/** Why a proof was refused; null when it holds. */
export type TProofFailure =
  | { reason: 'format'; detail: string }
  | { reason: 'negative'; step: number }
  | { reason: 'root'; expected: string; computed: string }
  | { reason: 'sums'; asset: string };

const INTEGER = /^(0|-?[1-9]\d*)$/;

export function leafHash(sha256: TSha256Hex, salt: string, userId: string, balances: readonly bigint[]): string {
  return sha256(`leaf|${salt}|${userId}|${balances.join(',')}`);
}

export function nodeOf(sha256: TSha256Hex, left: TSumNode, right: TSumNode): TSumNode {
  return {
    hash: sha256(`node|${left.hash}|${left.sums.join(',')}|${right.hash}|${right.sums.join(',')}`),
    sums: left.sums.map((sum, i) => sum + right.sums[i]),
  };
}

export function padNode(sha256: TSha256Hex, width: number): TSumNode {
  return { hash: sha256('pad'), sums: new Array<bigint>(width).fill(0n) };
}

/** The levels of a tree, leaves first, root last (a one-node level). Throws on a negative amount. */
export function buildLevels(sha256: TSha256Hex, leaves: TSumNode[], width: number): TSumNode[][] {
  for (const leaf of leaves) if (leaf.sums.length !== width || leaf.sums.some((s) => s < 0n)) throw new Error('merkle-sum: a leaf is negative or of the wrong width');
  const pad = padNode(sha256, width);
  const levels: TSumNode[][] = [leaves.length > 0 ? leaves : [pad]];
  while (levels[levels.length - 1].length > 1) {
    const below = levels[levels.length - 1];
    const level: TSumNode[] = [];
    for (let i = 0; i < below.length; i += 2) level.push(nodeOf(sha256, below[i], below[i + 1] ?? pad));
    levels.push(level);
  }
  return levels;
}

/** The siblings from leaf `index` up to the root. */
export function proofPath(sha256: TSha256Hex, levels: TSumNode[][], index: number): TProofStep[] {
  const width = levels[0][0].sums.length;
  const pad = padNode(sha256, width);
  const path: TProofStep[] = [];
  for (let depth = 0, i = index; depth < levels.length - 1; depth++, i >>= 1) {
    const isLeft = i % 2 === 0;
    const sibling = levels[depth][isLeft ? i + 1 : i - 1] ?? pad;
    path.push({ side: isLeft ? 'right' : 'left', hash: sibling.hash, sums: sibling.sums.map(String) });
  }
  return path;
}

function amounts(values: unknown, width: number, what: string): bigint[] | TProofFailure {
  if (!Array.isArray(values) || values.length !== width) return { reason: 'format', detail: `${what}: expected ${width} amounts` };
  const out: bigint[] = [];
  for (const value of values) {
    if (typeof value !== 'string' || !INTEGER.test(value)) return { reason: 'format', detail: `${what}: not an integer` };
    out.push(BigInt(value));
  }
  return out;
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * Recomputes the root from the user's leaf and the path, refusing any negative amount on the way,
 * and compares it with the proof's root (which the caller must compare with the signed checkpoint).
 * Calls `onStep` with each node computed, leaf first, for a page that shows the climb.
 */
export function verifyLiabilityProof(sha256: TSha256Hex, proof: TLiabilityProof, onStep?: (step: number, node: TSumNode) => void): TProofFailure | null {
  if (proof.version !== 1 || !Array.isArray(proof.assets) || !Array.isArray(proof.path)) return { reason: 'format', detail: 'version, assets or path' };
  const width = proof.assets.length;
  const balances = amounts(proof.leaf?.balances, width, 'leaf');
  if (!Array.isArray(balances)) return balances;
  if (balances.some((b) => b < 0n)) return { reason: 'negative', step: 0 };
  if (typeof proof.leaf.salt !== 'string' || !/^[0-9a-f]{32,}$/.test(proof.leaf.salt) || !/^\d+$/.test(String(proof.leaf.userId))) return { reason: 'format', detail: 'leaf' };
  // The path must be the one of leaf `leafIndex` in a tree of `leafCount` leaves: its length the
  // tree's depth, each side the index's bit at that depth (the sibling of an even index is on its right).
  const { leafIndex, leafCount } = proof;
  if (!Number.isSafeInteger(leafCount) || !Number.isSafeInteger(leafIndex) || leafCount < 1 || leafIndex < 0 || leafIndex >= leafCount) return { reason: 'format', detail: 'leafIndex or leafCount' };
  let depth = 0;
  for (let width = leafCount; width > 1; width = Math.ceil(width / 2)) depth++;
  if (proof.path.length !== depth) return { reason: 'format', detail: `path: expected ${depth} steps for ${leafCount} leaves` };
  for (let i = 0, index = leafIndex; i < depth; i++, index = Math.floor(index / 2)) {
    if (proof.path[i]?.side !== (index % 2 === 0 ? 'right' : 'left')) return { reason: 'format', detail: `step ${i + 1}: side does not match leafIndex` };
  }
  let node: TSumNode = { hash: leafHash(sha256, proof.leaf.salt, String(proof.leaf.userId), balances), sums: balances };
  onStep?.(0, node);
  for (const [i, step] of proof.path.entries()) {
    const sums = amounts(step?.sums, width, `step ${i + 1}`);
    if (!Array.isArray(sums)) return sums;
    if (sums.some((s) => s < 0n)) return { reason: 'negative', step: i + 1 };
    if (typeof step.hash !== 'string' || !HEX64.test(step.hash) || (step.side !== 'left' && step.side !== 'right')) return { reason: 'format', detail: `step ${i + 1}` };
    const sibling = { hash: step.hash, sums };
    node = step.side === 'left' ? nodeOf(sha256, sibling, node) : nodeOf(sha256, node, sibling);
    onStep?.(i + 1, node);
  }
  const rootSums = amounts(proof.root?.sums, width, 'root');
  if (!Array.isArray(rootSums)) return rootSums;
  if (node.hash !== proof.root.hash) return { reason: 'root', expected: String(proof.root.hash), computed: node.hash };
  const differs = rootSums.findIndex((sum, i) => sum !== node.sums[i]);
  if (differs >= 0) return { reason: 'sums', asset: proof.assets[differs] };
  return null;
}

/**
 * A plain Merkle tree (no sums) over the checkpoint's leaves: `sha256("pair|" + left + "|" + right)`,
 * an odd last hash paired with `sha256("pad")` (never with itself: [a, b, c] and [a, b, c, c] must differ).
 */
export function merkleRoot(sha256: TSha256Hex, leaves: readonly string[]): string {
  if (leaves.length === 0) return sha256('empty');
  const pad = sha256('pad');
  let level = [...leaves];
  while (level.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(sha256(`pair|${level[i]}|${level[i + 1] ?? pad}`));
    level = next;
  }
  return level[0];
}

/** A checkpoint's leaves: each ledger account's chain head, then the price-tick and operator-audit heads. */
export const checkpointLeaf = {
  account: (sha256: TSha256Hex, key: string, asset: string, head: string) => sha256(`account|${key}|${asset}|${head}`),
  ticks: (sha256: TSha256Hex, head: string) => sha256(`ticks|${head}`),
  audit: (sha256: TSha256Hex, head: string) => sha256(`audit|${head}`),
};
