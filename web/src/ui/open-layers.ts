import { useSyncExternalStore } from 'react';
import { anyBackLayerOpen, subscribeToBackLayers } from './back-layer.ts';
import { subscribeToDialogs, topDialog } from './dialog-stack.ts';

const subscribe = (listener: () => void) => {
  const stopLayers = subscribeToBackLayers(listener);
  const stopDialogs = subscribeToDialogs(listener);
  return () => {
    stopLayers();
    stopDialogs();
  };
};

const anyLayerOpen = () => anyBackLayerOpen() || topDialog() !== null;

/**
 * Whether a layer is over the page: a dialog or sheet (also one that must be answered), a menu or a dropdown. What
 * the page opens by itself (a question it asks) waits until this is false, so it never covers what the user opened.
 */
export function useLayerOpen(): boolean {
  return useSyncExternalStore(subscribe, anyLayerOpen, () => false);
}
