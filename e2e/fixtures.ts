import { expect, test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, APIResponse, Page, Request } from '@playwright/test';

/**
 * Playwright's `test` for every spec here, with one check added to each browser context: no page may break the
 * Content-Security-Policy the server sends (contracts §9: a policy the pages really satisfy). Chromium reports each
 * violation on the console; the page's `securitypolicyviolation` events are written there too, so none is missed.
 * A test that provokes a violation on purpose (framing from another origin) lists it in `expectedCspViolations`.
 */
export const test = base.extend<{ expectedCspViolations: RegExp[] }>({
  expectedCspViolations: [[], { option: true }],
  context: async ({ context, expectedCspViolations }, provide) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      const text = message.text();
      if (/Content[ -]Security[ -]Policy/i.test(text) && !expectedCspViolations.some((pattern) => pattern.test(text))) violations.push(`${message.location().url}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
    await provide(context);
    expect(violations, 'no page broke the Content-Security-Policy').toEqual([]);
  },
});
