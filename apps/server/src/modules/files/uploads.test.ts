import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';

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

  async function upload(token: string | undefined, bytes: Buffer, filename = 'a.png', mime = 'image/png', lang = 'en-US') {
    const { payload, headers } = multipart(bytes, filename, mime);
    const response = await t.app.inject({
      method: 'POST',
      url: '/bb/file/upload?type=avatar',
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
    const { token: other } = await registerByEmail(t, 'other@example.com');
    expect((await t.call('/user/updateIcon', { icon: mine.data.url }, { token: other })).err).toBe('fileMissing');
    expect((await t.call('/user/updateIcon', { icon: 'https://evil.example/x.png' }, { token: other })).err).toBe('fileMissing');
  });

  it('answers 404 for an unknown file without touching the disk by its name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/bb/file/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/bb/file/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
  });
});
