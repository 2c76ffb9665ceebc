import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { toastsGone } from './browser';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type TViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core on the page as it rests (injected through the debugger, which the page's CSP
 * allows). First the pointer leaves whatever it last clicked and every running CSS animation and
 * transition finishes, and toasts are gone: otherwise axe measures a button in its hover colour or a toast mid-fade, and
 * the result depends on the machine's speed (CI saw such one-off contrast failures).
 */
export async function axeViolations(page: Page): Promise<TViolation[]> {
  await page.mouse.move(0, 0);
  // Toasts fade by script (antd-mobile's springs), which no animation list shows: let them go (they
  // last 2–3 s; a toast that stays is then measured as it is).
  await toastsGone(page).catch(() => undefined);
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: TViolation[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations;
}

/** The critical and serious violations of the page as it is now, each saying where it is. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const v of await axeViolations(page)) {
    if (v.impact !== 'critical' && v.impact !== 'serious') continue;
    const where = v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ');
    found.push(`${label}: [${v.impact}] ${v.id} (${v.nodes.length}×) ${v.help} — ${where}`);
  }
  return found;
}
