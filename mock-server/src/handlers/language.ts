import { badRequest, json } from '../core/responses.ts';
import type { HandlerMap } from '../pipeline/handler.ts';
import { isDictionaryLanguage, translateTerm } from './language/dictionary.ts';
import { APP_LANGUAGES, isAppLanguage, LABELS } from './language/languages.ts';

const unsupported = (code: string) => badRequest(`Unsupported language code: ${code}`);

export const languageHandlers: HandlerMap = {
  fetchAppLanguage() {
    return json(APP_LANGUAGES.map((l) => ({ ...l })));
  },

  fetchMultiLingualText(request) {
    const code = String(request.query.languageCode);
    if (!isAppLanguage(code)) return unsupported(code);
    const keys = String(request.query.keys).split(',').map((k) => k.trim()).filter(Boolean);
    if (keys.length === 0) return badRequest('keys is required');
    const labels: Record<string, string> = code === 'en' ? {} : LABELS[code];
    return json({ success: true, data: Object.fromEntries(keys.map((key) => [key, labels[key] ?? key])) });
  },

  covertInputToMultiLingualText(request) {
    const code = String(request.query.targetLanguageCode);
    if (!isAppLanguage(code)) return unsupported(code);
    const input = String(request.query.inputText);
    const translated = isDictionaryLanguage(code) ? translateTerm(input, code) : undefined;
    return json({ translatedText: translated ?? input });
  },
};
