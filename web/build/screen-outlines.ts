import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { RenderedOutline } from '../src/app/first-paint/render-outlines.tsx';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/i18n/languages.ts';
import {
  FIRST_LOAD_ID,
  OUTLINE_LANGUAGE_ATTRIBUTE,
  OUTLINE_PATHS_ATTRIBUTE,
  OUTLINE_TITLE_ATTRIBUTE,
  OUTLINE_UNLESS_ATTRIBUTE,
} from '../src/app/first-paint/outline-markers.ts';

/**
 * Every screen's outline in every language (web/src/app/first-paint/render-outlines.tsx), rendered by React with the
 * app's own components and catalogues through a Vite server in middleware mode (its module loader compiles them).
 */
export async function renderScreenOutlines(): Promise<Record<string, RenderedOutline>> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/first-paint/render-outlines.tsx')) as {
      renderOutlines: () => Promise<Record<string, RenderedOutline>>;
    };
    return await module.renderOutlines();
  } finally {
    await server.close();
  }
}

/** Text as an HTML attribute's value (in double quotes). */
const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The entry's script tag as Vite writes it into the document. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * A screen's document for its first paint: the outline inside the root element with the addresses it is for (its
 * other languages in templates), the page's start script (render-blocking) in the head, and the entry script with the
 * first load's module preloads moved into the first-load template, which the start script empties into the head once
 * the outline is painted.
 */
export function outlinedDocument(
  html: string,
  options: { outline: RenderedOutline; paths: string[]; start: string; startImports: string[]; firstLoad: string[] },
): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('screen-outlines: the document has no entry script');
  const { markup, titles, unless } = options.outline;
  const translations = LANGUAGES.filter(({ code }) => code !== DEFAULT_LANGUAGE).map(
    ({ code }) =>
      `<template ${OUTLINE_LANGUAGE_ATTRIBUTE}="${code}" ${OUTLINE_TITLE_ATTRIBUTE}="${attribute(titles[code])}">${markup[code]}</template>`,
  );
  const marks = [`${OUTLINE_PATHS_ATTRIBUTE}="${attribute(options.paths.join(' '))}"`];
  if (unless) marks.push(`${OUTLINE_UNLESS_ATTRIBUTE}="${unless}"`);
  const root = `<div id="root" ${marks.join(' ')}>${markup[DEFAULT_LANGUAGE]}</div>`;
  if (!html.includes('<div id="root"></div>'))
    throw new Error('screen-outlines: the document has no empty root element');
  return html
    .replace(entry[0], '')
    .replace(
      '</head>',
      [`<script type="module" blocking="render" crossorigin src="${options.start}"></script>`, ...options.startImports]
        .map((tag) => `  ${tag}\n`)
        .join('') + '  </head>',
    )
    .replace(
      '<div id="root"></div>',
      [
        root,
        ...translations,
        `<template id="${FIRST_LOAD_ID}">${[...options.firstLoad, entry[0].trim()].join('')}</template>`,
      ].join('\n    '),
    );
}
