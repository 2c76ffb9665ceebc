#!/usr/bin/env node
/**
 * Checks a proof of liabilities outside the exchange's site (docs/transparency.md).
 *
 *   node verify-proof.mjs proof.json checkpoints.json [--key <hex>]
 *   node verify-proof.mjs proof.json https://<host>/bb/transparency/checkpoints [--key <hex>]
 *
 * proof.json: the answer of GET /bb/transparency/proof (the whole answer, or only its `data`).
 * The checkpoints: a file holding the answer of GET /bb/transparency/checkpoints (whole, or only
 * its `data`), or that address itself; from an address, the pages `?page=2`, `?page=3`… are read
 * until the proof's checkpoint is found. `--key` pins the exchange's public key (raw Ed25519, hex):
 * without it, the script reports the key the checkpoint claims, which you must compare yourself
 * with the key the exchange publishes elsewhere.
 *
 * It checks that:
 * 1. the checkpoint is signed by its public key (Ed25519 over the checkpoint message), and that
 *    key is the pinned one;
 * 2. the proof's root hash is the checkpoint's `liabilitiesRoot`, and the root's sums are the
 *    checkpoint's liabilities, asset by asset;
 * 3. the climb from your leaf to that root holds: each node's hash and sums are recomputed from its
 *    two children, and no amount on the way is negative;
 * 4. the path has the shape of a tree of `users` leaves with yours at `leafIndex`.
 * It prints each step and your balances, and exits 0 when everything holds, 1 when anything fails
 * (each failure named), 2 on wrong arguments.
 *
 * It imports nothing but Node.js (20 or newer) itself, and repeats the encodings on purpose: a
 * checker must not run the code of the party it checks. Copy it, read it, run it.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

// ---------------------------------------------------------------------------------------------
// The encodings (docs/transparency.md), byte for byte.

/** SHA-256 of a string's UTF-8 bytes, lowercase hex. */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** leaf: sha256("leaf|" + salt + "|" + userId + "|" + balances joined by ","). */
const leafHash = (salt, userId, balances) => sha256(`leaf|${salt}|${userId}|${balances.join(',')}`);

/** node: sha256("node|" + left hash + "|" + left sums + "|" + right hash + "|" + right sums); its sums are the children's, added asset by asset. */
const nodeOf = (left, right) => ({
  hash: sha256(`node|${left.hash}|${left.sums.join(',')}|${right.hash}|${right.sums.join(',')}`),
  sums: left.sums.map((sum, i) => sum + right.sums[i]),
});

/** The text a checkpoint's Ed25519 signature covers. */
function checkpointMessage(c) {
  return `exchange-checkpoint|v1|${JSON.stringify([
    c.id,
    c.time,
    c.previous,
    c.root,
    c.ledgerEntryId,
    c.accounts,
    c.ticksHead,
    c.tickId,
    c.auditHead,
    c.auditId,
    c.liabilitiesRoot,
    c.users,
    c.liabilities.map((l) => [l.asset, l.decimals, l.units]),
    c.reserves.map((r) => [r.asset, r.status, r.units, r.block, r.network, r.addresses]),
  ])}`;
}

// ---------------------------------------------------------------------------------------------

const INTEGER = /^(0|-?[1-9]\d*)$/;
const UNITS = /^(0|[1-9]\d*)$/;
const HEX = (bytes) => new RegExp(`^[0-9a-f]{${bytes * 2}}$`);

/** A failure that stops the check at once (the input cannot be read further). */
class Stop extends Error {}

const failures = [];
const say = (line = '') => console.log(line);
const ok = (line) => say(`  ok      ${line}`);
function fail(line) {
  failures.push(line);
  say(`  FAILED  ${line}`);
}

function usage(message) {
  console.error(`${message}\nusage: node verify-proof.mjs <proof.json> <checkpoints.json | https://<host>/bb/transparency/checkpoints> [--key <public key hex>]`);
  process.exit(2);
}

function parseArguments(argv) {
  const positional = [];
  let key = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--key') {
      key = argv[++i];
      if (!key || !HEX(32).test(key.toLowerCase())) usage('--key: expected 64 hexadecimal digits (a raw Ed25519 public key)');
      key = key.toLowerCase();
    } else if (argv[i] === '--help' || argv[i] === '-h') usage('Checks a proof of liabilities against a signed checkpoint.');
    else if (argv[i].startsWith('--')) usage(`unknown option ${argv[i]}`);
    else positional.push(argv[i]);
  }
  if (positional.length !== 2) usage('expected two arguments: the proof and the checkpoints');
  return { proofFile: positional[0], checkpointsSource: positional[1], key };
}

