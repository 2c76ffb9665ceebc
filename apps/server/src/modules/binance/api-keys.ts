import { createPublicKey, randomBytes } from 'node:crypto';
import { API_KEY_LIMITS, isOn, readIpList, type TApiKey } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError, needLogin } from '../../platform/errors.js';
import type { TApiKeysTable } from '../../platform/db/schema-binance.js';
import type { Selectable } from 'kysely';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { checkUserPassword } from '../accounts/password-guard.js';
import { requireSecondFactor } from '../accounts/two-factor/second-factor.js';
import { apiKeysRepository } from './api-keys.repository.js';
import type { TSealer } from '../../platform/secret-seal.js';

export type TApiKeyRow = Selectable<TApiKeysTable>;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 64 random letters and digits, as Binance's keys and secrets look (about 380 bits). */
export function randomToken(length = 64): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // Rejection sampling keeps every character equally likely (248 = 4 × 62).
  for (const byte of bytes) {
    if (byte < 248) out += ALPHANUMERIC[byte % 62];
    if (out.length === length) return out;
  }
  return out + randomToken(length - out.length);
}

/** An address as the server sees it, in one form: IPv4 mapped into IPv6 is the IPv4 address; IPv6 in its shortest form. */
export function canonicalIp(ip: string): string {
  const plain = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!plain.includes(':')) return plain;
  try {
    return new URL(`http://[${plain}]/`).hostname.slice(1, -1);
  } catch {
    return plain;
  }
}

export function presentApiKey(row: TApiKeyRow): TApiKey {
  return {
    id: Number(row.id),
    apiKey: row.api_key,
    kind: row.kind,
    label: row.label,
    canTrade: row.can_trade === 1n,
    canWithdraw: row.can_withdraw === 1n,
    ipAllow: row.ip_allow ? row.ip_allow.split(',') : [],
    createdAt: Number(row.created_at),
  };
}

/** An Ed25519 public key in PEM (SPKI), as the user's own tool wrote it; the stored form is the same PEM, normalised. */
function readEd25519PublicKey(pem: string): string {
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not ed25519');
    return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    throw new AppError('apiKeyPublicKeyInvalid');
  }
}

/**
 * What a key's creation, or turning its withdrawal permission on, must prove: the fund password
 * (wrong tries limited per user) and a second factor, spent once: the authenticator's code when
 * the user turned TOTP on, else a security code of purpose `apiKey` sent to the user's own
 * contact. A stolen session alone must not be able to mint a key that outlives it.
 */
async function proveKeyChange(deps: TDeps, userId: bigint, proof: { fundPwd: string; code: string }): Promise<void> {
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (!user.fund_password_hash) throw new AppError('fundPasswordNotSet');
  await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, proof.fundPwd, 'fundPasswordIncorrect');
  await requireSecondFactor(deps, userId, { purpose: 'apiKey', code: proof.code });
}

export type TCreateKey = { label: string; kind: 'hmac' | 'ed25519'; publicKey: string; canTrade?: unknown; ipAllow: string; fundPwd: string; code: string };

/**
 * Creates a key: an HMAC key gets a new secret, sealed in the row and answered this once; an
 * Ed25519 key stores only the public key the user gave. The count per user is checked again by
 * the insert itself (apiKeysRepository.insertWithin), so two creations at once cannot pass it.
 */
export async function createApiKey(deps: TDeps, sealer: TSealer, userId: bigint, input: TCreateKey): Promise<TApiKey & { secret: string }> {
  const ips = readIpList(input.ipAllow);
  if (ips.problem) throw new AppError(ips.problem);
  const publicKey = input.kind === 'ed25519' ? readEd25519PublicKey(input.publicKey) : '';
  if ((await apiKeysRepository.countOf(deps.db, userId)) >= API_KEY_LIMITS.keysPerUser) {
    throw new AppError('apiKeyLimit', { vars: { max: String(API_KEY_LIMITS.keysPerUser) } });
  }
  await proveKeyChange(deps, userId, input);
  const secret = input.kind === 'hmac' ? randomToken() : '';
  const now = BigInt(deps.clock.now());
  const row = await apiKeysRepository.insertWithin(
    deps.db,
    {
      user_id: userId,
      api_key: randomToken(),
      kind: input.kind,
      secret_sealed: secret ? sealer.seal(secret) : '',
      public_key: publicKey,
      label: input.label,
      can_trade: isOn(input.canTrade) ? 1n : 0n,
      can_withdraw: 0n,
      ip_allow: ips.ips.join(','),
      created_at: now,
      updated_at: now,
    },
    API_KEY_LIMITS.keysPerUser,
  );
  if (!row) throw new AppError('apiKeyLimit', { vars: { max: String(API_KEY_LIMITS.keysPerUser) } });
  return { ...presentApiKey(row), secret };
}

export type TUpdateKey = { id: number; label?: string; canTrade?: unknown; canWithdraw?: unknown; ipAllow?: string; fundPwd: string; code: string };

/** Changes a key of the caller's; turning withdrawal on is proved as a creation is. */
export async function updateApiKey(deps: TDeps, userId: bigint, input: TUpdateKey, onChange: (apiKey: string) => void): Promise<TApiKey> {
  const row = await apiKeysRepository.findOwn(deps.db, userId, BigInt(input.id));
  if (!row) throw new AppError('noData');
  const ips = input.ipAllow === undefined ? null : readIpList(input.ipAllow);
  if (ips?.problem) throw new AppError(ips.problem);
  const canWithdraw = input.canWithdraw === undefined ? row.can_withdraw === 1n : isOn(input.canWithdraw);
  if (canWithdraw && row.can_withdraw !== 1n) await proveKeyChange(deps, userId, input);
  const changes = {
    label: input.label ?? row.label,
    can_trade: input.canTrade === undefined ? row.can_trade : isOn(input.canTrade) ? 1n : 0n,
    can_withdraw: canWithdraw ? 1n : 0n,
    ip_allow: ips ? ips.ips.join(',') : row.ip_allow,
    updated_at: BigInt(deps.clock.now()),
  };
  await apiKeysRepository.update(deps.db, row.id, changes);
  onChange(row.api_key);
  return presentApiKey({ ...row, ...changes });
}

export async function deleteApiKey(deps: TDeps, userId: bigint, id: number, onChange: (apiKey: string) => void): Promise<void> {
  const row = await apiKeysRepository.findOwn(deps.db, userId, BigInt(id));
  if (!row) throw new AppError('noData');
  await apiKeysRepository.remove(deps.db, row.id);
  onChange(row.api_key);
}
