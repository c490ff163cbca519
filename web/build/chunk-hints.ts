import type { Plugin, Rollup } from 'vite';
import { IDLE_PREFETCH_ID } from '../src/app/prefetch.ts';

/** The screen most visits start on: its chunks are fetched beside the entry script instead of after it. */
const FIRST_SCREEN = /[\\/]app[\\/]routes[\\/]home[\\/]home-page\.tsx$/;
/** Code only another language needs (its texts, the job-field dictionary): fetched when that language is chosen. */
const OTHER_LANGUAGES = /[\\/](locales|messages)[\\/](?!en\.ts$)[a-z]{2}\.ts$|[\\/]job-dictionary\.ts$/;
/** Dialogs and menus come before whole screens in the idle queue: they open from the screen a visitor is on. */
const OPENS_IN_PLACE = /dialog|modal|menu|dropdown|picker|prompt|bell/;

type Chunk = Rollup.OutputChunk;
type Meta = { importedCss?: Set<string> };

const cssOf = (chunk: Chunk) => [...((chunk as Chunk & { viteMetadata?: Meta }).viteMetadata?.importedCss ?? [])];

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

const tag = (attributes: string) => `<link ${attributes} crossorigin>`;

/**
 * Resource hints written into index.html: the first screen's chunks (and its CSS) as preloads, so they arrive
 * with the entry script; every other screen's and dialog's code, except other languages', listed in a
 * `<template id="idle-prefetch">` that the client moves into the head once the page is idle (scripts as module
 * preloads: fetched and compiled, run only when imported; styles as prefetches), so a first click waits for
 * neither the network nor the compiler.
 */
export function chunkHints(): Plugin {
  let base = '/';
  return {
    name: 'chunk-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const initial = new Set(entries.flatMap((entry) => [...closure(entry, chunks)]));
        const firstScreen = [...chunks.values()].find((chunk) => chunk.facadeModuleId && FIRST_SCREEN.test(chunk.facadeModuleId));
        if (!firstScreen) throw new Error('chunk-hints: no chunk for app/routes/home/home-page.tsx; update FIRST_SCREEN');
        const preloaded = [...closure(firstScreen, chunks)].filter((chunk) => !initial.has(chunk));
        const preloadedNames = new Set(preloaded.map((chunk) => chunk.fileName));
        const preloadTags = preloaded.flatMap((chunk) => [tag(`rel="modulepreload" href="${base}${chunk.fileName}"`), ...cssOf(chunk).map((css) => tag(`rel="preload" as="style" href="${base}${css}"`))]);

        const later = [...chunks.values()]
          .filter((chunk) => !initial.has(chunk) && !preloadedNames.has(chunk.fileName))
          .filter((chunk) => !(chunk.facadeModuleId ? OTHER_LANGUAGES.test(chunk.facadeModuleId) : chunk.moduleIds.every((id) => OTHER_LANGUAGES.test(id))))
          .sort((a, b) => Number(!OPENS_IN_PLACE.test(a.name)) - Number(!OPENS_IN_PLACE.test(b.name)) || a.code.length - b.code.length);
        const prefetchCss = new Set(later.flatMap(cssOf).filter((css) => !preloaded.some((chunk) => cssOf(chunk).includes(css))));
        const prefetchTags = [
          ...later.map((chunk) => tag(`rel="modulepreload" href="${base}${chunk.fileName}"`)),
          ...[...prefetchCss].map((css) => tag(`rel="prefetch" as="style" href="${base}${css}"`)),
        ];
        return html
          .replace('</head>', `  ${preloadTags.join('\n    ')}\n  </head>`)
          .replace('</body>', `  <template id="${IDLE_PREFETCH_ID}">${prefetchTags.join('')}</template>\n  </body>`);
      },
    },
  };
}
