import type { Page } from '@playwright/test';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';

/** Every page the journey opens from now on starts in `language`, as a candidate's earlier choice would leave it. */
export async function startInLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [LOCAL_KEYS.language, language] as const);
}
