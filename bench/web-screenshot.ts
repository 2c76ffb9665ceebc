/** Dev aid: a screenshot of a page of a running server. Usage: tsx bench/web-screenshot.ts <baseURL> <path> <out.png> [width height lang waitMs] */
import { chromium } from 'playwright-core';
const [base, url, out, w = '1440', h = '900', lang = 'en-US', wait = '2500'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: +w, height: +h }, locale: lang });
const page = await context.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 200)));
if (lang !== 'en-US') { await page.goto('/bb/health'); await page.evaluate((l) => localStorage.setItem('User-Lang', l), lang); }
await page.goto(url, { waitUntil: 'networkidle' });
if (process.env.SHOT_CLICK) await page.getByRole('button', { name: process.env.SHOT_CLICK, exact: true }).click();
await page.waitForTimeout(+wait);
console.log('toasts:', await page.locator('.ant-message, .adm-toast-main').allInnerTexts());
await page.screenshot({ path: out });
await browser.close();
