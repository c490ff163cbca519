import { useEffect, useEffectEvent } from 'react';

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
let used = false;
const loadHistory = () => import('./back-layer-history.ts');

/**
 * While `layer` is open, Back (Android's gesture, the browser's button) closes it and the page stays: see
 * back-layer-history.ts. Returns the function to call when it has closed some other way (or goes with its screen).
 */
export function openBackLayer(layer: BackLayer): () => void {
  let closed: (() => void) | undefined;
  used = true;
  queue = queue.then(loadHistory).then(
    (history) => {
      closed = history.openLayer(layer);
    },
    () => undefined,
  );
  return () => {
    queue = queue.then(() => closed?.());
  };
}

/** While mounted (and `active`), Back calls `onClose` instead of leaving the page: for menus and dropdowns. */
export function useBackCloses(onClose: () => void, active = true): void {
  const close = useEffectEvent(onClose);
  useEffect(() => (active ? openBackLayer({ canClose: () => true, close: () => close() }) : undefined), [active]);
}

/**
 * For tests (web/src/testing/setup.ts): lets the history work of the layers a test opened finish (a layer closed
 * another way takes its entry away a task later, and that Back arrives a task after), then forgets it, so that the
 * next test starts on a fresh page.
 */
export async function settleBackLayers(): Promise<void> {
  if (!used) return;
  used = false;
  await queue;
  await new Promise((resolve) => setTimeout(resolve, 20));
  (await loadHistory()).resetBackLayers();
}
