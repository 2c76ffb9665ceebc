import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type TViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core on the page as it is (injected through the debugger, which the page's CSP allows). */
export async function axeViolations(page: Page): Promise<TViolation[]> {
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
