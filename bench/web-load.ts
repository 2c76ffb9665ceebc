/**
 * First load as a browser sees it: headless Chromium opens the built mobile home (/) and desktop
 * home (/pc) as a first-time visitor (not logged in, English, empty cache) and sums the scripts the
 * network log shows until the page is idle (no request for 500 ms). Budget: 150 KB gzip each.
 *
 * The server sends files uncompressed (a proxy in front compresses them), so a script sent as is
 * counts as its gzip size at the default level, as `npm run size -w apps/web` counts it; a script
 * that arrives compressed counts as the bytes that came over the wire. Unlike that script, which
 * follows Vite's manifest, this also sees whatever the code imports at run time before going idle.
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { CHROMIUM, startBenchWebServer } from './web-server.js';

const BUDGET_BYTES = 150 * 1000;

type TScript = { url: string; bytes: number };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Opens `url` in a fresh page and returns every script it fetched until the network went idle. */
async function scriptsOf(page: Page, url: string): Promise<TScript[]> {
  const pending: Promise<TScript | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const encoding = (await response.headerValue('content-encoding')) ?? '';
        const wire = (await response.request().sizes()).responseBodySize;
        return { url: new URL(response.url()).pathname, bytes: encoding ? wire : gzipSync(body).length };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(pending)).filter((s): s is TScript => s !== null);
}

export async function runWebLoadBench(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`web-load: ${CHROMIUM} not found, skipped`);
    return;
  }
  const { address, browser, close } = await startBenchWebServer('web-load');
  let isOver = false;
  try {
    for (const [name, url, viewport] of [
      ['mobile home (/)', '/', { width: 390, height: 844 }],
      ['desktop home (/pc)', '/pc', { width: 1440, height: 900 }],
    ] as const) {
      const context = await browser.newContext({ baseURL: address, viewport, locale: 'en-US' });
      const page = await context.newPage();
      const scripts = await scriptsOf(page, url);
      await context.close();
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      if (total > BUDGET_BYTES) isOver = true;
      console.log(`web-load: ${name}: ${kb(total)} gzip of JavaScript in ${scripts.length} scripts until idle (budget ${kb(BUDGET_BYTES)})`);
      if (process.env.BENCH_VERBOSE === '1') {
        for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.url}`);
      }
    }
    if (isOver) console.log('web-load: OVER BUDGET');
  } finally {
    await close();
  }
}
