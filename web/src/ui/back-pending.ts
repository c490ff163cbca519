/**
 * Says on the document (`data-back-pending`) while Back is not yet where it will be: a layer's entry still being
 * placed (its history code loading) or a Back of our own on its way. A journey waits for it before it presses Back
 * or types an address, as a person could not act that fast; for the page it changes nothing.
 */
const counts = { placing: 0, own: 0 };

export function backPending(reason: keyof typeof counts, pending: boolean | number): void {
  counts[reason] = typeof pending === 'number' ? pending : counts[reason] + (pending ? 1 : -1);
  document.documentElement.toggleAttribute('data-back-pending', counts.placing > 0 || counts.own > 0);
}
