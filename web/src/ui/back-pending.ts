/**
 * Marks the document with `data-back-pending` while the history is not yet settled: a layer's entry still to be
 * pushed (its history code loading), or a history.back() this code made that has not yet arrived as popstate. A
 * journey waits for the mark to go before it presses Back or types an address, as a person could not act that fast;
 * for the page it changes nothing.
 */
const counts = { placing: 0, own: 0 };

/** Sets how many of each kind are outstanding, and the mark from both. */
export function setBackPending(kind: keyof typeof counts, outstanding: number): void {
  counts[kind] = outstanding;
  document.documentElement.toggleAttribute('data-back-pending', counts.placing > 0 || counts.own > 0);
}
