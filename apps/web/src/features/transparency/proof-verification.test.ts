import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { buildLevels, checkpointMessage, leafHash, proofPath, type TCheckpoint, type TLiabilityProof } from '@exchange/contracts';
import { browserCrypto } from './browser-crypto';
import { treeDepth, verifyInclusion } from './proof-verification';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sha = browserCrypto.sha256;
const ASSETS = ['BTC', 'USDT'];
const SALT = 'a1'.repeat(16);

/** Five users' balances (BTC in 8 decimals, USDT in 6): a tree with an odd level, so the padding node is climbed too. */
const USERS: [string, bigint[]][] = [
  ['101', [150_000_000n, 2_500_000_000n]],
  ['102', [0n, 10_000_000n]],
  ['103', [1n, 0n]],
  ['104', [25_000_000n, 999_999n]],
  ['105', [0n, 7_000_000n]],
];
const secretKey = ed25519.utils.randomSecretKey();
const publicKey = bytesToHex(ed25519.getPublicKey(secretKey));

function fixture(index = 3) {
  const leaves = USERS.map(([userId, balances]) => ({ hash: leafHash(sha, SALT, userId, balances), sums: balances }));
  const levels = buildLevels(sha, leaves, ASSETS.length);
  const root = levels[levels.length - 1][0];
  const unsigned = {
    id: 7,
    time: 1_760_000_000_000,
    previous: '',
    root: 'ab'.repeat(32),
    ledgerEntryId: '420',
    accounts: 12,
    ticksHead: 'cd'.repeat(32),
    tickId: '99',
    auditHead: 'ef'.repeat(32),
    auditId: '3',
    liabilitiesRoot: root.hash,
    users: USERS.length,
    liabilities: [
      { asset: 'BTC', decimals: 8, units: String(root.sums[0]) },
      { asset: 'USDT', decimals: 6, units: String(root.sums[1]) },
    ],
    reserves: [],
  };
  const signature = bytesToHex(ed25519.sign(utf8ToBytes(checkpointMessage(unsigned)), secretKey));
  const checkpoint: TCheckpoint = { ...unsigned, signature, publicKey };
  const [userId, balances] = USERS[index];
  const proof: TLiabilityProof = {
    version: 1,
    checkpointId: 7,
    assets: ASSETS,
    decimals: [8, 6],
    leafIndex: index,
    leafCount: USERS.length,
    leaf: { userId, salt: SALT, balances: balances.map(String) },
    path: proofPath(sha, levels, index),
    root: { hash: root.hash, sums: root.sums.map(String) },
  };
  return { checkpoint, proof };
}

