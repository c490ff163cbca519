import { createInstance, type Resource } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { byNamespace, languageOfFile } from '#web/i18n/catalogue-files.ts';
import { LANGUAGES, type LanguageCode } from '#web/i18n/languages.ts';
import { TEXT_OPTIONS } from '#web/i18n/text-options.ts';
import { HEADERLESS_PATHS } from '#web/shared/paths.ts';
import { SCREEN_TABLE } from '../screen-table.ts';
import { CLIENT_SIGNED_IN } from './outline-markers.ts';
import { ScreenOutline } from './screen-outline.tsx';

export interface RenderedOutline {
  /** The outline's markup in each of the nine languages. */
  markup: Record<LanguageCode, string>;
  /** The browser tab's title in each of them. */
  titles: Record<LanguageCode, string>;
  /** The state under which the outline is not shown (outline-markers.ts). */
  unless?: string;
}

type Texts = Readonly<Record<string, string>>;

/** English's catalogues, and each other language's module of all its catalogues (the one the app fetches). */
const english = byNamespace(import.meta.glob<Texts>('../../locales/en/*.json', { eager: true, import: 'default' }));
const otherLanguages = import.meta.glob<Readonly<Record<string, Texts>>>('../../i18n/catalogues/*.ts', {
  eager: true,
  import: 'default',
});

/** Every catalogue, as i18next's resources: { hi: { app: {…}, … }, … }. */
function resources(): Resource {
  const all: Resource = { en: { ...english } };
  for (const [file, catalogues] of Object.entries(otherLanguages)) all[languageOfFile(file)] = { ...catalogues };
  return all;
}

/**
 * Each address of the screen table and its outline in every language (screen-outline.tsx): run at build time by
 * web/build/screen-outlines.ts, with the app's own catalogues and text settings (TEXT_OPTIONS).
 */
export async function renderOutlines(): Promise<Record<string, RenderedOutline>> {
  const texts = createInstance();
  await texts.init({ ...TEXT_OPTIONS, resources: resources(), lng: 'en' });
  const outlines: Record<string, RenderedOutline> = {};
  for (const { path } of SCREEN_TABLE) {
    const markup = Object.fromEntries(
      LANGUAGES.map(({ code }) => [
        code,
        renderToStaticMarkup(<ScreenOutline path={path} texts={texts} language={code} />),
      ]),
    ) as Record<LanguageCode, string>;
    const titles = Object.fromEntries(
      LANGUAGES.map(({ code }) => [code, texts.getFixedT(code, 'app')('document.title')]),
    ) as Record<LanguageCode, string>;
    const unless = (HEADERLESS_PATHS as readonly string[]).includes(path) ? CLIENT_SIGNED_IN : undefined;
    outlines[path] = unless ? { markup, titles, unless } : { markup, titles };
  }
  return outlines;
}
