import type { Plugin, Rollup } from 'vite';
import { IDLE_PREFETCH_ID } from '../src/app/prefetch.ts';
import { FIRST_SCREEN_PAGE, SCREEN_TABLE, screenDocument } from '../src/app/screen-table.ts';
import type { RenderedOutline } from '../src/app/first-paint/render-outlines.tsx';
import { ACCOUNT_PATHS } from '../src/shared/paths.ts';
import { outlinedDocument, renderScreenOutlines } from './screen-outlines.ts';

/**
 * A catalogue of a language other than English (its code captured): web/src/locales/<language>/<namespace>.json, or
 * the module that gathers a language's catalogues, web/src/i18n/catalogues/<language>.ts.
 */
export const OTHER_LANGUAGE_TEXTS =
  /[\\/](?:locales[\\/]((?!en[\\/])[a-z]{2})[\\/][\w-]+\.json|i18n[\\/]catalogues[\\/]([a-z]{2})\.ts)$/;
/**
 * Code only another language needs (its texts, the job-field dictionary, the reader of the upstream's sentences and
 * their English): fetched when that language is chosen.
 */
const OTHER_LANGUAGE_CODE = /[\\/](?:job-dictionary\.ts|upstream-reader\.ts|locales[\\/]en[\\/]server\.json)$/;
const isOtherLanguageCode = (id: string) => OTHER_LANGUAGE_TEXTS.test(id) || OTHER_LANGUAGE_CODE.test(id);
/**
 * Dialogs and menus (and the history work that lets Back close them) come before whole screens in the idle queue:
 * they open from the screen a visitor is on.
 */
const OPENS_IN_PLACE = /dialog|modal|menu|dropdown|picker|prompt|bell|back-layer/;

type Chunk = Rollup.OutputChunk;

/** The chunk and every chunk it imports statically. */
function closure(chunk: Chunk, chunks: Map<string, Chunk>, into = new Set<Chunk>()): Set<Chunk> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (imported) closure(imported, chunks, into);
  }
  return into;
}

/** The chunk of the header's parts for a signed-in candidate (a group in web/vite.config.ts). */
export const SIGNED_IN_HEADER_CHUNK = 'signed-in-header';

/** The persister and its restore (a chunk of its own, imported by app/pwa/cache-start.ts). */
const PERSISTED_CACHE_MODULE = '/app/pwa/persisted-cache.ts';

const tag = (attributes: string) => `<link ${attributes} crossorigin>`;