function readJson(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Stop(`cannot read ${file}: ${error.message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Stop(`${file} is not JSON: ${error.message}`);
  }
}

/** The `data` of an answer envelope `{code, msg, data}`, or the value itself when it is not one. */
function unwrap(value, what) {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'data' in value && 'code' in value) {
    if (value.code !== 1) throw new Stop(`${what}: the server refused (code ${value.code}): ${value.msg}`);
    return value.data;
  }
  return value;
}

async function fetchJson(url) {
  let response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Stop(`cannot fetch ${url}: ${error.cause?.message ?? error.message}`);
  }
  if (!response.ok) throw new Stop(`${url} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Stop(`${url} did not answer JSON`);
  }
}

/** One page of checkpoints from any of the accepted shapes: the envelope, its data, a list, or one checkpoint. */
function pageOf(value, what) {
  const data = unwrap(value, what);
  if (Array.isArray(data)) return { publicKey: null, list: data, hasMore: false };
  if (data && Array.isArray(data.list)) return { publicKey: typeof data.publicKey === 'string' ? data.publicKey : null, list: data.list, hasMore: data.hasMore === true };
  if (data && typeof data.id === 'number' && typeof data.signature === 'string') return { publicKey: null, list: [data], hasMore: false };
  throw new Stop(`${what}: neither checkpoints nor the answer of /bb/transparency/checkpoints`);
}

/** The checkpoint of the given id, reading further pages from an address while there are more. */
async function findCheckpoint(source, id) {
  const isUrl = /^https?:\/\//i.test(source);
  let page = 1;
  let announced = null;
  for (;;) {
    let url = null;
    let value;
    if (isUrl) {
      url = new URL(source);
      if (page > 1) url.searchParams.set('page', String(page));
      say(`reading ${url}`);
      value = await fetchJson(url);
    } else value = readJson(source);
    const { publicKey, list, hasMore } = pageOf(value, url ? String(url) : source);
    announced ??= publicKey;
    const found = list.find((c) => c && c.id === id);
    if (found) return { checkpoint: found, announced };
    // Newest first: once the page reaches below the id, the checkpoint is not published (any more).
    const oldest = Math.min(...list.map((c) => (typeof c?.id === 'number' ? c.id : Infinity)));
    if (!isUrl || !hasMore || list.length === 0 || oldest < id) {
      throw new Stop(`checkpoint ${id} (the proof's) is not among the checkpoints${isUrl ? '' : ` in ${source}${hasMore ? ' (page 1 only: give the address to read further pages)' : ''}`}`);
    }
    page += 1;
    if (page > 100000) throw new Stop(`checkpoint ${id} not found in 100000 pages`);
  }
}

/** Amounts (base-10 integer strings) as bigints; negative ones are read, so they can be named. */
function amountsOf(values, width, what) {
  if (!Array.isArray(values) || values.length !== width) throw new Stop(`${what}: expected ${width} amounts, one per asset`);
  return values.map((value) => {
    if (typeof value !== 'string' || !INTEGER.test(value)) throw new Stop(`${what}: ${JSON.stringify(value)} is not an integer`);
    return BigInt(value);
  });
}

/** Units shown with the asset's decimals: 123450000 with 8 decimals is 1.2345. */
function formatUnits(units, decimals) {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function checkCheckpointShape(c) {
  const problems = [];
  const expect = (isOk, field) => isOk || problems.push(field);
  expect(Number.isSafeInteger(c.id) && c.id >= 1, 'id');
  expect(Number.isSafeInteger(c.time) && c.time >= 0, 'time');
  expect(typeof c.root === 'string' && HEX(32).test(c.root), 'root');
  for (const field of ['ledgerEntryId', 'ticksHead', 'tickId', 'auditHead', 'auditId']) expect(typeof c[field] === 'string', field);
  expect(Number.isSafeInteger(c.accounts) && c.accounts >= 0, 'accounts');
  expect(typeof c.liabilitiesRoot === 'string' && HEX(32).test(c.liabilitiesRoot), 'liabilitiesRoot');
  expect(Number.isSafeInteger(c.users) && c.users >= 0, 'users');
  expect(
    Array.isArray(c.liabilities) &&
      c.liabilities.every((l) => l && typeof l.asset === 'string' && Number.isSafeInteger(l.decimals) && l.decimals >= 0 && typeof l.units === 'string' && UNITS.test(l.units)),
    'liabilities',
  );
  expect(Array.isArray(c.reserves) && c.reserves.every((r) => r && typeof r.asset === 'string' && Array.isArray(r.addresses)), 'reserves');
  expect(typeof c.signature === 'string' && HEX(64).test(c.signature), 'signature');
  expect(typeof c.publicKey === 'string' && HEX(32).test(c.publicKey), 'publicKey');
  if (problems.length > 0) throw new Stop(`checkpoint ${c.id}: malformed ${problems.join(', ')}`);
}

function signatureHolds(checkpoint) {
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(checkpoint.publicKey, 'hex').toString('base64url') }, format: 'jwk' });
    return verify(null, Buffer.from(checkpointMessage(checkpoint), 'utf8'), key, Buffer.from(checkpoint.signature, 'hex'));
  } catch {
    return false;
  }
}

