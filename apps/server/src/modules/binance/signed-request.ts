import { createHmac, createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import { BINANCE_LIMITS, type TBinanceSecurity } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { BinanceError, illegal, mandatory } from './binance-error.js';
import { apiKeysRepository } from './api-keys.repository.js';
import { canonicalIp, type TApiKeyRow } from './api-keys.js';
import type { TSealer } from '../../platform/secret-seal.js';

/** A key as requests use it: its row, and what verifies its signatures (the opened HMAC secret, or the Ed25519 public key). */
export type TLiveKey = { row: TApiKeyRow; isDisabled: boolean; hmac: Buffer | null; ed25519: KeyObject | null; ips: Set<string> };

/** How long a looked-up key is trusted before it is read again: a change in another process reaches this one within it. */
const KEY_CACHE_MS = 5_000;
/** Wrong signatures a key, or an address, may send per minute before it is refused with 429. */
export const BAD_SIGNATURE_LIMITS = { perKey: { limit: 20, windowMs: 60_000 }, perIp: { limit: 60, windowMs: 60_000 } } as const;
/** A timestamp may be ahead of the server by this much (Binance: 1 s). */
const AHEAD_MS = 1_000;
const API_KEY_FORMAT = /^[A-Za-z0-9]{64}$/;

export type TKeyStore = {
  get(apiKey: string, now: number): Promise<TLiveKey | null>;
  forget(apiKey: string): void;
  /** True the first time this process sees a signed request (remembered until `until`). */
  firstSight(id: string, until: number, now: number): boolean;
};

export function keyStore(deps: Pick<TDeps, 'db'>, sealer: TSealer): TKeyStore {
  const cache = new Map<string, { key: TLiveKey | null; at: number }>();
  const seen = new Map<string, number>();
  let lastSweep = 0;
  return {
    firstSight(id, until, now) {
      if (now - lastSweep > 10_000) {
        lastSweep = now;
        for (const [k, end] of seen) if (end < now) seen.delete(k);
      }
      const end = seen.get(id);
      if (end !== undefined && end >= now) return false;
      seen.set(id, until);
      return true;
    },
    async get(apiKey, now) {
      const hit = cache.get(apiKey);
      if (hit && now - hit.at < KEY_CACHE_MS) return hit.key;
      const found = await apiKeysRepository.findByApiKey(deps.db, apiKey);
      let key: TLiveKey | null = null;
      if (found) {
        const { login_disabled_at, ...row } = found;
        key = {
          row,
          isDisabled: login_disabled_at !== null,
          hmac: row.kind === 'hmac' ? Buffer.from(sealer.open(row.secret_sealed), 'utf8') : null,
          ed25519: row.kind === 'ed25519' ? createPublicKey(row.public_key) : null,
          ips: new Set(row.ip_allow ? row.ip_allow.split(',').map(canonicalIp) : []),
        };
      }
      if (cache.size > 10_000) cache.clear();
      cache.set(apiKey, { key, at: now });
      return key;
    },
    forget(apiKey) {
      cache.delete(apiKey);
    },
  };
}

/**
 * The signed text: the query string followed by the body, exactly as sent, without the
 * `signature` parameter (Binance: "totalParams is the query string concatenated with the body").
 */
export function signedPayload(rawQuery: string, rawBody: string): { payload: string; signature: string | null } {
  let signature: string | null = null;
  const strip = (text: string) =>
    text
      .split('&')
      .filter((pair) => {
        if (!pair.startsWith('signature=')) return true;
        signature ??= decodeURIComponent(pair.slice('signature='.length).replace(/\+/g, ' '));
        return false;
      })
      .join('&');
  return { payload: strip(rawQuery) + strip(rawBody), signature };
}

function isSignatureRight(key: TLiveKey, payload: string, signature: string): boolean {
  if (key.hmac) {
    const expected = createHmac('sha256', key.hmac).update(payload).digest();
    const given = /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
    return given !== null && timingSafeEqual(expected, given);
  }
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64) return false;
  try {
    return verify(null, Buffer.from(payload, 'utf8'), key.ed25519!, bytes);
  } catch {
    return false;
  }
}

