import { spawn } from 'node:child_process';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLevels, leafHash, proofPath, type TLiabilityProof, type TSumNode } from '../packages/contracts/src/transparency/merkle-sum.js';
import { checkpointMessage, ZCheckpoint, ZLiabilityProof, type TCheckpoint } from '../packages/contracts/src/transparency/calls.js';

/**
 * scripts/verify-proof.mjs, the checker anyone can run outside the site, run as they would run it
 * (`node scripts/verify-proof.mjs proof.json checkpoints.json`) against a tree and a checkpoint
 * built and signed here as the server does, then against each way of cheating.
 */

const SCRIPT = fileURLToPath(new URL('./verify-proof.mjs', import.meta.url));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ASSETS = ['BTC', 'ETH', 'USDT'];
const DECIMALS = [8, 18, 6];

type TRun = { code: number | null; stdout: string; stderr: string };

/** Runs the script in its own process (asynchronously: the paging test serves the checkpoints from this one). */
function run(...args: string[]): Promise<TRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The output in the failure message, so a failing case shows what the script said. */
const said = (r: TRun) => `exit ${r.code}\n${r.stdout}\n${r.stderr}`;

function keyPair(): { privateKey: KeyObject; publicHex: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return { privateKey, publicHex: Buffer.from(x, 'base64url').toString('hex') };
}

function signed(body: Omit<TCheckpoint, 'signature' | 'publicKey'>, privateKey: KeyObject, publicHex: string): TCheckpoint {
  const signature = sign(null, Buffer.from(checkpointMessage(body), 'utf8'), privateKey).toString('hex');
  return ZCheckpoint.parse({ ...body, signature, publicKey: publicHex });
}

function randomUnits(): bigint {
  const roll = Math.random();
  if (roll < 0.2) return 0n;
  if (roll < 0.7) return BigInt(Math.floor(Math.random() * 1e9));
  return BigInt(Math.floor(Math.random() * 1e15)) * 10n ** BigInt(Math.floor(Math.random() * 8));
}

