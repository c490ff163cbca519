import type { LanguageCode } from '#web/i18n/languages.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import {
  CLIENT_SIGNED_IN,
  FIRST_LOAD_ID,
  OUTLINE_LANGUAGE_ATTRIBUTE,
  OUTLINE_PATHS_ATTRIBUTE,
  OUTLINE_TITLE_ATTRIBUTE,
  OUTLINE_UNLESS_ATTRIBUTE,
} from './outline-markers.ts';

/** Longest wait for the outline's paint before the code is asked for anyway. */
export const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Before the first paint: the outline and the tab's title in the candidate's language (the English ones stay for
 * English), or no outline at an address it is not for (a shared link, an unknown address) or where it would show
 * another state than the screen will. The other languages' templates go either way.
 */
export function showOutline(document: Document, language: LanguageCode): void {
  const root = document.getElementById('root');
  const templates = [...document.querySelectorAll<HTMLTemplateElement>(`template[${OUTLINE_LANGUAGE_ATTRIBUTE}]`)];
  const translated = templates.find((template) => template.getAttribute(OUTLINE_LANGUAGE_ATTRIBUTE) === language);
  const title = translated?.getAttribute(OUTLINE_TITLE_ATTRIBUTE);
  if (title) document.title = title;
  const clientSignedIn = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.interviewAuthenticated) === 'true';
  const forThisAddress = root?.getAttribute(OUTLINE_PATHS_ATTRIBUTE)?.split(' ').includes(document.location.pathname);
  const otherState = root?.getAttribute(OUTLINE_UNLESS_ATTRIBUTE) === CLIENT_SIGNED_IN && clientSignedIn;
  if (root && (!forThisAddress || otherState)) root.replaceChildren();
  else if (root && root.childElementCount > 0 && translated) root.replaceChildren(translated.content.cloneNode(true));
  for (const template of templates) template.remove();
}

/**
 * Runs `start` once the outline has been painted (the browser's first contentful paint), so that the stylesheet and
 * the outline arrive alone on a slow connection; at once when there is no outline to paint or the page is not
 * visible (a tab opened in the background paints nothing), and after FIRST_PAINT_WAIT_MS at the latest.
 */
export function afterFirstPaint(document: Document, start: () => void): void {
  const painted = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  const outlined = (document.getElementById('root')?.childElementCount ?? 0) > 0;
  if (!painted || !outlined || document.visibilityState !== 'visible') return start();
  let started = false;
  // Called back by the observer, the timer or the event, all after the three below exist.
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', go);
    start();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(go, FIRST_PAINT_WAIT_MS);
  document.addEventListener('visibilitychange', go);
}

/**
 * Asks for the app's code: the first-load template's module preloads and entry script, moved into the head (a
 * script in a template is inert, so the entry is written anew).
 */
export function loadFirstScreen(document: Document): void {
  const template = document.getElementById(FIRST_LOAD_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const element of [...template.content.children]) {
    if (element instanceof HTMLScriptElement) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = element.getAttribute('src') ?? '';
      document.head.append(script);
    } else document.head.append(element);
  }
  template.remove();
}
