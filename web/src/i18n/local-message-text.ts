import type { Message } from '#machines';
import { useFormat } from './format.ts';
import { useMessageText } from './message-text.ts';

/**
 * `useMessageText` with the numbers inside written in the chosen language's Indian locale. Its own module, so that
 * the formatters stay out of the screens that only show messages as they come (the home screen's first load).
 */
export function useLocalMessageText(): (message: Message) => string {
  const { number } = useFormat();
  return useMessageText({ digits: number });
}
