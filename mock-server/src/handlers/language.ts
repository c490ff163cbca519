import { APP_LANGUAGES, LABEL_TRANSLATIONS, type AppLanguageCode } from '#contract/languages.ts';
import { badRequest, json } from '../core/responses.ts';
import type { HandlerTable } from '../pipeline/handler.ts';
import { isDictionaryLanguage, translateTerm } from './language/dictionary.ts';

const CODES = new Set<string>(APP_LANGUAGES.map((l) => l.code));
const isAppLanguage = (code: string): code is AppLanguageCode => CODES.has(code);
const unsupported = (code: string) => badRequest(`Unsupported language code: ${code}`);

export const languageHandlers = {
  fetchAppLanguage() {
    return json(APP_LANGUAGES.map((l) => ({ ...l })));
  },

  fetchMultiLingualText(request) {
    const code = request.query.languageCode;
    if (!isAppLanguage(code)) return unsupported(code);
    const keys = request.query.keys
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    if (keys.length === 0) return badRequest('keys is required');
    const labels: Record<string, string> = code === 'en' ? {} : LABEL_TRANSLATIONS[code];
    return json({
      success: true,
      data: Object.fromEntries(keys.map((key) => [key, Object.hasOwn(labels, key) ? labels[key]! : key])),
    });
  },

  covertInputToMultiLingualText(request) {
    const code = request.query.targetLanguageCode;
    if (!isAppLanguage(code)) return unsupported(code);
    const input = request.query.inputText;
    const translated = isDictionaryLanguage(code) ? translateTerm(input, code) : undefined;
    return json({ translatedText: translated ?? input });
  },
} satisfies Partial<HandlerTable>;
