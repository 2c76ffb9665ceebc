import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorToken } from '../../test/wallet-helpers.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa65a8b0000000049454e44ae426082',
  'hex',
);

function multipart(bytes: Buffer, filename: string, mime: string) {
  const boundary = '----exchange-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('uploads and avatars on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect, { uploadMaxBytes: 64 * 1024 });
  });
  afterEach(async () => {
    await t.close();
  });

  async function upload(token: string | undefined, bytes: Buffer, filename = 'a.png', mime = 'image/png', lang = 'en-US', kind = 'avatar') {
    const { payload, headers } = multipart(bytes, filename, mime);
    const response = await t.app.inject({
      method: 'POST',
      url: `/bb/file/upload?type=${kind}`,
      payload,
      headers: { ...headers, 'accept-language': lang, ...(token ? { 'x-access-token': token } : {}) },
    });
    return response.json();
  }

  it('accepts a PNG checked by content, sets it as avatar, and serves it back with its type', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    const before = await t.call('/user/info', {}, { token });
    expect(before.data.icon).toBe('/bb/file/default-avatar.svg');
    const uploaded = await upload(token, PNG);
    expect(uploaded.code).toBe(1);
    expect(uploaded.data.url).toMatch(/^\/bb\/file\/[0-9a-f]{32}\.png$/);
    const updated = await t.call('/user/updateIcon', { icon: uploaded.data.url }, { token });
    expect(updated.data.icon).toBe(uploaded.data.url);
    const served = await t.app.inject({ method: 'GET', url: uploaded.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const fallback = await t.app.inject({ method: 'GET', url: '/bb/file/default-avatar.svg' });
    expect(fallback.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses content that is not PNG, JPEG or WebP, whatever its name says', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    const html = await upload(token, Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', 'image/png');
    expect(html).toMatchObject({ code: 0, msg: 'Only PNG, JPEG or WebP images are accepted' });
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml', 'tr-TR');
    expect(svg.err).toBe('fileTypeInvalid');
    expect((await upload(token, Buffer.alloc(0))).err).toBe('fileMissing');
  });

  it('refuses a file over the size limit', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    const big = Buffer.concat([PNG, Buffer.alloc(70 * 1024)]);
    const result = await upload(token, big);
    expect(result).toMatchObject({ code: 0, err: 'fileTooLarge' });
    expect(result.msg).toBe('The file is too large (at most 64 KB)');
  });

  it('needs a session, and never lets one user take another user upload as avatar', async () => {
    expect((await upload(undefined, PNG)).code).toBe(-2);
    const demo = await login(t, DEMO.email, DEMO.password);
    const mine = await upload(demo, PNG);
    const other = await otherUser();
    expect((await t.call('/user/updateIcon', { icon: mine.data.url }, { token: other })).err).toBe('fileMissing');
    expect((await t.call('/user/updateIcon', { icon: 'https://evil.example/x.png' }, { token: other })).err).toBe('fileMissing');
  });

  it('answers 404 for an unknown file without touching the disk by its name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/bb/file/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/bb/file/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
  });

  /** Another user, made directly (sign-up is not under test here) and logged in over HTTP. */
  async function otherUser(): Promise<string> {
    const now = BigInt(t.clock.now());
    await accountsRepository.insertUser(t.deps.db, {
      uid: '7777002', email: 'other-viewer@example.com', area_code: null, phone: null, phone_account: null,
      password_hash: await hashPassword('Other-Viewer-51xz'), fund_password_hash: null, invitation_code: 'VIEW01', referrer_id: null,
      icon: null, kyc_status: 0n, score: 100n, created_at: now, updated_at: now,
    });
    return login(t, 'other-viewer@example.com', 'Other-Viewer-51xz');
  }

  const view = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a deposit proof or KYC photo only to its owner and to operators, as if missing to anyone else', async () => {
    const owner = await login(t, DEMO.email, DEMO.password);
    const other = await otherUser();
    const operator = await operatorToken(t);
    for (const kind of ['proof', 'kyc']) {
      const { url } = (await upload(owner, PNG, 'p.png', 'image/png', 'en-US', kind)).data;
      const mine = await view(url, { 'x-access-token': owner });
      expect(mine.statusCode).toBe(200);
      expect(mine.rawPayload.equals(PNG)).toBe(true);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      const byOperator = await view(url, { 'x-operator-token': operator });
      expect(byOperator.statusCode).toBe(200);
      expect(byOperator.headers['cache-control']).toBe('private, no-store');
      const strangers: Record<string, string>[] = [{}, { 'x-access-token': other }, { 'x-operator-token': 'op_forged' }, { 'x-access-token': 'forged' }];
      for (const headers of strangers) {
        const refused = await view(url, headers);
        expect(refused.statusCode, `${kind} ${JSON.stringify(headers)}`).toBe(404);
        expect(refused.json()).toMatchObject({ code: 0, err: 'notFound' });
      }
      // The same answer as for a file that never existed: existence is not revealed.
      const missing = await view(`/bb/file/${'b'.repeat(32)}.png`, { 'x-access-token': other });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual((await view(url, { 'x-access-token': other })).json());
    }
    const avatar = (await upload(owner, PNG)).data.url;
    const seen = await view(avatar);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a multipart upload without a boundary, or with a wrong one, with the envelope and no 5xx', async () => {
    const token = await login(t, DEMO.email, DEMO.password);
    const { payload } = multipart(PNG, 'a.png', 'image/png');
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=not-the-one-used']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bb/file/upload?type=avatar',
        payload,
        headers: { 'content-type': contentType, 'x-access-token': token },
      });
      expect(response.statusCode, contentType).toBeLessThan(500);
      expect(response.json(), contentType).toMatchObject({ code: 0, err: expect.stringMatching(/^(fileMissing|invalidParams)$/) });
    }
    expect((await upload(token, PNG)).code).toBe(1);
  });
});
