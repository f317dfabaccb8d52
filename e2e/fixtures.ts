/**
 * Shared steps of the browser journeys: a page that fails the test on any console error or
 * uncaught exception (hydration mismatches show up there), and an accessibility check with axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A 404 page answers with status 404 by design; the browser logs that as a failed load.
      if (message.type() === 'error' && !message.text().includes('status of 404')) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Serious and critical axe violations of the current page (WCAG 2 A/AA rules). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Waits until React has hydrated the page (the root marks the document) and the page's first
 * requests are done.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

let emailCounter = 0;
/** An e-mail address no earlier run used (the journeys' shop keeps its accounts). */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${emailCounter}`;
  return `e2e-${label}-${stamp}@example.com`;
}
