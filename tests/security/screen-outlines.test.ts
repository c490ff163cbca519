// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RenderedOutline } from '../../web/src/app/first-paint/render-outlines.tsx';
import { LANGUAGES, type LanguageCode } from '../../web/src/i18n/languages.ts';
import { outlinedDocument } from '../../web/build/screen-outlines.ts';

const VITE_DOCUMENT = `<!doctype html>
<html lang="en">
  <head>
    <title>Talent Jobs</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const inEach = (text: (code: LanguageCode) => string) =>
  Object.fromEntries(LANGUAGES.map(({ code }) => [code, text(code)])) as Record<LanguageCode, string>;

const OUTLINE: RenderedOutline = {
  markup: inEach((code) => `<h1>${code} title</h1>`),
  titles: inEach((code) => `${code} "Jobs" & more <b>`),
};

const written = (outline: RenderedOutline = OUTLINE) =>
  outlinedDocument(VITE_DOCUMENT, {
    outline,
    paths: ['/', '/ApplyForJob'],
    start: '/assets/start-abc.js',
    startImports: [],
    firstLoad: ['<link rel="modulepreload" href="/assets/screens-abc.js" crossorigin>'],
  });

/** The document as a page, to read it by its elements. */
const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("a screen's document for its first paint", () => {
  it('runs only the start script before the paint, render-blocking, and keeps the app for the first-load template', () => {
    const page = parsed(written());
    const headScripts = [...page.head.querySelectorAll('script')];
    expect(headScripts.map((script) => [script.getAttribute('src'), script.getAttribute('blocking')])).toEqual([
      ['/assets/start-abc.js', 'render'],
    ]);
    const firstLoad = page.querySelector<HTMLTemplateElement>('template#first-load')!.content;
    expect(
      [...firstLoad.children].map((element) => element.getAttribute('href') ?? element.getAttribute('src')),
    ).toEqual(['/assets/screens-abc.js', '/assets/index-abc.js']);
  });

  it('holds the English outline in the root and each other language, with its tab title, in a template', () => {
    const page = parsed(written());
    expect(page.getElementById('root')?.innerHTML).toBe('<h1>en title</h1>');
    const hindi = page.querySelector<HTMLTemplateElement>('template[data-outline-language="hi"]')!;
    expect(hindi.innerHTML).toBe('<h1>hi title</h1>');
    // A title with quotes, an ampersand and angle brackets arrives whole.
    expect(hindi.getAttribute('data-outline-title')).toBe('hi "Jobs" & more <b>');
    expect(page.querySelectorAll('template[data-outline-language]')).toHaveLength(LANGUAGES.length - 1);
  });

  it('marks the root with the addresses the outline is for, and the state under which it is not shown', () => {
    const page = parsed(written({ ...OUTLINE, unless: 'client-signed-in' }));
    expect(page.getElementById('root')?.getAttribute('data-outline-paths')).toBe('/ /ApplyForJob');
    expect(page.getElementById('root')?.getAttribute('data-outline-unless')).toBe('client-signed-in');
  });

  it('refuses a document it cannot place the outline or the code in', () => {
    expect(() =>
      outlinedDocument(VITE_DOCUMENT.replace('<div id="root"></div>', '<main></main>'), {
        outline: OUTLINE,
        paths: ['/'],
        start: '/s.js',
        startImports: [],
        firstLoad: [],
      }),
    ).toThrow(/no empty root element/);
    expect(() =>
      outlinedDocument(VITE_DOCUMENT.replace(/<script[^>]*><\/script>/, ''), {
        outline: OUTLINE,
        paths: ['/'],
        start: '/s.js',
        startImports: [],
        firstLoad: [],
      }),
    ).toThrow(/no entry script/);
  });
});
