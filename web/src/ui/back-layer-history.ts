import type { BackLayer } from './back-layer.ts';
import { setBackPending } from './back-pending.ts';

/**
 * Back closes the top layer and the page stays.
 *
 * Opening a layer pushes a history entry for the same address: the router's state (its key and index) kept, a marker
 * added (`backLayer`). Back returns to the entry below; this page's popstate is seen here first (a capture listener
 * on window, which runs before the router's) and goes no further, so the router renders no navigation; the top
 * layer closes. One that may not close now (busy) gets its entry back and stays. A layer closed another way (its
 * close button, Escape, a choice) takes its entry away with history.back() — unless the page moved on over it (a
 * link inside a menu replaces the entry instead) or another layer opens at once and takes the entry over. Landing on
 * the entry of a closed layer (Forward after Back) goes back at once: a closed layer never reopens, and the next Back
 * leaves the page as it would have.
 */

const MARK = 'backLayer';

interface OpenLayer {
  layer: BackLayer;
  token: string;
}

/** The open layers with an entry, bottom to top. */
const open: OpenLayer[] = [];
/** The router's key of the page the layers are open on: a popstate to another key is a navigation. */
let pageKey: unknown;
/** The marker of the entry under the bottom layer (none, or one a layer closed long ago left there). */
let baseMark: unknown;
/** Our own history.back() calls still to arrive as popstate. */
let ownBacks = 0;
/** Layers opened while ownBacks > 0: each gets its entry when the last of those history.back() calls arrives. */
const waiting: OpenLayer[] = [];
/** The entry of a layer closed another way, about to be taken away (or taken over by a layer opening). */
let leaving: string | null = null;
let opened = 0;
let touched = false;
/** Closed layers whose entry is still to be looked at (after the current task). */
let closing = 0;
const pageLoad = Math.random().toString(36).slice(2, 8);

type EntryState = Record<string, unknown> | null;
const entryState = () => window.history.state as EntryState;
const markOf = (state: EntryState) => state?.[MARK];
const withMark = (token: string) => ({ ...entryState(), [MARK]: token });
const push = (token: string) => window.history.pushState(withMark(token), '', window.location.href);

/** Marks the document while ownBacks or closing is above zero (back-pending.ts). */
function markPending(): void {
  setBackPending('own', closing + ownBacks);
}

function goBack(): void {
  ownBacks += 1;
  markPending();
  window.history.back();
}

function onPopState(event: PopStateEvent): void {
  const state = entryState();
  if (ownBacks > 0) {
    ownBacks -= 1;
    markPending();
    event.stopImmediatePropagation();
    if (ownBacks === 0) waiting.splice(0).forEach(place);
    return;
  }
  // Another page, or a page no layer was open on: the router's.
  if (opened === 0 || state?.key !== pageKey) return;
  const mark = markOf(state);
  const at = mark === baseMark ? -1 : open.findIndex((entry) => entry.token === mark);
  if (mark !== baseMark && at < 0) {
    // The entry of a layer that has closed (Forward onto it): straight back, the layer stays closed.
    event.stopImmediatePropagation();
    return goBack();
  }
  if (open.length === 0) return;
  event.stopImmediatePropagation();
  while (open.length - 1 > at) {
    const top = open.at(-1)!;
    if (!top.layer.canClose()) {
      open.slice(at + 1).forEach((entry) => push(entry.token));
      return;
    }
    open.pop();
    top.layer.close();
  }
}

/** Gives `layer` a history entry; returns the function to call when it has closed another way. */
export function openLayer(layer: BackLayer): () => void {
  if (opened === 0) window.addEventListener('popstate', onPopState, true);
  opened += 1;
  touched = true;
  const entry = { layer, token: `${pageLoad}-${opened}` };
  // A push now would land on the entry our Back is leaving, and go with it.
  if (ownBacks > 0) waiting.push(entry);
  else place(entry);
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting.splice(at, 1);
    else closedAnotherWay(entry);
  };
}

function place(entry: OpenLayer): void {
  const takesOver = leaving !== null && markOf(entryState()) === leaving;
  if (open.length === 0) {
    pageKey = entryState()?.key;
    // Taking over the entry of a layer that has just closed, the base is still the one under it.
    if (!takesOver) baseMark = markOf(entryState());
  }
  if (takesOver) window.history.replaceState(withMark(entry.token), '');
  else push(entry.token);
  leaving = null;
  open.push(entry);
}

function closedAnotherWay(entry: OpenLayer): void {
  const at = open.indexOf(entry);
  // Closed by Back: its entry has gone already.
  if (at < 0) return;
  open.splice(at, 1);
  // The page moved on over it, or a layer above it holds the current entry: nothing to take away now.
  if (markOf(entryState()) !== entry.token) return;
  leaving = entry.token;
  closing += 1;
  markPending();
  // After the current task: a navigation or a layer opening in the same turn comes first.
  setTimeout(() => {
    closing -= 1;
    markPending();
    if (leaving !== entry.token || markOf(entryState()) !== entry.token) return;
    leaving = null;
    goBack();
  });
}

/** For tests (web/src/testing/setup.ts): whether a layer has opened since the last reset. */
export const backLayersTouched = (): boolean => touched;

/** Forgets every layer and every Back still to arrive: each test starts on a fresh page (web/src/testing/setup.ts). */
export function resetBackLayers(): void {
  touched = false;
  open.length = 0;
  waiting.length = 0;
  ownBacks = 0;
  leaving = null;
  closing = 0;
  markPending();
}
