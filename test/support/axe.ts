/** axe-core in the browser tests (decision 027): the serious and critical violations of a page, and their report. */
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { trackFetches } from './settle';

/** What axe found, reduced to what a report needs. */
export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * axe's serious and critical violations on the page as it is now. Text contrast is held to
 * 4.5:1 at every size (decision 027), not WCAG's 3:1 for large text: axe merges
 * these run-time check options into its own (they are read, though not in its types).
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  // A context that loads axe with every page (`withAxe`) has it already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const options = {
      resultTypes: ['violations'],
      checks: { 'color-contrast': { options: { contrastRatio: { large: { expected: 4.5 } } } } },
    } as axe.RunOptions;
    const results = await engine.run(document, options);
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      }));
  });
}

/** A finding list as a readable failure message. */
export function report(where: string, findings: Finding[]): string {
  const lines = [`${where}: ${findings.length} serious or critical axe violation(s)`];
  for (const f of findings) {
    lines.push(`  ${f.id} [${f.impact}] ${f.help}`);
    for (const node of f.nodes) lines.push(`    ${node.target}\n      ${node.summary}`);
  }
  return lines.join('\n');
}

/**
 * Loads axe into every page the context opens, before the page's own scripts (no per-page
 * injection), and counts the pages' fetches for `settle`.
 */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
  await trackFetches(context);
}
