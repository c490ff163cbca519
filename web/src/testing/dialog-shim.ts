/**
 * jsdom (29) has `<dialog>` and its `open` attribute but neither `showModal()` nor `close()`. This adds what the
 * tests rely on of a modal dialog, after the HTML standard:
 *
 * - `showModal()` sets `open` and remembers what had the focus; `close()` removes `open`, gives that element the
 *   focus back and fires `close` (in a later task, like browsers);
 * - while a modal dialog is open, everything outside the top one is inert. jsdom and Testing Library ignore
 *   `inert`, so the shim also sets `aria-hidden` on the page behind (removed again as the dialog closes): role
 *   queries do not find it, as a screen reader would not;
 * - Escape that nothing prevented fires `cancel` at the top modal dialog, and closes it unless `cancel` was
 *   prevented; a dialog removed from the document leaves the modal stack (its focus is not given back).
 *
 * Not mimicked: painting (the top layer, `::backdrop`), the dialog's own focusing steps (`Dialog` moves the focus
 * itself), the user-activation rule under which browsers may ignore `preventDefault()` on `cancel`, `show()` and
 * `requestClose()`.
 */

interface Saved {
  inert: string | null;
  ariaHidden: string | null;
}

const modals: HTMLDialogElement[] = [];
const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
const saved = new Map<Element, Saved>();
let observer: MutationObserver | null = null;

function restoreAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Makes everything outside the top connected modal dialog inert, and only that. */
function update(): void {
  for (let i = modals.length - 1; i >= 0; i -= 1) if (!modals[i]!.isConnected) modals.splice(i, 1);
  for (const [element, attributes] of saved) {
    restoreAttribute(element, 'inert', attributes.inert);
    restoreAttribute(element, 'aria-hidden', attributes.ariaHidden);
  }
  saved.clear();
  const top = modals.at(-1);
  if (!top) {
    observer?.disconnect();
    observer = null;
    return;
  }
  for (let node: Element = top; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node) continue;
      saved.set(sibling, { inert: sibling.getAttribute('inert'), ariaHidden: sibling.getAttribute('aria-hidden') });
      sibling.setAttribute('inert', '');
      sibling.setAttribute('aria-hidden', 'true');
    }
  }
  // What is added to the page while a modal is open is inert too; a removed dialog leaves the stack.
  observer ??= new MutationObserver(update);
  observer.observe(document.body, { childList: true, subtree: true });
}

function showModal(this: HTMLDialogElement): void {
  if (this.open && modals.includes(this)) return;
  if (this.open) throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
  if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
  focusedBefore.set(this, document.activeElement);
  this.open = true;
  modals.push(this);
  update();
}

function close(this: HTMLDialogElement): void {
  if (!this.open) return;
  this.open = false;
  const wasModal = modals.includes(this);
  if (wasModal) modals.splice(modals.indexOf(this), 1);
  update();
  const previous = focusedBefore.get(this);
  focusedBefore.delete(this);
  if (wasModal && previous instanceof HTMLElement) previous.focus();
  setTimeout(() => this.dispatchEvent(new Event('close')));
}

/** Escape's default action: a close request to the top modal dialog, once every listener has had the key. */
function onKeyDown(event: KeyboardEvent): void {
  const top = modals.at(-1);
  if (event.key !== 'Escape' || !top) return;
  queueMicrotask(() => {
    if (event.defaultPrevented || !top.open) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/** Installs the shim where jsdom lacks `showModal()`; does nothing where it has it. */
export function installDialogShim(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof proto.showModal === 'function') return;
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  window.addEventListener('keydown', onKeyDown, true);
}
