import { tsString } from './ts-literal.ts';

interface SupportedLanguage {
  code: string;
  name: string;
  nativeName: string;
}

interface LanguageCodeSchema {
  'x-supported': SupportedLanguage[];
  'x-label-translations': Record<string, Record<string, string>>;
}

/**
 * openapi/languages.ts: the supported languages and the translated app labels, from the
 * `x-supported` and `x-label-translations` extensions of components.schemas.LanguageCode.
 */
export function languagesModule(document: Record<string, unknown>, header: string): string {
  const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
  const schema = schemas.LanguageCode as LanguageCodeSchema;
  const languages = schema['x-supported'].map(
    ({ code, name, nativeName }) =>
      `  { code: ${tsString(code)}, name: ${tsString(name)}, nativeName: ${tsString(nativeName)} },`,
  );
  const labels = Object.entries(schema['x-label-translations']).map(([code, texts]) => {
    const entries = Object.entries(texts).map(([label, text]) => `${tsString(label)}: ${tsString(text)}`);
    return `  ${code}: { ${entries.join(', ')} },`;
  });
  return [
    header.trimEnd(),
    '/** components.schemas.LanguageCode x-supported: the languages the app offers, in the order it lists them. */',
    'export const APP_LANGUAGES = [',
    ...languages,
    '] as const;',
    '',
    "export type AppLanguageCode = (typeof APP_LANGUAGES)[number]['code'];",
    '',
    '/** components.schemas.LanguageCode x-label-translations: the app labels fetchMultiLingualText translates. */',
    'export const LABEL_TRANSLATIONS = {',
    ...labels,
    "} as const satisfies Record<Exclude<AppLanguageCode, 'en'>, Record<string, string>>;",
    '',
  ].join('\n');
}
