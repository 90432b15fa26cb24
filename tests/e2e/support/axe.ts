import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Violations a user of assistive technology is blocked or badly hindered by. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on what the page shows now and answers its serious and critical violations.
 * The engine is evaluated through the debugging protocol rather than a script tag, so the app's
 * Content-Security-Policy does not stand in the way.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'], iframes: false });
  });
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** One readable paragraph per violation: the rule, what it asks, and the first few elements. */
export function describeViolations(screen: string, violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 4)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').split('\n').slice(1).join('; ').trim()}`)
        .join('\n');
      const more = v.nodes.length > 4 ? `\n    … and ${v.nodes.length - 4} more` : '';
      return `[${screen}] ${v.impact} ${v.id}: ${v.help} (${v.nodes.length})\n${nodes}${more}`;
    })
    .join('\n');
}
