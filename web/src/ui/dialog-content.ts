export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What a user types in or chooses from; a read-only, hidden or file input is not where a dialog starts. */
const FIELD =
  'input:not([disabled]):not([readonly]):not([type="hidden"]):not([type="file"]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

const ALERT = '[role="alert"]';

/** Where a dialog starts: its first field (so a phone's keyboard opens on it), else its first control, else the panel. */
export function initialFocusTarget(panel: HTMLElement): HTMLElement {
  return panel.querySelector<HTMLElement>(FIELD) ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
}

/** The alerts an added node is or holds. */
const alertsAdded = (node: Node): Element[] => {
  if (node instanceof Element) return node.matches(ALERT) ? [node] : [...node.querySelectorAll(ALERT)];
  return alertAround(node);
};

/** The alert a changed node sits in (its text changed). */
const alertAround = (node: Node): Element[] => {
  const alert = (node instanceof Element ? node : node.parentElement)?.closest(ALERT);
  return alert ? [alert] : [];
};

/**
 * Watches an open dialog's content. An error that appears (`role="alert"`, already announced) is scrolled into
 * view inside the dialog's scrolling body, clear of its actions. A field that appears after opening (content that
 * loads later) takes the focus, as long as it is still where the dialog put it. Returns the function that stops.
 */
export function watchDialogContent(panel: HTMLElement, startedOn: HTMLElement): () => void {
  let fieldFocused = startedOn !== panel && startedOn.matches(FIELD);
  const observer = new MutationObserver((records) => {
    const alerts = new Set<Element>();
    for (const record of records) {
      record.addedNodes.forEach((node) => alertsAdded(node).forEach((alert) => alerts.add(alert)));
      alertAround(record.target).forEach((alert) => alerts.add(alert));
    }
    const last = [...alerts].filter((alert) => alert.isConnected && alert.textContent?.trim()).at(-1);
    // jsdom has no scrollIntoView.
    last?.scrollIntoView?.({ block: 'nearest' });
    if (fieldFocused || document.activeElement !== startedOn) return;
    const target = initialFocusTarget(panel);
    if (target !== startedOn && target.matches(FIELD)) {
      fieldFocused = true;
      target.focus();
    }
  });
  observer.observe(panel, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
