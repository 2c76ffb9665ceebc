import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildLevels,
  leafHash,
  merkleRoot,
  nodeOf,
  proofPath,
  verifyLiabilityProof,
  type TLiabilityProof,
  type TSumNode,
} from './merkle-sum.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ASSETS = ['BTC', 'ETH', 'USDT'];
const DECIMALS = [8, 18, 6];

type TUser = { userId: string; salt: string; balances: bigint[] };

/** An amount as an exchange holds them: often nothing, often small, sometimes beyond 2^53 units. */
function randomUnits(): bigint {
  const roll = Math.random();
  if (roll < 0.25) return 0n;
  if (roll < 0.75) return BigInt(Math.floor(Math.random() * 1_000_000));
  const digits = 1 + Math.floor(Math.random() * 30);
  let text = String(1 + Math.floor(Math.random() * 9));
  for (let i = 1; i < digits; i++) text += String(Math.floor(Math.random() * 10));
  return BigInt(text);
}

function randomSalt(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

function randomUsers(count: number): TUser[] {
  return Array.from({ length: count }, (_, i) => ({
    userId: String(1 + i * 7 + Math.floor(Math.random() * 7)),
    salt: randomSalt(),
    balances: ASSETS.map(() => randomUnits()),
  }));
}

function leavesOf(users: TUser[]): TSumNode[] {
  return users.map((u) => ({ hash: leafHash(sha256, u.salt, u.userId, u.balances), sums: u.balances }));
}

function proofOf(users: TUser[], levels: TSumNode[][], index: number, checkpointId = 1): TLiabilityProof {
  const root = levels[levels.length - 1][0];
  const user = users[index];
  return {
    version: 1,
    checkpointId,
    assets: ASSETS,
    decimals: DECIMALS,
    leafIndex: index,
    leafCount: users.length,
    leaf: { userId: user.userId, salt: user.salt, balances: user.balances.map(String) },
    path: proofPath(sha256, levels, index),
    root: { hash: root.hash, sums: root.sums.map(String) },
  };
}

/** The random input of a failing case, in the message (small trees) or in a file it names (large ones), so it can be replayed. */
function withInput<T>(users: TUser[], run: () => T): T {
  try {
    return run();
  } catch (error) {
    const input = JSON.stringify(users.map((u) => ({ ...u, balances: u.balances.map(String) })));
    let where = input;
    if (users.length > 20) {
      const file = path.join(os.tmpdir(), `merkle-sum-failure-${process.pid}-${Date.now()}.json`);
      fs.writeFileSync(file, input);
      where = `${users.length} users written to ${file}`;
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\ninput: ${where}`, { cause: error });
  }
}

const clone = (proof: TLiabilityProof): TLiabilityProof => structuredClone(proof);

describe('Merkle-sum tree (proof of liabilities)', () => {
  for (const count of [1, 2, 3, 5, 1000]) {
    it(`${count} random user(s): every proof verifies, climbs to the root, and the root sums are the sums of all balances`, () => {
      const users = randomUsers(count);
      withInput(users, () => {
        const levels = buildLevels(sha256, leavesOf(users), ASSETS.length);
        const root = levels[levels.length - 1];
        expect(root).toHaveLength(1);
        const totals = ASSETS.map((_, a) => users.reduce((sum, u) => sum + u.balances[a], 0n));
        expect(root[0].sums).toEqual(totals);
        const depth = count === 1 ? 0 : Math.ceil(Math.log2(count));
        expect(levels).toHaveLength(depth + 1);
        for (let index = 0; index < count; index++) {
          const proof = proofOf(users, levels, index);
          expect(proof.path, `leaf ${index}`).toHaveLength(depth);
          // The sides spell the leaf's index, lowest bit first.
          expect(proof.path.map((s) => s.side), `leaf ${index}`).toEqual(proof.path.map((_, d) => ((index >> d) & 1 ? 'left' : 'right')));
          const climbed: TSumNode[] = [];
          expect(verifyLiabilityProof(sha256, proof, (step, node) => climbed.push(node)), `leaf ${index}`).toBeNull();
          expect(climbed).toHaveLength(depth + 1);
          expect(climbed[0].sums).toEqual(users[index].balances);
          expect(climbed[depth]).toEqual(root[0]);
        }
      });
    });
  }

  it('pins the encodings: a three-leaf tree computed by hand', () => {
    const salt = 'ab'.repeat(16);
    const a = sha256(`leaf|${salt}|1|5,0,7`);
    const b = sha256(`leaf|${salt}|2|0,3,100000000000000000000`);
    const c = sha256(`leaf|${salt}|3|1,1,1`);
    const pad = sha256('pad');
    const ab = sha256(`node|${a}|5,0,7|${b}|0,3,100000000000000000000`);
    const cPad = sha256(`node|${c}|1,1,1|${pad}|0,0,0`);
    const root = sha256(`node|${ab}|5,3,100000000000000000007|${cPad}|1,1,1`);
    const users: TUser[] = [
      { userId: '1', salt, balances: [5n, 0n, 7n] },
      { userId: '2', salt, balances: [0n, 3n, 10n ** 20n] },
      { userId: '3', salt, balances: [1n, 1n, 1n] },
    ];
    const levels = buildLevels(sha256, leavesOf(users), 3);
    expect(levels.map((level) => level.map((n) => n.hash))).toEqual([[a, b, c], [ab, cPad], [root]]);
    expect(levels[2][0].sums).toEqual([6n, 4n, 10n ** 20n + 8n]);
    expect(proofPath(sha256, levels, 2)).toEqual([
      { side: 'right', hash: pad, sums: ['0', '0', '0'] },
      { side: 'left', hash: ab, sums: ['5', '3', '100000000000000000007'] },
    ]);
    expect(verifyLiabilityProof(sha256, proofOf(users, levels, 2))).toBeNull();
  });

  it('an empty tree is the padding node alone', () => {
    const levels = buildLevels(sha256, [], 3);
    expect(levels).toEqual([[{ hash: sha256('pad'), sums: [0n, 0n, 0n] }]]);
  });

  it('buildLevels throws on a negative leaf or one of the wrong width', () => {
    const users = randomUsers(5);
    const leaves = leavesOf(users);
    withInput(users, () => {
      expect(() => buildLevels(sha256, leaves.map((l, i) => (i === 3 ? { ...l, sums: [l.sums[0], -1n, l.sums[2]] } : l)), 3)).toThrow(/negative/);
      expect(() => buildLevels(sha256, leaves.map((l, i) => (i === 0 ? { ...l, sums: l.sums.slice(1) } : l)), 3)).toThrow(/width/);
    });
  });
});

describe('a tampered proof is refused', () => {
  // Enough leaves for a path of several steps; a random user each run.
  const users = randomUsers(5 + Math.floor(Math.random() * 60));
  const levels = buildLevels(sha256, leavesOf(users), ASSETS.length);
  const index = Math.floor(Math.random() * users.length);
  const good = proofOf(users, levels, index);
  const asset = Math.floor(Math.random() * ASSETS.length);
  const step = Math.floor(Math.random() * good.path.length);
  const check = (proof: TLiabilityProof) => withInput(users, () => verifyLiabilityProof(sha256, proof));

  it('the untouched proof holds', () => {
    expect(check(good)).toBeNull();
  });

  it('a balance of the leaf changed', () => {
    for (const delta of [1n, -1n]) {
      const proof = clone(good);
      const changed = BigInt(proof.leaf.balances[asset]) + delta;
      if (changed < 0n) continue;
      proof.leaf.balances[asset] = String(changed);
      expect(check(proof)).toMatchObject({ reason: 'root' });
    }
  });

  it("the leaf's salt or user id changed", () => {
    const salted = clone(good);
    salted.leaf.salt = (salted.leaf.salt[0] === '0' ? '1' : '0') + salted.leaf.salt.slice(1);
    expect(check(salted)).toMatchObject({ reason: 'root' });
    const other = clone(good);
    other.leaf.userId = String(Number(other.leaf.userId) + 1);
    expect(check(other)).toMatchObject({ reason: 'root' });
  });

  it("a sibling's sum changed", () => {
    const proof = clone(good);
    proof.path[step].sums[asset] = String(BigInt(proof.path[step].sums[asset]) + 1n);
    expect(check(proof)).toMatchObject({ reason: 'root' });
  });

  it("a sibling's hash changed", () => {
    const proof = clone(good);
    const hash = proof.path[step].hash;
    proof.path[step].hash = (hash[0] === 'a' ? 'b' : 'a') + hash.slice(1);
    expect(check(proof)).toMatchObject({ reason: 'root' });
  });

  it('a sibling dropped (the path shortened), first, last or in the middle', () => {
    for (const at of [0, step, good.path.length - 1]) {
      const proof = clone(good);
      proof.path.splice(at, 1);
      // Refused before any hashing: the path is shorter than a tree of leafCount leaves is deep.
      expect(check(proof), `step ${at + 1} dropped`).toMatchObject({ reason: 'format', detail: expect.stringMatching(/^path/) });
      // With leafCount lowered to match the shorter path, the root no longer matches.
      proof.leafCount = 2 ** proof.path.length;
      proof.leafIndex %= proof.leafCount;
      if (proof.path.every((p, i) => p.side === ((proof.leafIndex >> i) % 2 === 0 ? 'right' : 'left'))) expect(check(proof)).toMatchObject({ reason: 'root' });
    }
  });

  it('a sibling moved to the other side', () => {
    const proof = clone(good);
    proof.path[step].side = proof.path[step].side === 'left' ? 'right' : 'left';
    // The sides must spell the leaf's index: a moved sibling is refused as not the leaf's own path.
    expect(check(proof)).toMatchObject({ reason: 'format', detail: expect.stringMatching(/side/) });
    // Moved together with the index, the sums still add up but the root hash does not.
    proof.leafIndex ^= 1 << step;
    if (proof.leafIndex < proof.leafCount) expect(check(proof)).toMatchObject({ reason: 'root' });
  });

  it('a negative balance in the leaf', () => {
    const proof = clone(good);
    proof.leaf.balances[asset] = '-1';
    expect(check(proof)).toEqual({ reason: 'negative', step: 0 });
  });

  it('a negative sibling sum that keeps the root sums (the leaf raised by as much)', () => {
    // The classic Merkle-sum cheat: a node below zero lowers the total another user sees counted.
    const proof = clone(good);
    const lowered = BigInt(proof.path[step].sums[asset]) + 1_000n;
    proof.path[step].sums[asset] = String(BigInt(proof.path[step].sums[asset]) - lowered);
    proof.leaf.balances[asset] = String(BigInt(proof.leaf.balances[asset]) + lowered);
    expect(check(proof)).toEqual({ reason: 'negative', step: step + 1 });
  });

  it('the same cheat with every hash recomputed, so the root hash and sums agree with it', () => {
    // An operator who signs such a root: the hashes all hold, only the negative sum gives it away.
    const proof = clone(good);
    const lowered = BigInt(proof.path[step].sums[asset]) + 1_000n;
    proof.path[step].sums[asset] = String(BigInt(proof.path[step].sums[asset]) - lowered);
    proof.leaf.balances[asset] = String(BigInt(proof.leaf.balances[asset]) + lowered);
    const balances = proof.leaf.balances.map(BigInt);
    let node: TSumNode = { hash: leafHash(sha256, proof.leaf.salt, proof.leaf.userId, balances), sums: balances };
    for (const s of proof.path) {
      const sibling = { hash: s.hash, sums: s.sums.map(BigInt) };
      node = s.side === 'left' ? nodeOf(sha256, sibling, node) : nodeOf(sha256, node, sibling);
    }
    proof.root = { hash: node.hash, sums: node.sums.map(String) };
    expect(proof.root.sums).toEqual(good.root.sums);
    expect(check(proof)).toEqual({ reason: 'negative', step: step + 1 });
  });

  it('a wrong root hash', () => {
    const proof = clone(good);
    proof.root.hash = sha256('another root');
    expect(check(proof)).toEqual({ reason: 'root', expected: proof.root.hash, computed: good.root.hash });
  });

  it('the root sums changed', () => {
    const proof = clone(good);
    proof.root.sums[asset] = String(BigInt(proof.root.sums[asset]) + 1n);
    expect(check(proof)).toEqual({ reason: 'sums', asset: ASSETS[asset] });
  });

  it('amounts that are not plain base-10 integers, or of the wrong count', () => {
    for (const bad of ['1.5', '01', ' 1', '1e3', '0x10', '', '-0']) {
      const proof = clone(good);
      proof.leaf.balances[asset] = bad;
      expect(check(proof), JSON.stringify(bad)).toMatchObject({ reason: 'format' });
    }
    const short = clone(good);
    short.path[step].sums.pop();
    expect(check(short)).toMatchObject({ reason: 'format' });
    const unknown = clone(good) as unknown as { version: number };
    unknown.version = 2;
    expect(check(unknown as unknown as TLiabilityProof)).toMatchObject({ reason: 'format' });
  });
});

describe('merkleRoot (the checkpoint over the ledger chains)', () => {
  const [a, b, c] = ['a', 'b', 'c'].map((x) => sha256(`account|user:1|${x}|head`));

  it('of no leaf, one, two and three leaves, computed by hand', () => {
    expect(merkleRoot(sha256, [])).toBe(sha256('empty'));
    expect(merkleRoot(sha256, [a])).toBe(a);
    expect(merkleRoot(sha256, [a, b])).toBe(sha256(`pair|${a}|${b}`));
    expect(merkleRoot(sha256, [a, b, c])).toBe(sha256(`pair|${sha256(`pair|${a}|${b}`)}|${sha256(`pair|${c}|${sha256('pad')}`)}`));
    // An odd last hash is paired with the padding, never with itself: [a, b, c] and [a, b, c, c] differ.
    expect(merkleRoot(sha256, [a, b, c])).not.toBe(merkleRoot(sha256, [a, b, c, c]));
  });

  it('depends on the order of the leaves', () => {
    expect(merkleRoot(sha256, [b, a])).not.toBe(merkleRoot(sha256, [a, b]));
  });
});
