import { setBackPending } from './back-pending.ts';

/** Something on top of the page that Back closes: a dialog, a sheet, a menu, a dropdown. */
export interface BackLayer {
  /** False while it may not close (busy: sending, uploading): Back leaves it open, as Escape does. */
  canClose(): boolean;
  /** Closes it, as its close button would. */
  close(): void;
}

// The history work is its own chunk, fetched when a first layer opens: the home screen's first load does not carry it.
// One queue, so that a layer closing and another opening at once reach it in that order.
let queue: Promise<unknown> = Promise.resolve();
/** Layers asked for whose entry is not pushed yet. */
let placing = 0;
const loadHistory = () => import('./back-layer-history.ts');

/**
 * While `layer` is open, Back (Android's gesture, the browser's button) closes it and the page stays: see
 * back-layer-history.ts. Returns the function to call when it has closed some other way (or goes with its screen).
 */
export function openBackLayer(layer: BackLayer): () => void {
  let closed: (() => void) | undefined;
  setBackPending('placing', ++placing);
  queue = queue
    .then(loadHistory)
    .then(
      (history) => {
        closed = history.openLayer(layer);
      },
      () => undefined,
    )
    .finally(() => setBackPending('placing', --placing));
  return () => {
    queue = queue.then(() => closed?.());
  };
}

/** For tests (web/src/testing/setup.ts): settles once the history work asked for so far has been done. */
export const backLayersQueued = (): Promise<unknown> => queue;
