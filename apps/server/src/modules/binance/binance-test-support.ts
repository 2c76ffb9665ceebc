import { createHmac, sign, type KeyObject } from 'node:crypto';
import type { TTestApp } from '../../test/test-app.js';
import { grantSecurityCode, userIdOf } from '../withdrawals/withdrawal-test-support.js';

export type TTestKey = { apiKey: string; secret: string; id: number; privateKey?: KeyObject };

/** Creates an API key through the security centre's call, with the demo fund password and a fresh code. */
export async function createKey(
  t: TTestApp,
  token: string,
  options: { canTrade?: boolean; ipAllow?: string; kind?: 'hmac' | 'ed25519'; publicKey?: string; privateKey?: KeyObject; fundPwd?: string } = {},
): Promise<TTestKey> {
  const code = await grantSecurityCode(t.deps, await userIdOf(t, token), 'apiKey');
  const created = await t.call(
    '/user/apiKey/create',
    {
      label: 'bot',
      kind: options.kind ?? 'hmac',
      publicKey: options.publicKey ?? '',
      canTrade: options.canTrade === false ? '0' : '1',
      ipAllow: options.ipAllow ?? '',
      fundPwd: options.fundPwd ?? '123456',
      code,
    },
    { token },
  );
  if (created.code !== 1) throw new Error(`key creation failed: ${created.msg}`);
  return { apiKey: created.data.apiKey, secret: created.data.secret, id: created.data.id, privateKey: options.privateKey };
}

export type TSignedOptions = { ip?: string; inBody?: boolean; timestamp?: number; recvWindow?: number; signature?: string; apiKey?: string };

/** Signs params as Binance clients do (HMAC-SHA256 hex, or Ed25519 base64) and sends them; answers status, body and headers. */
export async function signedCall(
  t: TTestApp,
  key: TTestKey | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  params: Record<string, string | number> = {},
  options: TSignedOptions = {},
) {
  const all: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  // Every request is a new one (the server accepts a signature once): the test clock moves on.
  t.clock.advance(1);
  if (key) {
    all.timestamp = String(options.timestamp ?? t.clock.now());
    if (options.recvWindow !== undefined) all.recvWindow = String(options.recvWindow);
  }
  const text = new URLSearchParams(all).toString();
  let signature = options.signature;
  if (key && signature === undefined) {
    signature = key.privateKey ? sign(null, Buffer.from(text), key.privateKey).toString('base64') : createHmac('sha256', key.secret).update(text).digest('hex');
  }
  const full = key ? `${text}&signature=${encodeURIComponent(signature!)}` : text;
  const inBody = options.inBody ?? method === 'POST';
  const response = await t.app.inject({
    method,
    url: `/api/v3${path}${!inBody && full ? `?${full}` : ''}`,
    payload: inBody ? full : undefined,
    headers: { ...(inBody ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(key || options.apiKey ? { 'x-mbx-apikey': options.apiKey ?? key!.apiKey } : {}) },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export { userIdOf };
