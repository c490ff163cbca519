/** Reloads the page; an object so tests can watch the call. */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
