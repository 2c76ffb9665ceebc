import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/test-app.js';

describe('serving the web app', () => {
  let t: TTestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'static'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>mobile</title><script type="module" src="/static/app.js"></script>');
    fs.writeFileSync(path.join(dist, 'pc.html'), '<!doctype html><title>desktop</title>');
    fs.writeFileSync(path.join(dist, 'static', 'app.js'), script);
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    t = await startTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers deep links with the entry of their interface (history mode), with security headers', async () => {
    const desktop = await t.app.inject({ method: 'GET', url: '/pc/account/assert?type=2' });
    expect(desktop.body).toContain('<title>desktop</title>');
    expect(desktop.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(desktop.headers['x-frame-options']).toBe('DENY');
    const mobile = await t.app.inject({ method: 'GET', url: '/security/fund-password' });
    expect(mobile.body).toContain('<title>mobile</title>');
    expect((await t.app.inject({ method: 'GET', url: '/pc' })).body).toContain('desktop');
  });

  it('answers every mobile screen path with its entry, /assets/... included, and missing files with 404', async () => {
    for (const url of ['/assets', '/assets/deposit?coin=USDT', '/login?next=/assets/a.png', '/assets/withdraw', '/assets/records', '/assets/coin/BTC']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>mobile</title>');
    }
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toBe('User-agent: *\n');
    for (const url of ['/static/gone-1234.js', '/favicon.png', '/pc/missing.css']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('<title>');
    }
  });

  it('sends scripts gzipped and cacheable for a year, and unknown API paths as 404 envelopes', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/static/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(asset.rawPayload).toString()).toBe(script);
    expect(asset.rawPayload.length).toBeLessThan(script.length / 10);
    const api = await t.app.inject({ method: 'GET', url: '/bb/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(0);
  });
});
