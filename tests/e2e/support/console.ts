import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { finalScreenshot } from './fixtures.ts';

const run = promisify(execFile);

/** The developer console in a view (#calls, #steer…), once its stream says it is live. */
export async function openConsole(page: Page, view = 'calls'): Promise<void> {
  await page.goto(`/__mock/console/#${view}`);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(`^${view}$`, 'i') })).toHaveAttribute('aria-selected', 'true');
}

/** A command line's curl (another client than the page): its status and body. */
export async function curl(args: string[]): Promise<{ status: number; body: string }> {
  const { stdout } = await run('curl', ['-s', '-w', '\n%{http_code}', ...args]);
  const at = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) };
}

/** A curl the console copied, run as a shell runs it (its quoting, its line continuations). */
export async function runCopiedCurl(command: string): Promise<{ status: number; body: string }> {
  const { stdout } = await run('sh', ['-c', `${command} -s -w '\\n%{http_code}'`]);
  const at = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) };
}

/**
 * axe on the whole console page (every rule, minor findings included), nothing wider than the screen (no sideways
 * scrolling of the page), and a screenshot, at its present width.
 */
export async function checkView(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoA11yViolations(page, testInfo, { name });
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `${name}: the page is wider than the screen`).toBeLessThanOrEqual(widths.screen);
  await finalScreenshot(page, testInfo, name, { fullPage: true });
}

/** The widths every console view is checked at: a desktop's and a phone's. */
export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
