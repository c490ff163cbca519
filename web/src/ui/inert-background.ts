/**
 * Makes everything under <body> except the top modal layer inert, like a native modal <dialog>.
 *
 * `inert` keeps browsers from focusing, clicking or announcing the page behind; `aria-hidden`
 * is set too because jsdom and Testing Library ignore `inert` (role queries would still find
 * the page behind).
 */

interface SavedAttributes {
  inert: string | null;
  ariaHidden: string | null;
}

/** Marks a live region (the toasts) that stays announced while a modal is open. */
export const LIVE_REGION_ATTRIBUTE = 'data-live-region';

const layers = new Set<Element>();
const saved = new Map<Element, SavedAttributes>();
let observer: MutationObserver | null = null;

function hide(element: Element): void {
  if (saved.has(element)) return;
  saved.set(element, { inert: element.getAttribute('inert'), ariaHidden: element.getAttribute('aria-hidden') });
  element.setAttribute('inert', '');
  element.setAttribute('aria-hidden', 'true');
}

function setOrRemove(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function restore(element: Element): void {
  const attributes = saved.get(element);
  if (!attributes) return;
  saved.delete(element);
  setOrRemove(element, 'inert', attributes.inert);
  setOrRemove(element, 'aria-hidden', attributes.ariaHidden);
}

/** The open layer painted last, i.e. on top: stacked dialogs share one z-index. */
function topLayer(): Element | undefined {
  return [...document.body.children].reverse().find((child) => layers.has(child));
}

function update(): void {
  const top = topLayer();
  for (const element of [...saved.keys()]) {
    if (!top || element === top || element.parentElement !== document.body) restore(element);
  }
  if (!top) return;
  for (const child of document.body.children)
    if (child !== top && !child.hasAttribute(LIVE_REGION_ATTRIBUTE)) hide(child);
}

/**
 * Registers `layer` (a direct child of <body>) as an open modal and returns the function that
 * unregisters it. Stacked layers are counted: closing the top one gives the next one back.
 */
export function makeBackgroundInert(layer: Element): () => void {
  layers.add(layer);
  // Anything added to <body> while a modal is open (another portal, say) belongs to the background.
  observer ??= new MutationObserver(update);
  observer.observe(document.body, { childList: true });
  update();
  return () => {
    layers.delete(layer);
    update();
    if (layers.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}
