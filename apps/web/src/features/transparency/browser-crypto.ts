import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { checkpointMessage, type TCheckpoint } from '@exchange/contracts';
import type { TProofCrypto } from './proof-verification';

/**
 * The verification's cryptography, run in the user's own browser (@noble: audited, no native code),
 * so no answer of the server is taken on its word. Loaded on demand (use-transparency-crypto.ts): the
 * curve arithmetic stays out of every other page's download.
 */
export const browserCrypto: TProofCrypto = {
  sha256: (text) => bytesToHex(sha256(utf8ToBytes(text))),
  verifyCheckpoint: (checkpoint: TCheckpoint) =>
    ed25519.verify(hexToBytes(checkpoint.signature), utf8ToBytes(checkpointMessage(checkpoint)), hexToBytes(checkpoint.publicKey)),
};
