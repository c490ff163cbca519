export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What a user types in or chooses from; a read-only, hidden or file input is not where a dialog starts. */
const FIELD =
  'input:not([disabled]):not([readonly]):not([type="hidden"]):not([type="file"]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** Where a dialog starts: its first field (a phone's keyboard opens on it), else its first control, else null. */
export function initialFocusTarget(content: HTMLElement): HTMLElement | null {
  return content.querySelector<HTMLElement>(FIELD) ?? content.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Watches an open dialog's content. An error that appears or changes (`role="alert"`, already announced) is scrolled
 * into view inside the dialog's scrolling body, clear of its actions. A field that appears after opening (content
 * that loads later) takes the focus, as long as it is still where the dialog put it. Returns the function that stops.
 */
export function watchDialogContent(content: HTMLElement, startedOn: HTMLElement): () => void {
  let fieldFocused = startedOn.matches(FIELD);
  const observer = new MutationObserver((records) => {
    const touched = (alert: Element) =>
      records.some((r) => alert.contains(r.target) || [...r.addedNodes].some((node) => node.contains(alert)));
    const alerts = [...content.querySelectorAll('[role="alert"]')].filter((a) => a.textContent?.trim() && touched(a));
    // jsdom has no scrollIntoView.
    alerts.at(-1)?.scrollIntoView?.({ block: 'nearest' });
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
