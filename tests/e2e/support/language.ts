import type { Page } from '@playwright/test';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';

/** Every page the journey opens from now on starts in `language`, as a candidate's earlier choice would leave it. */
export async function startInLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [LOCAL_KEYS.language, language] as const);
}

/** The language choice written where the language menu keeps it: the page reads it when it next loads. */
export async function keepLanguageChoice(page: Page, language: string): Promise<void> {
  await page.evaluate(([key, code]) => localStorage.setItem(key, code), [LOCAL_KEYS.language, language] as const);
}
