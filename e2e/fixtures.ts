import { test as base } from '@playwright/test';

export type { Browser, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with one addition: every browser context a journey opens itself (`browser.newContext()`
 * for a second party, a phone or a visitor) is closed when the journey ends. Left open, each stays logged in with
 * its live connection and its polls for the rest of the run, and on two cores a few dozen of them slow every later
 * journey (seen: 55 renderer processes by the thirteenth test).
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close().catch(() => {})),
      );
    },
    { auto: true },
  ],
});
