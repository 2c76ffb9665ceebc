import { createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../../platform/config.js';

/** PKCS#8 DER of an Ed25519 private key, before its 32-byte seed (RFC 8410). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** SPKI DER of an Ed25519 public key, before its 32 raw bytes. */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export type TCheckpointSigner = { publicKey: string; sign(message: string): string };

function seedOf(config: Pick<TConfig, 'checkpoint'>, mayCreate: boolean): Buffer {
  if (config.checkpoint.key) return parseSeed(config.checkpoint.key, 'CHECKPOINT_KEY');
  const file = config.checkpoint.keyFile;
  if (!fs.existsSync(file)) {
    if (!mayCreate) throw new Error(`the checkpoint key ${file} is missing, and checkpoints signed with it were published: restore it (or set CHECKPOINT_KEY)`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // `wx`: two processes starting together keep the first one's key.
      fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseSeed(fs.readFileSync(file, 'utf8').trim(), file);
}

function parseSeed(hex: string, where: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`${where} must hold an Ed25519 seed: 32 bytes in hex`);
  return Buffer.from(hex, 'hex');
}

/**
 * The checkpoint key (config.checkpoint): read when a checkpoint is signed, never kept in the
 * database or in the server's long-lived state. The public half is published with each checkpoint.
 * Without CHECKPOINT_KEY, the key file is made on the first checkpoint only (`mayCreate`).
 */
export function checkpointSigner(config: Pick<TConfig, 'checkpoint'>, options: { mayCreate: boolean }): TCheckpointSigner {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seedOf(config, options.mayCreate)]), format: 'der', type: 'pkcs8' });
  const raw = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(SPKI_PREFIX.length);
  return {
    publicKey: raw.toString('hex'),
    sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('hex'),
  };
}

function publicKeyOf(hex: string): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
}

/** Whether `signature` (hex) is the Ed25519 signature of `message` by `publicKey` (raw, hex). */
export function verifyCheckpointSignature(publicKey: string, message: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(publicKey) || !/^[0-9a-f]{128}$/.test(signature)) return false;
  try {
    return verify(null, Buffer.from(message, 'utf8'), publicKeyOf(publicKey), Buffer.from(signature, 'hex'));
  } catch {
    return false;
  }
}
