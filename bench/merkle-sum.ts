/**
 * Proof-of-liabilities benchmark (issue 29): the Merkle-sum tree over every user's balances, as
 * the server builds it at each checkpoint, for 10^5 and 10^6 users holding 8 assets each (random
 * balances: a quarter empty, half small, a quarter large, beyond 2^53 units). Seeded, so two runs
 * hash the same leaves.
 *
 * Per size, in one run: (a) flat hashing, every leafHash and nothing else, measured before and
 * after the build; (b) buildLevels with the leaf hashing, i.e. what a checkpoint pays; (c) the size
 * of one user's proof (JSON.stringify of the TLiabilityProof the server answers) and its depth;
 * (d) the time to verify one proof (the mean over many random leaves). This machine's speed swings
 * between runs, so the build is reported as a ratio to the flat hashing of the same run (the mean
 * of the two flat passes around it), with the absolute milliseconds beside it.
 */
import { createHash } from 'node:crypto';
import { buildLevels, leafHash, proofPath, verifyLiabilityProof, type TLiabilityProof, type TSumNode } from '@exchange/contracts';
import { mulberry32 } from './bench-databases.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ASSETS = ['BTC', 'ETH', 'USDT', 'USDC', 'LTC', 'XRP', 'ADA', 'DOGE'];
const DECIMALS = [8, 18, 6, 6, 8, 6, 6, 8];
const VERIFICATIONS = 2_000;

type TUser = { userId: string; salt: string; balances: bigint[] };

function usersOf(count: number, random: () => number): TUser[] {
  const hex = () => (Math.floor(random() * 2 ** 32) >>> 0).toString(16).padStart(8, '0');
  const units = (): bigint => {
    const roll = random();
    if (roll < 0.25) return 0n;
    if (roll < 0.75) return BigInt(Math.floor(random() * 1e9));
    return BigInt(Math.floor(random() * 1e15)) * 10n ** BigInt(Math.floor(random() * 10));
  };
  const users = new Array<TUser>(count);
  for (let i = 0; i < count; i++) users[i] = { userId: String(1_000 + i), salt: hex() + hex() + hex() + hex(), balances: ASSETS.map(units) };
  return users;
}

/** Every leaf's hash and nothing else: the floor any tree over these users pays. */
function flatHashing(users: TUser[]): { ms: number; hashes: string[] } {
  const started = performance.now();
  const hashes = new Array<string>(users.length);
  for (let i = 0; i < users.length; i++) hashes[i] = leafHash(sha256, users[i].salt, users[i].userId, users[i].balances);
  return { ms: performance.now() - started, hashes };
}

/** What a checkpoint pays: the leaves hashed, then every level up to the root. */
function treeBuild(users: TUser[]): { ms: number; levels: TSumNode[][] } {
  const started = performance.now();
  const leaves = new Array<TSumNode>(users.length);
  for (let i = 0; i < users.length; i++) leaves[i] = { hash: leafHash(sha256, users[i].salt, users[i].userId, users[i].balances), sums: users[i].balances };
  const levels = buildLevels(sha256, leaves, ASSETS.length);
  return { ms: performance.now() - started, levels };
}

function proofOf(users: TUser[], levels: TSumNode[][], index: number): TLiabilityProof {
  const root = levels[levels.length - 1][0];
  return {
    version: 1,
    checkpointId: 1,
    assets: ASSETS,
    decimals: DECIMALS,
    leafIndex: index,
    leafCount: users.length,
    leaf: { userId: users[index].userId, salt: users[index].salt, balances: users[index].balances.map(String) },
    path: proofPath(sha256, levels, index),
    root: { hash: root.hash, sums: root.sums.map(String) },
  };
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

const ms = (value: number) => `${value.toFixed(0).padStart(7)} ms`;

export async function runMerkleSumBench(): Promise<void> {
  const random = mulberry32(29);
  // Warm-up: the hash and the tree code compiled before anything is timed.
  {
    const users = usersOf(20_000, random);
    flatHashing(users);
    const { levels } = treeBuild(users);
    for (let i = 0; i < 500; i++) verifyLiabilityProof(sha256, proofOf(users, levels, i));
  }
  console.log(`merkle-sum: proof of liabilities over ${ASSETS.length} assets per user (node:crypto sha256)${(globalThis as { gc?: unknown }).gc ? '' : ' (run node with --expose-gc for steadier figures)'}`);
  console.log('users        flat hashing  (before, after)    tree build   ratio   proof bytes  depth  verify one proof');
  for (const count of [100_000, 1_000_000]) {
    let users: TUser[] | null = usersOf(count, random);
    gc();
    const before = flatHashing(users);
    gc();
    const tree = treeBuild(users);
    gc();
    const after = flatHashing(users);
    // The tree's leaves are the flat hashes: both passes hashed the same text.
    if (tree.levels[0][0].hash !== before.hashes[0] || tree.levels[0][count - 1].hash !== after.hashes[count - 1]) throw new Error('merkle-sum bench: the tree leaves differ from the flat hashes');
    const flatMs = (before.ms + after.ms) / 2;

    const proofs = Array.from({ length: VERIFICATIONS }, () => proofOf(users!, tree.levels, Math.floor(random() * count)));
    const bytes = Buffer.byteLength(JSON.stringify(proofs[0]), 'utf8');
    const depth = proofs[0].path.length;
    const started = performance.now();
    for (const proof of proofs) if (verifyLiabilityProof(sha256, proof) !== null) throw new Error(`merkle-sum bench: the proof of leaf ${proof.leafIndex} does not verify`);
    const verifyUs = ((performance.now() - started) * 1000) / VERIFICATIONS;

    const heapMiB = process.memoryUsage().heapUsed / 2 ** 20;
    const pair = `(${before.ms.toFixed(0)}, ${after.ms.toFixed(0)})`;
    console.log(
      `${count.toLocaleString('en-US').padEnd(11)} ${ms(flatMs).padStart(13)}  ${pair.padEnd(15)}  ${ms(tree.ms).padStart(12)}  ${(tree.ms / flatMs).toFixed(2).padStart(5)}x  ${String(bytes).padStart(12)}  ${String(depth).padStart(5)}  ${verifyUs.toFixed(1).padStart(10)} µs   (heap ${heapMiB.toFixed(0)} MiB)`,
    );
    users = null;
    gc();
  }
  console.log(`ratio: tree build (leaf hashing included) over flat leaf hashing, same run; verify: mean of ${VERIFICATIONS.toLocaleString('en-US')} proofs of random leaves`);
}
