/**
 * What a screen's document carries for its first paint (written by the build, web/build/screen-outlines.ts; read by
 * the page's start, web/src/start.ts): the screen's outline in English inside the root element, the same outline in
 * each other language in a template, and the app's code in a template of its own, asked for once the outline is
 * painted.
 */
export const OUTLINE_LANGUAGE_ATTRIBUTE = 'data-outline-language';

/** On each language's template: the browser tab's title in that language (the document's own is English). */
export const OUTLINE_TITLE_ATTRIBUTE = 'data-outline-title';

/** The template of the app's entry script and the module preloads of the screen's first load. */
export const FIRST_LOAD_ID = 'first-load';

/**
 * On the root element: the addresses the outline is for, space-separated. The first screen's document also answers
 * every other address (a shared link, an unknown address): there it shows no outline.
 */
export const OUTLINE_PATHS_ATTRIBUTE = 'data-outline-paths';

/**
 * On the root element: the state under which the outline would show the wrong thing, so that it is not shown then.
 */
export const OUTLINE_UNLESS_ATTRIBUTE = 'data-outline-unless';

/** An interviewing client is signed in: they see their interviews, not the interviews screen's sign-in note. */
export const CLIENT_SIGNED_IN = 'client-signed-in';
