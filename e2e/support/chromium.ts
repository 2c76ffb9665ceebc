import fs from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The browser suites need Debian's Chromium; without it they are skipped (and say so). */
export const hasChromium = fs.existsSync(CHROMIUM_PATH);

export const SKIP_MESSAGE = `e2e: ${CHROMIUM_PATH} not found, the browser suites are skipped (install it with: apt-get install -y chromium)`;