/** The chunk of a screen module named in the screen table ('applications-page.tsx'), if the build has one. */
function screenChunk(chunks: Map<string, Chunk>, page: string): Chunk | undefined {
  const suffix = `/app/routes/${page}`;
  return [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
}

/** The page's start script (web/src/start.ts), a second entry of the build. */
const START_MODULE = '/src/start.ts';

const isStart = (chunk: Chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(START_MODULE) ?? false;

/**
 * A document for one screen, painted before its code runs (web/build/screen-outlines.ts): the screen's outline and
 * the start script, then, in the first-load template, the app's entry with its imports and the screen's chunks as
 * module preloads, asked for together once the outline is painted; every other chunk, except other languages' texts,
 * in the idle-prefetch template. (The styles of every screen are one stylesheet, which the entry's document links:
 * there is no screen's CSS to hint.)
 */
function documentFor(
  html: string,
  outline: RenderedOutline,
  paths: string[],
  screens: Chunk[],
  chunks: Map<string, Chunk>,
  base: string,
): string {
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const start = entries.find(isStart);
  if (!start) throw new Error(`chunk-hints: no chunk for ${START_MODULE}; see the build's input in web/vite.config.ts`);
  const beforePaint = closure(start, chunks);
  const initial = new Set(entries.flatMap((entry) => [...closure(entry, chunks)]));
  // What the entry script imports statically (the bundler's runtime): with Vite's own preloads off it would be asked
  // for only once the entry had arrived and been read, a round trip after it.
  const entryImports = [...initial].filter((chunk) => !chunk.isEntry && !beforePaint.has(chunk));
  const preloaded = [
    ...entryImports,
    ...[...new Set(screens.flatMap((screen) => [...closure(screen, chunks)]))].filter((chunk) => !initial.has(chunk)),
  ];
  const preloadedNames = new Set(preloaded.map((chunk) => chunk.fileName));
  const preload = (chunk: Chunk) => tag(`rel="modulepreload" href="${base}${chunk.fileName}"`);

  const later = [...chunks.values()]
    .filter((chunk) => !initial.has(chunk) && !preloadedNames.has(chunk.fileName))
    .filter(
      (chunk) =>
        !(chunk.facadeModuleId
          ? isOtherLanguageCode(chunk.facadeModuleId)
          : chunk.moduleIds.every(isOtherLanguageCode)),
    )
    .sort(
      (a, b) =>
        Number(!OPENS_IN_PLACE.test(a.name)) - Number(!OPENS_IN_PLACE.test(b.name)) || a.code.length - b.code.length,
    );
  // What the start script imports, if the bundler ever splits it: before the paint too.
  const startImports = [...beforePaint].filter((chunk) => chunk !== start).map(preload);
  return outlinedDocument(html, {
    outline,
    paths,
    start: `${base}${start.fileName}`,
    startImports,
    firstLoad: preloaded.map(preload),
  }).replace('</body>', `  <template id="${IDLE_PREFETCH_ID}">${later.map(preload).join('')}</template>\n  </body>`);
}

/**
 * Each screen's document. index.html (the first screen's, and every address's fallback) and one document per other
 * address in the screen table (`applications.html`, …, served for its address): each carries its screen's outline
 * (rendered once per build, screen-outlines.ts) and asks, once that is painted, for the entry with its own screen's
 * chunks (an account screen's also the signed-in header's), so they arrive with the entry script, and
 * lists every other screen's and dialog's code, except other languages', in a `<template id="idle-prefetch">` that
 * the client moves into the head once the page is idle (as module preloads: fetched and compiled, run only when
 * imported), so a first click waits for neither the network nor the compiler.
 */
export function chunkHints(): Plugin {
  let base = '/';
  let outlines: Record<string, RenderedOutline> = {};
  const otherDocuments = new Map<string, string>();
  return {
    name: 'chunk-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      outlines = await renderScreenOutlines();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
        );
        const chunkOf = (page: string) => {
          const chunk = screenChunk(chunks, page);
          if (!chunk)
            throw new Error(
              `chunk-hints: no chunk for app/routes/${page}; update the screen table (web/src/app/screen-table.ts)`,
            );
          return chunk;
        };
        const signedInHeader = [...chunks.values()].filter((chunk) => chunk.name === SIGNED_IN_HEADER_CHUNK);
        if (signedInHeader.length === 0)
          throw new Error(`chunk-hints: no ${SIGNED_IN_HEADER_CHUNK} chunk; see its group in web/vite.config.ts`);
        const persister = [...chunks.values()].filter((chunk) =>
          chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(PERSISTED_CACHE_MODULE),
        );
        if (persister.length === 0) throw new Error(`chunk-hints: no chunk for ${PERSISTED_CACHE_MODULE}`);
        const outlineOf = (path: string) => {
          const outline = outlines[path];
          if (!outline) throw new Error(`chunk-hints: no outline for ${path} (web/src/app/first-paint)`);
          return outline;
        };
        for (const screen of SCREEN_TABLE) {
          if (screen.page === FIRST_SCREEN_PAGE) continue;
          // A candidate's own screens are visited signed in: the header's signed-in parts come with them.
          const forCandidates = (ACCOUNT_PATHS as readonly string[]).includes(screen.path);
          // A screen other than the first is opened again (a reload, a link, the menu of an earlier visit) by someone
          // whose earlier visit kept the cache: its copy is restored before the first render, so the persister's code
          // comes with the screen's instead of one round trip after them.
          const document = documentFor(
            html,
            outlineOf(screen.path),
            [screen.path],
            [chunkOf(screen.page), ...persister, ...(forCandidates ? signedInHeader : [])],
            chunks,
            base,
          );
          otherDocuments.set(screenDocument(screen.path), document);
        }
        // The first screen's document, also every other address's: its outline only at the first screen's addresses.
        const firstScreenPaths = SCREEN_TABLE.filter((screen) => screen.page === FIRST_SCREEN_PAGE).map(
          (screen) => screen.path,
        );
        return documentFor(
          html,
          outlineOf(SCREEN_TABLE[0].path),
          firstScreenPaths,
          [chunkOf(FIRST_SCREEN_PAGE)],
          chunks,
          base,
        );
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        for (const [fileName, source] of otherDocuments) this.emitFile({ type: 'asset', fileName, source });
        otherDocuments.clear();
      },
    },
  };
}
