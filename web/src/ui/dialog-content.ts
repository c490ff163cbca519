export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What a user types in or chooses from; a read-only, hidden or file input is not where a dialog starts. */
const FIELD =
  'input:not([disabled]):not([readonly]):not([type="hidden"]):not([type="file"]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

const ALERT = '[role="alert"]';

/**
 * Where a dialog starts: its first field (so a phone's keyboard opens on it), else its first control; null when its
 * content has neither (the dialog itself takes the focus).
 */
export function initialFocusTarget(content: HTMLElement): HTMLElement | null {
  return content.querySelector<HTMLElement>(FIELD) ?? content.querySelector<HTMLElement>(FOCUSABLE);
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
export function watchDialogContent(content: HTMLElement, startedOn: HTMLElement): () => void {
  let fieldFocused = startedOn.matches(FIELD);
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
    const target = initialFocusTarget(content);
    if (target && target !== startedOn && target.matches(FIELD)) {
      fieldFocused = true;
      target.focus();
    }
  });
  observer.observe(content, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * Tells `onChange` whether `element` overflows (has content to scroll to): now, when its content changes and when
 * it is resized. Returns the function that stops.
 */
export function watchOverflow(element: HTMLElement, onChange: (overflows: boolean) => void): () => void {
  const check = () =>
    onChange(element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
  check();
  const mutations = new MutationObserver(check);
  mutations.observe(element, { childList: true, subtree: true, characterData: true });
  // jsdom has no ResizeObserver (and no layout).
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
  resizes?.observe(element);
  return () => {
    mutations.disconnect();
    resizes?.disconnect();
  };
}
