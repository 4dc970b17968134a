import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

// Every page of every context reports what its Content-Security-Policy refused. The listener is
// installed before any script of the page runs, and reports through a binding, so a violation on a
// page that navigates away at once is still heard.
export async function watchCsp(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding('__e2eCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation?: (v: unknown) => void }).__e2eCspViolation;
      report?.({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
        page: location.href,
      });
    });
  });
}

type Fixtures = {
  /** What the page policy refused during the test; it must end empty (see `allowCspViolations`). */
  cspViolations: CspViolation[];
  /** A test that provokes violations on purpose sets this, and checks them itself. */
  allowCspViolations: boolean;
};

// The suite's `test`: the CSP the server sends must not break the app, so any violation in any
// test fails it. Contexts a test opens itself with browser.newContext() are watched too.
export const test = base.extend<Fixtures>({
  allowCspViolations: [false, { option: true }],
  cspViolations: [
    async ({ context, browser, allowCspViolations }, use) => {
      const violations: CspViolation[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      patched.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext(...args);
        await watchCsp(created, violations);
        return created;
      };
      try {
        await use(violations);
      } finally {
        patched.newContext = newContext;
      }
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
