/**
 * Shared steps of the browser journeys: a page that fails the test on any console error or
 * uncaught exception (hydration mismatches show up there), every journey failing on any
 * Content-Security-Policy violation of its pages, and an accessibility check with axe.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => Promise<void>;
  }
}

/** The consent choice a journey's browser remembers (lib/consent.ts): null, none made yet. */
type ConsentChoice = { analytics: boolean; marketing: boolean } | null;

/** The requests each page of a journey has in flight, and who waits for them to end. */
interface NetworkWatch {
  pending: Set<Request>;
  changed: Set<() => void>;
}
const networkWatches = new WeakMap<Page, NetworkWatch>();

/** Keeps count of a page's requests from its first one: each ends as finished or failed. */
function watchNetwork(page: Page): void {
  if (networkWatches.has(page)) return;
  const watch: NetworkWatch = { pending: new Set(), changed: new Set() };
  networkWatches.set(page, watch);
  const update = (request: Request, inFlight: boolean) => {
    if (inFlight) watch.pending.add(request);
    else watch.pending.delete(request);
    for (const listener of watch.changed) listener();
  };
  page.on('request', (request) => update(request, true));
  page.on('requestfinished', (request) => update(request, false));
  page.on('requestfailed', (request) => update(request, false));
}

/**
 * Counts the requests of every page of a browser context, those open now and those to come. The
 * journey's own context is watched automatically; a journey that opens another context (a second
 * shopper, a browser profile on disk) watches it before its first page loads.
 */
export function watchContext(context: BrowserContext): void {
  for (const page of context.pages()) watchNetwork(page);
  context.on('page', watchNetwork);
}

/** How long a page must have no request in flight to count as quiet (Playwright's idle time). */
const QUIET_MS = 500;

/**
 * Resolves once the page has had no request in flight for half a second, counted from the
 * page's own request events. Playwright's `networkidle` state means the same, but its state
 * machine can lose it for good when a request ends before the new document's DOMContentLoaded
 * (a reload right after a navigation does that), so the wait never ended.
 */
export function networkQuiet(page: Page): Promise<void> {
  const found = networkWatches.get(page);
  if (!found)
    throw new Error('networkQuiet: the page is of a context nobody watches (watchContext)');
  const watch = found;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      watch.changed.delete(check);
      resolve();
    };
    function check() {
      clearTimeout(timer);
      if (watch.pending.size === 0) timer = setTimeout(done, QUIET_MS);
    }
    watch.changed.add(check);
    check();
  });
}

export const test = base.extend<{
  networkWatch: undefined;
  consoleErrors: string[];
  cspViolations: string[];
  consentChoice: ConsentChoice;
  tagManager: string[];
}>({
  /**
   * The journeys' shop has a tag manager container (playwright.config.ts): every journey's
   * browser has refused analytics already (in the shop's banner's storage and in the German
   * view's consent manager's cookie), so no consent banner shows, unless a journey asks for
   * another choice (`test.use({ consentChoice: null })`).
   */
  consentChoice: [{ analytics: false, marketing: false }, { option: true }],
  /** Automatic in every journey: every page of the journey's context counts its requests. */
  networkWatch: [
    async ({ context }, use) => {
      watchContext(context);
      await use(undefined);
    },
    { auto: true },
  ],
  /**
   * Automatic in every journey: the tag manager's requests never reach the internet. A journey
   * that may consent has them answered with an empty script; one that refused fails on any.
   * Their addresses are listed for the journey to check.
   */
  tagManager: [
    async ({ context, consentChoice, baseURL }, use) => {
      const requests: string[] = [];
      const tracker =
        /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
      if (consentChoice?.analytics !== false) {
        // A journey that may consent answers the tag manager itself. Routing turns the browser's
        // HTTP cache off, which the offline journeys need: the others only watch for requests.
        await context.route(tracker, (route) => {
          requests.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
        });
      } else {
        context.on('request', (request) => {
          if (tracker.test(request.url())) requests.push(request.url());
        });
      }
      if (consentChoice && baseURL) {
        // The German view asks through Cookiebot (playwright.config.ts): the same choice kept
        // as Cookiebot keeps it, in its cookie.
        const value = `{stamp:'e2e',necessary:true,preferences:false,statistics:${consentChoice.analytics},marketing:${consentChoice.marketing},method:'explicit',ver:1}`;
        await context.addCookies([
          { name: 'CookieConsent', value: encodeURIComponent(value), url: baseURL },
        ]);
      }
      if (consentChoice) {
        await context.addInitScript((choice) => {
          try {
            if (localStorage.getItem('shop/consent') === null) {
              localStorage.setItem(
                'shop/consent',
                JSON.stringify({ ...choice, version: 1, at: '2026-11-01T00:00:00.000Z' }),
              );
            }
          } catch {
            // A document without storage of its own (an opaque origin) has no choice to keep.
          }
        }, consentChoice);
      }
      await use(requests);
      // Refused: not one request for a tracker.
      if (consentChoice?.analytics === false) expect(requests, 'tag manager requests').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Automatic in every journey: whatever a page of the test's browser context was refused by
   * its Content-Security-Policy (a script, a style, an image, a call, a form target) fails the
   * test. The page reports its `securitypolicyviolation` events; the browser's console message
   * about a refusal counts too, for what happens before the page's listener exists.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          void window.__reportCspViolation?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where} on ${event.documentURI}`,
          );
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
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
  // A dialog still fading or sliding in is measured half transparent (its colours fail the
  // contrast rule): axe runs once every finite animation and transition on the page has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
  await networkQuiet(page);
}

/**
 * Chooses a configurable product's option values in turn (option group label, value label), each
 * once the page shows the one before as chosen. The URL changes before React has drawn the chosen
 * variant: until then the add-to-cart button is the previous variant's, and a click on it can land
 * just as the new variant's stock check disables it, when the click does nothing.
 */
export async function chooseVariant(page: Page, choices: [group: RegExp, value: string][]) {
  for (const [group, value] of choices) {
    const link = page.getByRole('group', { name: group }).getByRole('link', { name: value });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'true');
  }
}

let emailCounter = 0;
/** An e-mail address no earlier run used (the journeys' shop keeps its accounts). */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${emailCounter}`;
  return `e2e-${label}-${stamp}@example.com`;
}
