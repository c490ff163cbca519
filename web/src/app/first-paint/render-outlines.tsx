import { createInstance, type Resource } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES, type LanguageCode } from '#web/i18n/languages.ts';
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

const catalogueFiles = import.meta.glob<Record<string, string>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every catalogue, as i18next's resources: { hi: { app: {…}, … }, … }. */
function resources(): Resource {
  const all: Resource = {};
  for (const [file, texts] of Object.entries(catalogueFiles)) {
    const [, language, namespace] = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file) ?? [];
    if (language && namespace) (all[language] ??= {})[namespace] = texts;
  }
  return all;
}

/**
 * Each address of the screen table and its outline in every language (screen-outline.tsx): run at build time by
 * web/build/screen-outlines.ts, with the app's own catalogues and text settings (flat keys, English as fallback).
 */
export async function renderOutlines(): Promise<Record<string, RenderedOutline>> {
  const texts = createInstance();
  await texts.init({
    resources: resources(),
    lng: 'en',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
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
