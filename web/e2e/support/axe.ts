import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rule sets scanned: WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and returns one readable line per serious or critical
 * violation (rule id, impact, help text, help URL and the failing elements with axe's summary of
 * what is wrong), so a failing assertion says what to fix. Minor and moderate findings are
 * not returned.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - ${node.target.join(' ')}${summary ? ` — ${summary}` : ''}`;
        })
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    });
}
