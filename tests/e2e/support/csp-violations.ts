import type { BrowserContext, Page } from '@playwright/test';

/** What the page reports of a blocked load or script, in one line a failing test can print. */
interface ViolationEvent {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

const BINDING = '__reportCspViolation';
const CONSOLE_CSP = /Content Security Policy/i;

/**
 * Collects every Content-Security-Policy violation in the context's pages: the `securitypolicyviolation`
 * events of each document (through a binding, so none is lost on navigation) and the console errors Chromium
 * prints for them (which also cover workers). Returns the live list.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(BINDING, ({ page }, event: ViolationEvent) => {
    violations.push(
      `${page.url()}: ${event.directive} blocked ${event.blocked || 'inline'} (${event.source}:${event.line}) ${event.sample}`.trim(),
    );
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (event: ViolationEvent) => void>)[binding];
        report?.({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: e.sourceFile,
          line: e.lineNumber,
          sample: e.sample,
        });
      },
      true,
    );
  }, BINDING);
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && CONSOLE_CSP.test(message.text()))
        violations.push(`${page.url()}: console: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}
