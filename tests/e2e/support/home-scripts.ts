import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { IDLE_PREFETCH_MARK } from '#web/app/prefetch.ts';

/**
 * The home route's first JavaScript may weigh at most this much, gzip. It rose to 160 while the list gained its typed
 * search, sorting and narrowing, the Save toggle and the phone's language (159.9 KB in four files then), and came back
 * to 157.0 KB in three files once Vite's lists of each lazy chunk's dependencies left the chunks (the documents and
 * the idle preloads fetch them; `modulePreload: false`, web/vite.config.ts) and what only a rarer moment needs was left
 * to it (the chips, the no-match note, the location notices and geocoding fallbacks, the city look-ups' calls). About
 * 122 KB of it is the libraries the first screen runs (react-dom 62, i18next 13, react-router 13, xstate 14, TanStack
 * Query 10, react 3, openapi-fetch 2.5, scheduler 1.5); the product's target of 120 KB in all needs a smaller renderer,
 * not yet chosen.
 */
export const HOME_SCRIPT_BUDGET_KB = 160;

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

/**
 * The scripts of the page's first load: those requested before the client started preloading the other screens'
 * and dialogs' code (the IDLE_PREFETCH_MARK performance mark, web/src/app/prefetch.ts), by path.
 */
export async function firstLoadScripts(page: Page): Promise<Set<string>> {
  const paths = await page.evaluate((mark) => {
    const idleFrom = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < idleFrom)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'));
  }, IDLE_PREFETCH_MARK);
  return new Set(paths);
}

/** A library's development build (its file path), as the build's source maps name the modules they hold. */
const DEVELOPMENT_BUILD = /node_modules[\\/].*([\\/]development[\\/]|\.development\.[cm]?js$)/;

/** The modules of the built client that come from a library's development build, by script. */
export function developmentModulesShipped(): Array<{ script: string; module: string }> {
  const assets = join(BUILT_CLIENT, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((map) => {
      const { sources } = JSON.parse(readFileSync(join(assets, map), 'utf8')) as { sources: string[] };
      return sources
        .filter((source) => DEVELOPMENT_BUILD.test(source))
        .map((module) => ({ script: map.replace(/\.map$/, ''), module }));
    });
}

/** The built client's scripts, each with its text. */
export function builtScripts(): Array<{ script: string; text: string }> {
  const assets = join(BUILT_CLIENT, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((script) => ({ script, text: readFileSync(join(assets, script), 'utf8') }));
}

/** Each built script's size at gzip level 9, largest first. */
export function gzipSizes(paths: Iterable<string>): Array<{ path: string; bytes: number }> {
  return [...paths]
    .map((path) => ({ path, bytes: gzipSync(readFileSync(join(BUILT_CLIENT, path)), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
}

export const totalKb = (sizes: Array<{ bytes: number }>) => sizes.reduce((sum, file) => sum + file.bytes, 0) / 1024;
