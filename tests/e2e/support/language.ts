import { expect, type Page } from '@playwright/test';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';

/** Every page the journey opens from now on starts in `language`, as a candidate's earlier choice would leave it. */
export async function startInLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [LOCAL_KEYS.language, language] as const);
}

/** The language choice written where the language menu keeps it: the page reads it when it next loads. */
export async function keepLanguageChoice(page: Page, language: string): Promise<void> {
  await page.evaluate(([key, code]) => localStorage.setItem(key, code), [LOCAL_KEYS.language, language] as const);
}

/**
 * The page in `language`, as a returning candidate finds it: unless it already is, the choice kept and the page loaded
 * again.
 */
export async function reloadInLanguage(page: Page, language: string): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  await keepLanguageChoice(page, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A letter of the Devanagari script: text the page shows in Hindi rather than in English. */
export const DEVANAGARI = /[\u0900-\u097F]/;