/** The number of steps from a leaf to the root of a tree of `count` leaves. */
function depthOf(count) {
  let depth = 0;
  for (let width = count; width > 1; width = Math.ceil(width / 2)) depth += 1;
  return depth;
}

async function main() {
  const { proofFile, checkpointsSource, key } = parseArguments(process.argv.slice(2));

  const proof = unwrap(readJson(proofFile), proofFile);
  if (proof === null) throw new Stop(`${proofFile}: the server has no proof for you yet (no checkpoint holds your account)`);
  if (!proof || typeof proof !== 'object' || proof.version !== 1) throw new Stop(`${proofFile}: not a proof of version 1`);
  if (!Number.isSafeInteger(proof.checkpointId)) throw new Stop(`${proofFile}: no checkpointId`);
  if (!Array.isArray(proof.assets) || !proof.assets.every((a) => typeof a === 'string') || new Set(proof.assets).size !== proof.assets.length) {
    throw new Stop(`${proofFile}: assets must be distinct names`);
  }
  if (!Array.isArray(proof.path) || !proof.leaf || typeof proof.leaf !== 'object' || !proof.root || typeof proof.root !== 'object') {
    throw new Stop(`${proofFile}: leaf, path or root missing`);
  }
  const width = proof.assets.length;

  const { checkpoint, announced } = await findCheckpoint(checkpointsSource, proof.checkpointId);
  checkCheckpointShape(checkpoint);

  say();
  say(`checkpoint ${checkpoint.id} of ${new Date(checkpoint.time).toISOString()}: ${checkpoint.users} users, ${checkpoint.accounts} ledger accounts up to entry ${checkpoint.ledgerEntryId}`);
  say(`  public key ${checkpoint.publicKey}`);

  // 1. The signature, by the expected key.
  if (key !== null) {
    if (checkpoint.publicKey === key) ok('the checkpoint names the pinned key');
    else fail(`the checkpoint is signed by key ${checkpoint.publicKey}, not the pinned ${key}`);
  } else if (announced && announced !== checkpoint.publicKey) {
    say(`  note    the page announces key ${announced}, the checkpoint names ${checkpoint.publicKey} (the key may have changed since)`);
  }
  if (signatureHolds(checkpoint)) ok('the Ed25519 signature over the checkpoint message holds');
  else fail(`the signature of checkpoint ${checkpoint.id} does not verify with key ${checkpoint.publicKey}: the checkpoint was altered or signed by another key`);
  if (key === null) say(`  note    no --key given: compare the key above with the one the exchange publishes elsewhere`);

  // 2. The proof's root is the checkpoint's: hash and sums.
  const rootHash = String(proof.root.hash);
  if (rootHash === checkpoint.liabilitiesRoot) ok(`the proof's root hash is the checkpoint's liabilitiesRoot ${checkpoint.liabilitiesRoot}`);
  else fail(`the proof's root hash ${rootHash} is not the checkpoint's liabilitiesRoot ${checkpoint.liabilitiesRoot}`);
  const rootSums = amountsOf(proof.root.sums, width, 'root sums');
  const published = new Map(checkpoint.liabilities.map((l) => [l.asset, l]));
  const decimals = proof.assets.map((asset, i) => published.get(asset)?.decimals ?? proof.decimals?.[i] ?? 0);
  if (published.size !== checkpoint.liabilities.length) fail('the checkpoint lists an asset twice in its liabilities');
  for (const l of checkpoint.liabilities) if (!proof.assets.includes(l.asset)) fail(`the checkpoint's liabilities count ${l.asset}, which the proof's tree does not hold`);
  proof.assets.forEach((asset, i) => {
    const l = published.get(asset);
    if (!l) return fail(`the proof's tree holds ${asset}, which the checkpoint's liabilities do not list`);
    if (BigInt(l.units) === rootSums[i]) ok(`root sum of ${asset} is the published liability ${formatUnits(rootSums[i], l.decimals)} (${l.units} units)`);
    else fail(`root sum of ${asset} is ${rootSums[i]} units, the checkpoint publishes ${l.units}`);
    if (proof.decimals?.[i] !== l.decimals) fail(`the proof gives ${asset} ${proof.decimals?.[i]} decimals, the checkpoint ${l.decimals}`);
  });

  // 3. The climb from the leaf.
  const { leaf } = proof;
  const balances = amountsOf(leaf.balances, width, 'leaf balances');
  if (typeof leaf.salt !== 'string' || !/^[0-9a-f]{32,}$/.test(leaf.salt)) throw new Stop('the leaf: the salt must be 32 or more lowercase hexadecimal digits');
  if (!/^\d+$/.test(String(leaf.userId))) throw new Stop('the leaf: the user id must be digits');
  say();
  say('the climb (sums in units, in the order ' + proof.assets.join(', ') + '):');
  let node = { hash: leafHash(leaf.salt, String(leaf.userId), balances), sums: balances };
  say(`  leaf    user ${leaf.userId}: hash ${node.hash}  sums ${node.sums.join(',')}`);
  let negative = balances.some((b) => b < 0n);
  if (negative) fail('your leaf holds a negative balance');
  proof.path.forEach((step, i) => {
    const what = `step ${i + 1}`;
    if (!step || (step.side !== 'left' && step.side !== 'right') || typeof step.hash !== 'string' || !HEX(32).test(step.hash)) throw new Stop(`${what}: side or hash malformed`);
    const sums = amountsOf(step.sums, width, what);
    const sibling = { hash: step.hash, sums };
    node = step.side === 'left' ? nodeOf(sibling, node) : nodeOf(node, sibling);
    say(`  ${what.padEnd(7)} sibling on the ${step.side.padEnd(5)} ${step.hash}  sums ${sums.join(',')}`);
    say(`${'          node'.padEnd(31)}${node.hash}  sums ${node.sums.join(',')}`);
    if (sums.some((s) => s < 0n)) {
      negative = true;
      fail(`${what}: the sibling's sums ${sums.join(',')} hold a negative amount, which would hide balances inside the total`);
    }
  });
  if (!negative) ok('no amount on the path is negative');
  if (node.hash === rootHash) ok("the climb reaches the proof's root hash");
  else fail(`the climb reaches ${node.hash}, not the proof's root ${rootHash}: the leaf or a step was altered`);
  const differs = proof.assets.filter((_, i) => node.sums[i] !== rootSums[i]);
  if (differs.length === 0) ok("the climb's sums are the root's sums");
  else fail(`the climb's sums differ from the root's for ${differs.join(', ')}`);

  // 4. The shape: a tree of `users` leaves, the path of leaf `leafIndex`.
  const count = proof.leafCount;
  const index = proof.leafIndex;
  if (!Number.isSafeInteger(count) || count !== checkpoint.users) fail(`the proof counts ${count} leaves, the checkpoint ${checkpoint.users} users`);
  else if (!Number.isSafeInteger(index) || index < 0 || index >= count) fail(`leaf index ${index} is outside a tree of ${count} leaves`);
  else if (proof.path.length !== depthOf(count)) fail(`the path has ${proof.path.length} steps, a tree of ${count} leaves has ${depthOf(count)}`);
  else if (proof.path.some((step, d) => step.side !== ((index >> d) & 1 ? 'left' : 'right'))) fail(`the sides of the path do not spell leaf index ${index}`);
  else ok(`the path is that of leaf ${index} in a tree of ${count} leaves`);

  // What it proves for you.
  say();
  say(`your balances in the proof for checkpoint ${checkpoint.id} (user ${leaf.userId}):`);
  proof.assets.forEach((asset, i) => say(`  ${asset.padEnd(8)} ${formatUnits(balances[i], decimals[i])}`));
  if (checkpoint.reserves.length > 0) {
    say();
    say('reserves published with it (not checked by this script: look the addresses up on an explorer):');
    for (const r of checkpoint.reserves) {
      const l = published.get(r.asset);
      const shown = r.status === 'proven' && typeof r.units === 'string' && UNITS.test(r.units) ? `${formatUnits(BigInt(r.units), l?.decimals ?? 0)} at block ${r.block} on ${r.network}` : 'not proven';
      say(`  ${String(r.asset).padEnd(8)} ${shown}${l ? `; liabilities ${formatUnits(BigInt(l.units), l.decimals)}` : ''}`);
    }
  }

  say();
  if (failures.length === 0) {
    say(`VERIFIED: checkpoint ${checkpoint.id} is signed by ${checkpoint.publicKey}${key === null ? ' (key not pinned)' : ''}, and your balances are counted in its liabilities.`);
    return 0;
  }
  say(`NOT VERIFIED (${failures.length} failure${failures.length === 1 ? '' : 's'}):`);
  for (const f of failures) say(`  - ${f}`);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof Stop) {
      for (const f of failures) console.error(`FAILED: ${f}`);
      console.error(`NOT VERIFIED: ${error.message}`);
    } else console.error(`NOT VERIFIED: unexpected error: ${error?.stack ?? error}`);
    process.exitCode = 1;
  },
);
