/** Try Again reloads the page (spec: the error card's button). Kept apart so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
