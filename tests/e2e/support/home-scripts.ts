import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The home route's first JavaScript may weigh at most this much, gzip (issue 6, "Performance"). */
export const HOME_SCRIPT_BUDGET_KB = 150;

const BUILT_CLIENT = join(import.meta.dirname, '../../../dist/web');

/** Records the path of every script the page fetches from now on. */
export function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  return scripts;
}

/** Each built script's size at gzip level 9, largest first. */
export function gzipSizes(paths: Iterable<string>): Array<{ path: string; bytes: number }> {
  return [...paths]
    .map((path) => ({ path, bytes: gzipSync(readFileSync(join(BUILT_CLIENT, path)), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
}

export const totalKb = (sizes: Array<{ bytes: number }>) => sizes.reduce((sum, file) => sum + file.bytes, 0) / 1024;
