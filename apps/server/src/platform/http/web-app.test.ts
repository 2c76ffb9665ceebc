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
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>mobile</title><script type="module" src="/assets/app.js"></script>');
    fs.writeFileSync(path.join(dist, 'pc.html'), '<!doctype html><title>desktop</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), script);
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

  it('sends scripts gzipped and cacheable for a year, and unknown API paths as 404 envelopes', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(asset.rawPayload).toString()).toBe(script);
    expect(asset.rawPayload.length).toBeLessThan(script.length / 10);
    const api = await t.app.inject({ method: 'GET', url: '/bb/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(0);
  });
});