/** A deep copy to tamper with. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('verifyInclusion: the browser checks that the balances are in the signed liabilities', () => {
  it('hashes as node:crypto does (the server side), byte for byte', () => {
    for (const text of ['', 'pad', 'leaf|s|1|1,2', 'ünïcödé ✓']) expect(sha(text)).toBe(nodeSha256(text));
  });

  it('accepts an honest proof for every leaf and shows the whole climb, leaf to root', () => {
    for (let index = 0; index < USERS.length; index++) {
      const { checkpoint, proof } = fixture(index);
      const result = verifyInclusion(browserCrypto, proof, checkpoint, publicKey);
      expect(result.failure).toBeNull();
      expect(result.checkpointId).toBe(7);
      expect(result.steps).toHaveLength(treeDepth(USERS.length) + 1);
      expect(result.steps[0]).toMatchObject({ step: 0, sibling: null, node: { sums: USERS[index][1] } });
      expect(result.steps.at(-1)!.node.hash).toBe(checkpoint.liabilitiesRoot);
      expect(result.decimals).toEqual([8, 6]);
    }
  });

  it('refuses a balance changed in the proof: the root differs', () => {
    const { checkpoint, proof } = fixture();
    const tampered = copy(proof);
    tampered.leaf.balances[1] = '1999999';
    const result = verifyInclusion(browserCrypto, tampered, checkpoint, publicKey);
    expect(result.failure).toMatchObject({ reason: 'root', expected: proof.root.hash });
    expect(result.steps).toHaveLength(proof.path.length + 1);
  });

  it('refuses a negative sibling sum, naming the step (a negative balance could hide liabilities)', () => {
    const { checkpoint, proof } = fixture();
    const tampered = copy(proof);
    tampered.path[1].sums[0] = '-5';
    const result = verifyInclusion(browserCrypto, tampered, checkpoint, publicKey);
    expect(result.failure).toEqual({ reason: 'negative', step: 2 });
    expect(result.steps).toHaveLength(2);
  });

  it('refuses a consistent tree whose root is not the signed one', () => {
    const { checkpoint, proof } = fixture();
    // The server rebuilds the whole proof around a smaller balance: it holds together, but not with what it signed.
    const leaves = USERS.map(([userId, balances], i) => ({ hash: leafHash(sha, SALT, userId, i === 3 ? [1n, 1n] : balances), sums: i === 3 ? [1n, 1n] : balances }));
    const levels = buildLevels(sha, leaves, 2);
    const root = levels[levels.length - 1][0];
    const forged = { ...copy(proof), leaf: { ...proof.leaf, balances: ['1', '1'] }, path: proofPath(sha, levels, 3), root: { hash: root.hash, sums: root.sums.map(String) } };
    expect(verifyInclusion(browserCrypto, forged, checkpoint, publicKey).failure).toEqual({ reason: 'signedRoot', signed: checkpoint.liabilitiesRoot, computed: root.hash });
  });

  it('refuses a checkpoint whose signature does not verify, or signed by another key', () => {
    const { checkpoint, proof } = fixture();
    const altered = { ...checkpoint, users: checkpoint.users + 1 };
    expect(verifyInclusion(browserCrypto, proof, altered, publicKey).failure).toEqual({ reason: 'signature', id: 7 });
    const badHex = { ...checkpoint, signature: 'zz'.repeat(64) };
    expect(verifyInclusion(browserCrypto, proof, badHex, publicKey).failure).toEqual({ reason: 'signature', id: 7 });
    expect(verifyInclusion(browserCrypto, proof, checkpoint, '00'.repeat(32)).failure).toEqual({ reason: 'key', id: 7 });
  });

  it('refuses published liabilities that are not the tree\'s sums, though signed', () => {
    const { checkpoint, proof } = fixture();
    const liabilities = checkpoint.liabilities.map((l) => (l.asset === 'USDT' ? { ...l, units: '1' } : l));
    const unsigned = { ...checkpoint, liabilities };
    const resigned = { ...unsigned, signature: bytesToHex(ed25519.sign(utf8ToBytes(checkpointMessage(unsigned)), secretKey)) };
    expect(verifyInclusion(browserCrypto, proof, resigned, publicKey).failure).toEqual({ reason: 'liabilities', asset: 'USDT' });
  });

  it('refuses a proof of another checkpoint, or one the list does not hold', () => {
    const { checkpoint, proof } = fixture();
    expect(verifyInclusion(browserCrypto, { ...proof, checkpointId: 8 }, checkpoint, publicKey).failure).toEqual({ reason: 'checkpoint', id: 8 });
    expect(verifyInclusion(browserCrypto, proof, null, publicKey).failure).toEqual({ reason: 'checkpoint', id: 7 });
  });

  it('refuses a path that does not lead from the leaf position, or a tree of another size than the checkpoint counts', () => {
    const { checkpoint, proof } = fixture();
    expect(verifyInclusion(browserCrypto, { ...proof, leafIndex: 2 }, checkpoint, publicKey).failure).toMatchObject({ reason: 'format' });
    expect(verifyInclusion(browserCrypto, { ...proof, leafCount: 4 }, checkpoint, publicKey).failure).toMatchObject({ reason: 'format' });
    const { signature: _signature, publicKey: _key, ...unsigned } = { ...checkpoint, users: 6 };
    const moreUsers = { ...unsigned, publicKey, signature: bytesToHex(ed25519.sign(utf8ToBytes(checkpointMessage(unsigned)), secretKey)) };
    expect(verifyInclusion(browserCrypto, proof, moreUsers, publicKey).failure).toEqual({ reason: 'users' });
  });

  it('refuses what is not a proof, without throwing', () => {
    const { checkpoint, proof } = fixture();
    for (const junk of [null, 'proof', 42, [], {}, { ...proof, path: 'x' }, { ...proof, leaf: null }, { ...proof, root: null }, { ...proof, leafIndex: -1 }]) {
      expect(verifyInclusion(browserCrypto, junk, checkpoint, publicKey).failure).toMatchObject({ reason: 'format' });
    }
  });

  it('counts the levels of the tree as buildLevels builds it', () => {
    expect([1, 2, 3, 4, 5, 8, 9].map(treeDepth)).toEqual([0, 1, 2, 2, 3, 3, 4]);
  });
});
