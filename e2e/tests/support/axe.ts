import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the product promises: WCAG 2.0 and 2.1, levels A and AA. */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on what the page shows now and fails with a readable list of violations (rule, impact,
 * the first nodes and axe's own explanation), so that a regression names the element to fix.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Mantine's transitions (dialogs, menus) fade in: contrast is measured once they are opaque.
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(wcagAA).analyze();
  const report = results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
      .join('\n');
    return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
  });
  // Soft: the journey goes on, so that one run lists every screen's violations, and still fails.
  expect.soft(report, `axe WCAG 2 AA violations on "${screen}"`).toEqual([]);
}
