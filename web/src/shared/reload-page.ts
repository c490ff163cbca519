/** Reloads the page (the error pages' Reload and the job list's Try Again); an object so tests can watch the call. */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