const hex = (bytes: number) => Array.from({ length: bytes * 2 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

const exchange = keyPair();
const stranger = keyPair();
const users = Array.from({ length: 3 + Math.floor(Math.random() * 40) }, (_, i) => ({
  userId: String(1000 + i),
  salt: hex(16),
  balances: ASSETS.map(() => randomUnits()),
}));
const leaves: TSumNode[] = users.map((u) => ({ hash: leafHash(sha256, u.salt, u.userId, u.balances), sums: u.balances }));
const levels = buildLevels(sha256, leaves, ASSETS.length);
const root = levels[levels.length - 1][0];
const index = Math.floor(Math.random() * users.length);
const CHECKPOINT_ID = 7;

const body: Omit<TCheckpoint, 'signature' | 'publicKey'> = {
  id: CHECKPOINT_ID,
  time: Date.now(),
  previous: hex(32),
  root: hex(32),
  ledgerEntryId: '48213',
  accounts: users.length * 3 + 4,
  ticksHead: hex(32),
  tickId: '9911',
  auditHead: hex(32),
  auditId: '57',
  liabilitiesRoot: root.hash,
  users: users.length,
  liabilities: ASSETS.map((asset, i) => ({ asset, decimals: DECIMALS[i], units: String(root.sums[i]) })),
  reserves: [
    { asset: 'BTC', status: 'notProven', units: null, block: null, network: null, addresses: [] },
    { asset: 'ETH', status: 'proven', units: String(root.sums[1] * 2n), block: '19000000', network: 'ethereum', addresses: [`0x${hex(20)}`, `0x${hex(20)}`] },
    { asset: 'USDT', status: 'proven', units: String(root.sums[2]), block: '19000000', network: 'ethereum', addresses: [`0x${hex(20)}`, `0x${hex(20)}`] },
  ],
};
const checkpoint = signed(body, exchange.privateKey, exchange.publicHex);
/** A newer and an older checkpoint around it, as the list holds them (newest first). */
const newer = signed({ ...body, id: CHECKPOINT_ID + 1, time: body.time + 3_600_000, root: hex(32), liabilitiesRoot: hex(32) }, exchange.privateKey, exchange.publicHex);
const older = signed({ ...body, id: CHECKPOINT_ID - 1, time: body.time - 3_600_000, root: hex(32), liabilitiesRoot: hex(32) }, exchange.privateKey, exchange.publicHex);

const proof: TLiabilityProof = ZLiabilityProof.parse({
  version: 1,
  checkpointId: CHECKPOINT_ID,
  assets: ASSETS,
  decimals: DECIMALS,
  leafIndex: index,
  leafCount: users.length,
  leaf: { userId: users[index].userId, salt: users[index].salt, balances: users[index].balances.map(String) },
  path: proofPath(sha256, levels, index),
  root: { hash: root.hash, sums: root.sums.map(String) },
});

const envelope = (data: unknown) => ({ code: 1, msg: 'success', data });
const page = (list: TCheckpoint[], hasMore = false) => envelope({ publicKey: exchange.publicHex, list, hasMore });

let dir = '';
let fileNumber = 0;
function write(value: unknown): string {
  const file = path.join(dir, `${++fileNumber}.json`);
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}
const clone = <T>(value: T): T => structuredClone(value);

/** The random input, on failure, to replay the case. */
const input = () => `users ${JSON.stringify(users, (_, v) => (typeof v === 'bigint' ? String(v) : v))}, leaf ${index}`;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-proof-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('scripts/verify-proof.mjs', () => {
  it('accepts a good proof: envelopes or bare data, the key pinned or not, and prints the balances with their decimals', async () => {
    const good = await run(write(envelope(proof)), write(page([newer, checkpoint, older])), '--key', exchange.publicHex);
    expect(good.code, `${said(good)}\n${input()}`).toBe(0);
    expect(good.stdout).toContain('VERIFIED: checkpoint 7');
    const btc = users[index].balances[0];
    const shown = `${btc / 10n ** 8n}${btc % 10n ** 8n === 0n ? '' : `.${String(btc % 10n ** 8n).padStart(8, '0').replace(/0+$/, '')}`}`;
    expect(good.stdout).toMatch(new RegExp(`BTC +${shown.replace('.', '\\.')}\\n`));
    expect(good.stdout.match(/^ {2}step \d+/gm) ?? []).toHaveLength(proof.path.length);

    const bare = await run(write(proof), write({ publicKey: exchange.publicHex, list: [checkpoint], hasMore: false }));
    expect(bare.code, `${said(bare)}\n${input()}`).toBe(0);
    expect(bare.stdout).toContain('key not pinned');
  });

  it('reads further pages from the address until it finds the checkpoint', async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(request.url!);
      const pageNumber = Number(new URL(request.url!, 'http://x').searchParams.get('page') ?? '1');
      const answer = pageNumber === 1 ? page([newer], true) : pageNumber === 2 ? page([checkpoint, older], false) : page([], false);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await run(write(proof), `http://127.0.0.1:${port}/bb/transparency/checkpoints`, '--key', exchange.publicHex);
      expect(result.code, `${said(result)}\n${input()}`).toBe(0);
      expect(asked).toEqual(['/bb/transparency/checkpoints', '/bb/transparency/checkpoints?page=2']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** Runs a tampered case: exit 1, the failure named. */
  async function refused(tamperedProof: unknown, checkpoints: unknown, named: RegExp, ...extra: string[]) {
    const result = await run(write(tamperedProof), write(checkpoints), ...extra);
    expect(result.code, `${said(result)}\n${input()}`).toBe(1);
    expect(result.stdout + result.stderr, said(result)).toMatch(named);
    expect(result.stdout).not.toContain('VERIFIED: checkpoint');
  }

  it('refuses a changed balance', async () => {
    const tampered = clone(proof);
    tampered.leaf.balances[1] = String(BigInt(tampered.leaf.balances[1]) + 1n);
    await refused(tampered, page([checkpoint]), /the climb reaches [0-9a-f]{64}, not the proof's root/);
  });

  it('refuses a dropped sibling', async () => {
    const tampered = clone(proof);
    tampered.path.splice(Math.floor(Math.random() * tampered.path.length), 1);
    await refused(tampered, page([checkpoint]), /the climb reaches [0-9a-f]{64}, not the proof's root[\s\S]*the path has \d+ steps/);
  });

  it('refuses a negative sibling sum, even one that keeps the root sums', async () => {
    const tampered = clone(proof);
    const step = Math.floor(Math.random() * tampered.path.length);
    const lowered = BigInt(tampered.path[step].sums[2]) + 5n;
    tampered.path[step].sums[2] = String(BigInt(tampered.path[step].sums[2]) - lowered);
    tampered.leaf.balances[2] = String(BigInt(tampered.leaf.balances[2]) + lowered);
    await refused(tampered, page([checkpoint]), new RegExp(`step ${step + 1}: the sibling's sums .* hold a negative amount`));
  });

  it('refuses a checkpoint signed by another key, when the right key is pinned', async () => {
    const forged = signed({ ...body }, stranger.privateKey, stranger.publicHex);
    await refused(proof, page([forged]), /signed by key [0-9a-f]{64}, not the pinned/, '--key', exchange.publicHex);
    // The same forgery naming the exchange's key: its signature does not hold.
    const named = { ...forged, publicKey: exchange.publicHex };
    await refused(proof, page([named]), /signature of checkpoint 7 does not verify/, '--key', exchange.publicHex);
  });

  it('refuses a checkpoint changed after signing', async () => {
    const units = clone(checkpoint);
    units.liabilities[0].units = String(BigInt(units.liabilities[0].units) + 1n);
    await refused(proof, page([units]), /signature of checkpoint 7 does not verify[\s\S]*root sum of BTC is \d+ units, the checkpoint publishes/);
    // A field the proof does not touch: only the signature gives it away.
    const reserves = clone(checkpoint);
    reserves.reserves[1].units = String(BigInt(reserves.reserves[1].units!) * 10n);
    await refused(proof, page([reserves]), /signature of checkpoint 7 does not verify/);
  });

  it("refuses a proof whose root is not the checkpoint's, or a checkpoint that is not listed", async () => {
    await refused(proof, page([{ ...older, id: CHECKPOINT_ID }]), /signature of checkpoint 7 does not verify|not the checkpoint's liabilitiesRoot/);
    await refused(proof, page([newer, older]), /checkpoint 7 \(the proof's\) is not among the checkpoints/);
    await refused(envelope(null), page([checkpoint]), /no proof for you yet/);
  });
});
