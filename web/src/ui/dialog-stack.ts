import { useSyncExternalStore } from 'react';

/**
 * The open modal dialogs, bottom to top: the one place that knows which dialog is on top.
 *
 * `Dialog` opens its native `<dialog>` here (`showModal()`: the top layer, the page behind inert) and closes it here,
 * which gives the focus back to the control that opened it — also when React removes a dialog that is still open,
 * which the browser would leave with the focus on the page's body. While any dialog is open, page scrolling is locked
 * (`scroll-locked` on <body>, see base.css), and Escape never becomes a close request for a top dialog that may not
 * be dismissed: Chromium honours `preventDefault()` on `cancel` only while the page has fresh user activation, so a
 * second Escape would close it.
 */

export interface DialogLayer {
  readonly element: HTMLDialogElement;
  /** False while the dialog is busy, or for one that must be answered: no Escape, no outside click. */
  isDismissible(): boolean;
  /** Asks the dialog's owner to close it (its `onClose`); the dialog goes when the owner says so. */
  requestClose(): void;
}

/** Each with where the focus returns on close: what had it when the dialog opened. */
const stack: Array<DialogLayer & { opener: HTMLElement | null }> = [];
const listeners = new Set<() => void>();

function changed(): void {
  document.body.classList.toggle('scroll-locked', stack.length > 0);
  listeners.forEach((listener) => listener());
}

function keepEscapeFromUndismissible(event: KeyboardEvent): void {
  const top = stack.at(-1);
  if (event.key === 'Escape' && top && !top.isDismissible()) event.preventDefault();
}

/** Shows `layer.element` as a modal dialog on top of the others; returns the layer. */
export function showDialog(layer: DialogLayer): DialogLayer {
  const focused = document.activeElement;
  const opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  layer.element.showModal();
  // Once (the same listener is added once); it does nothing while no dialog is open.
  window.addEventListener('keydown', keepEscapeFromUndismissible, true);
  stack.push({ ...layer, opener });
  changed();
  return layer;
}

/**
 * Closes a dialog `showDialog` opened (call it before React removes the element). The top one gives the focus back
 * to its opener; one closed under another (both going at once) hands its opener to the dialog above it, whose own
 * opener is about to go.
 */
export function hideDialog(element: HTMLDialogElement): void {
  const index = stack.findIndex((layer) => layer.element === element);
  if (index < 0) return;
  const { opener } = stack.splice(index, 1)[0]!;
  element.close();
  const above = stack[index];
  if (above && (!above.opener?.isConnected || element.contains(above.opener))) above.opener = opener;
  else if (!above && opener?.isConnected && document.activeElement !== opener) opener.focus();
  changed();
}

/** The `<dialog>` on top, or null: what must stay live while a modal is open (the toasts) renders inside it. */
export const topDialog = (): HTMLDialogElement | null => stack.at(-1)?.element ?? null;

/** Calls `listener` whenever a dialog opens or closes (or another layer: see noteBackLayers); returns the stop. */
export function subscribeToDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How many layers Back closes are open (menus, dropdowns, dismissible dialogs), as back-layer.ts tells it: kept here,
 * with the dialogs, so that a first screen asking whether any layer is open loads neither the history work nor the
 * menus that come with it.
 */
let backLayers = 0;

/** back-layer.ts: the number of open layers changed. */
export function noteBackLayers(count: number): void {
  backLayers = count;
  listeners.forEach((listener) => listener());
}

const anyLayerOpen = () => backLayers > 0 || stack.length > 0;

/**
 * Whether a layer is over the page: a dialog or sheet (also one that must be answered), a menu or a dropdown. What
 * the page opens by itself (a question it asks) waits until this is false, so it never covers what the user opened.
 */
export function useLayerOpen(): boolean {
  return useSyncExternalStore(subscribeToDialogs, anyLayerOpen, () => false);
}
