import { useEffect, useEffectEvent } from 'react';
import { noteBackLayers } from './dialog-stack.ts';
import { routerPage } from './router-page.ts';

/**
 * Back (Android's gesture, the browser's button) closes the top layer — a dialog, a sheet, a menu, a dropdown — and
 * the page stays. Opening a layer records it in the platform's history: an entry for the same address, the router's
 * state kept (its key and index), the layer's mark added. Back lands on the entry below; its popstate is seen here
 * first (a capture listener, ahead of the router's) and goes no further, and every layer above that entry closes —
 * but a busy one, which gets its entries back and stays. The entries say the rest, so nothing waits for a traversal:
 * - an entry that had a layer pushed over it is marked `backCopiesAbove`: a Back landing on it with nothing left to
 *   close came from a copy of it, and goes on back;
 * - a layer closed another way (its button, Escape, a choice) leaves its entry as such a copy (`backCopy`), which the
 *   next layer opening takes over — at once when it opens in the same turn (a menu item opening a dialog);
 * - an entry whose layer has closed (Forward after Back, any after a reload) becomes a copy as it is reached: a closed
 *   layer never reopens.
 */
export interface BackLayer {
  /** False while it may not close (busy): Back leaves it open, as Escape does. */
  canClose(): boolean;
  /** Closes it, as its close button would. */
  close(): void;
}

const [MARK, COPY, COPIES_ABOVE] = ['backLayer', 'backCopy', 'backCopiesAbove'];
const open: Array<{ layer: BackLayer; token: string }> = [];
const pageLoad = Math.random().toString(36).slice(2, 8);
let made = 0;
const changed = () => noteBackLayers(open.length);

const entry = () => window.history.state as Record<string, unknown> | null;
const openAt = (mark: unknown) => open.findIndex((layer) => layer.token === mark);
/** Layers opened on this page load by order (a page's own entry, or a mark of an earlier load, under all of them). */
const rank = (mark: unknown) =>
  typeof mark === 'string' && mark.startsWith(`${pageLoad}-`) ? Number(mark.slice(pageLoad.length + 1)) : 0;

/** The current entry's state with `patch` applied (an undefined value removes the mark). */
const patched = (patch: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ ...entry(), ...patch }).filter(([, value]) => value !== undefined));
const replace = (patch: Record<string, unknown>) => window.history.replaceState(patched(patch), '');

function push(token: string): void {
  replace({ [COPIES_ABOVE]: true });
  window.history.pushState(patched({ [MARK]: token, [COPY]: undefined, [COPIES_ABOVE]: undefined }), '');
}

/** The entry of a layer that has closed: a copy of the one below it. */
const becomeCopy = () => replace({ [MARK]: open.at(-1)?.token, [COPY]: true });

function onPopState(event: PopStateEvent): void {
  const state = entry();
  // Another page: the router's (the layers of the page left close with its screen).
  if (routerPage !== undefined && state?.key !== undefined && state.key !== routerPage) return;
  const mark = state?.[MARK];
  const closed = mark !== undefined && openAt(mark) < 0;
  const isAbove = ({ token }: { token: string }) => rank(token) > rank(mark);
  const above = open.filter(isAbove);
  // Nothing to close: on back past the copies of this entry, else the router's.
  if (above.length === 0 && !closed && !state?.[COPIES_ABOVE]) return;
  event.stopImmediatePropagation();
  if (above.length === 0 && !closed) return window.history.back();
  for (const { layer, token } of above.reverse()) {
    if (!layer.canClose()) return open.filter(isAbove).forEach((still) => push(still.token));
    open.splice(openAt(token), 1);
    layer.close();
    changed();
  }
  if (closed) becomeCopy();
}

/**
 * While `layer` is open, Back closes it and the page stays. Returns the function to call when it has closed some
 * other way (or goes with its screen).
 */
export function openBackLayer(layer: BackLayer): () => void {
  if (made === 0) window.addEventListener('popstate', onPopState, true);
  const token = `${pageLoad}-${++made}`;
  const mark = entry()?.[MARK];
  // A copy, or the entry of a layer closed in this same turn: taken over.
  if (entry()?.[COPY] || (mark !== undefined && openAt(mark) < 0)) replace({ [MARK]: token, [COPY]: undefined });
  else push(token);
  open.push({ layer, token });
  changed();
  return () => {
    // Closed by Back, its entry left already.
    if (openAt(token) < 0) return;
    open.splice(openAt(token), 1);
    changed();
    // After the current task (a layer opening in the same turn takes the entry over); unless the page moved on.
    setTimeout(() => entry()?.[MARK] === token && becomeCopy());
  };
}

/** While mounted (and `active`), Back calls `onClose` instead of leaving the page: for menus and dropdowns. */
export function useBackCloses(onClose: () => void, active = true): void {
  const close = useEffectEvent(onClose);
  useEffect(() => (active ? openBackLayer({ canClose: () => true, close: () => close() }) : undefined), [active]);
}