export type TSignedRequest = {
  apiKeyHeader: string | undefined;
  ip: string;
  params: Record<string, string>;
  rawQuery: string;
  rawBody: string;
};

/**
 * Checks a request to a keyed call, in Binance's order and with its codes: the key (format
 * -2014; unknown, stopped account, address not allowed, permission missing -2015), then for signed
 * calls `timestamp` and `recvWindow` (-1021 outside the window), the signature (-1022; wrong ones
 * limited per key and per address in the shared limiter, 429 past it), and a replay: a signature
 * is accepted once (remembered for its window by this process, and by the shared limiter or, for
 * a new order, by the order's unique id). Answers the key.
 */
export async function authenticate(
  deps: TDeps,
  keys: TKeyStore,
  security: TBinanceSecurity,
  request: TSignedRequest,
  now: number,
  replay: 'shared' | 'order' = 'shared',
): Promise<TLiveKey> {
  const apiKey = request.apiKeyHeader ?? '';
  if (!API_KEY_FORMAT.test(apiKey)) throw new BinanceError('badApiKeyFormat');
  const key = await keys.get(apiKey, now);
  if (!key || key.isDisabled) throw new BinanceError('rejectedApiKey');
  if (key.ips.size > 0 && !key.ips.has(canonicalIp(request.ip))) throw new BinanceError('rejectedApiKey');
  if (security === 'USER_STREAM') return key;

  const timestampText = request.params.timestamp;
  if (!timestampText) throw mandatory('timestamp');
  if (!/^\d{1,16}$/.test(timestampText)) throw illegal('timestamp');
  const windowText = request.params.recvWindow;
  if (windowText !== undefined && !/^\d{1,16}$/.test(windowText)) throw illegal('recvWindow');
  const recvWindow = windowText === undefined ? BINANCE_LIMITS.recvWindowDefault : Number(windowText);
  if (recvWindow > BINANCE_LIMITS.recvWindowMax || recvWindow <= 0) throw new BinanceError('badValue', `recvWindow must be less than ${BINANCE_LIMITS.recvWindowMax}.`);
  const timestamp = Number(timestampText);
  if (timestamp > now + AHEAD_MS || now - timestamp > recvWindow) throw new BinanceError('timestampOutside');

  const { payload, signature } = signedPayload(request.rawQuery, request.rawBody);
  if (!signature) throw mandatory('signature');
  if (!isSignatureRight(key, payload, signature)) {
    const byKey = await deps.limiter.hit(`api-badsig:key:${key.row.id}`, BAD_SIGNATURE_LIMITS.perKey);
    const byIp = await deps.limiter.hit(`api-badsig:ip:${canonicalIp(request.ip)}`, BAD_SIGNATURE_LIMITS.perIp);
    if (!byKey || !byIp) throw new BinanceError('tooManyRequests', 'Too many requests with an invalid signature; wait before trying again.', 60);
    throw new BinanceError('badSignature');
  }
  // A signature is good once: a captured request sent again inside its window is refused.
  const replayed = () => new BinanceError('badSignature', 'This request was already received: a signed request is accepted once.');
  if (!keys.firstSight(`${key.row.id}:${signature}`, timestamp + recvWindow + AHEAD_MS, now)) throw replayed();
  // Every process must refuse it too: the shared limiter remembers it, except on the order path,
  // whose order carries an id made from the signature, so that the unique index refuses a replay
  // in the same transaction as the order (a round trip to the shared store before each order
  // would put it behind the market's commit in progress, and orders would stop being grouped).
  if (replay === 'shared' && !(await deps.limiter.hit(`api-replay:${key.row.id}:${signature}`, { limit: 1, windowMs: recvWindow + AHEAD_MS }))) throw replayed();
  if (security === 'TRADE' && key.row.can_trade !== 1n) throw new BinanceError('rejectedApiKey');
  return key;
}
