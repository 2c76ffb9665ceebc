import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from './config.js';

export type TSealer = {
  seal(secret: string): string;
  open(sealed: string): string;
  /** A stored value that may predate sealing: a sealed one opened, anything else as it is. */
  openStored(stored: string): string;
};

const KEY_FILE = 'api-key-seal.key';

/**
 * The key that seals the secrets the server must read back (API keys' HMAC secrets, users'
 * authenticator secrets), kept outside the database: API_KEY_SEAL_KEY (32 bytes, base64),
 * else a file in DATA_DIR made once with owner-only access. A dump of the database alone then
 * yields no secret that could sign a request.
 */
function sealKey(config: Pick<TConfig, 'apiKeySealKey' | 'dataDir'>): Buffer {
  if (config.apiKeySealKey) {
    const key = Buffer.from(config.apiKeySealKey, 'base64');
    if (key.length !== 32) throw new Error('API_KEY_SEAL_KEY must be 32 bytes in base64');
    return key;
  }
  const file = path.join(config.dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      // `wx`: two processes starting together keep the first one's key.
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return sealKey({ apiKeySealKey: fs.readFileSync(file, 'utf8').trim(), dataDir: config.dataDir });
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; opening checks the tag, so a changed row fails. */
export function createSealer(config: Pick<TConfig, 'apiKeySealKey' | 'dataDir'>): TSealer {
  let key: Buffer | null = null;
  const keyOf = () => (key ??= sealKey(config));
  const open = (sealed: string): string => {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  };
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open,
    openStored: (stored) => (stored.startsWith('v1.') ? open(stored) : stored),
  };
}
