import { afterFirstPaint, loadFirstScreen, showOutline } from '#web/app/first-paint/outline-start.ts';
import { chosenLanguage } from '#web/i18n/chosen-language.ts';

// The page's first script (render-blocking, and small): the screen's outline in the candidate's language, then,
// once it is painted, the app's code (web/src/app/first-paint/outline-start.ts).
const language = chosenLanguage();
document.documentElement.lang = language;
showOutline(document, language);
afterFirstPaint(document, () => loadFirstScreen(document));
