import type { HandlerMap } from '../pipeline/handler.ts';
import { error } from '../core/responses.ts';

const pending = () => error(501, 'Not implemented');

export const languageHandlers: HandlerMap = {
  fetchAppLanguage: pending,
  fetchMultiLingualText: pending,
  covertInputToMultiLingualText: pending,
};
