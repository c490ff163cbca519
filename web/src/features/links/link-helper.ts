import { createActor, fromPromise } from 'xstate';
import { linkResolutionMachine } from '#machines';
import { getActualUrl } from './api/get-actual-url.ts';
import { attachLinkEffects } from './link-effects.ts';
import { linkState, type LinkHelperState } from './link-state.ts';

export { useLinkHelperState, type LinkHelperState } from './link-state.ts';

/** The link machine with its one effect: the page load's run here, the catch-all route's in `use-not-found-run.ts`. */
export const linkMachine = linkResolutionMachine.provide({
  actors: { getActualUrl: fromPromise(({ input }: { input: { url: string } }) => getActualUrl(input)) },
});

// Module-level on purpose: the link is resolved once per page load, before any screen renders, and outlives them all.
let actor: ReturnType<typeof createActor<typeof linkMachine>> | null = null;
const publish = (next: LinkHelperState) => linkState.publish(next);

/** The shared-link helper (the link-resolution flow, getActualUrl): runs once per page load, its result is kept. */
export const linkHelper = {
  get: (): LinkHelperState => linkState.get(),
  subscribe: linkState.subscribe,
  start(location: { pathname: string; search: string }, navigate: (to: string) => void): void {
    if (linkState.get().status !== 'idle') return;
    const run = createActor(linkMachine, {
      input: { run: 'pageLoad', pathname: location.pathname, search: location.search },
    });
    actor = run;
    linkState.setCanceller(() => linkHelper.cancel());
    attachLinkEffects(run, navigate);
    const report = () => {
      const snapshot = run.getSnapshot();
      publish(
        snapshot.status === 'done'
          ? { status: 'done', result: snapshot.output }
          : { status: 'running', overlay: snapshot.hasTag('resolving') },
      );
    };
    run.subscribe({ next: report, complete: report });
    publish({ status: 'running', overlay: false });
    run.start();
    report();
  },
  /** The visitor moved on before the answer came: hide the overlay and ignore a late answer. */
  cancel(): void {
    if (actor?.getSnapshot().matches('resolving')) actor.send({ type: 'link.cancel' });
  },
  /** Whether the helper asked the server about this page load's link. */
  hasRun(): boolean {
    const state = linkState.get();
    return state.status === 'done' && state.result.kind !== 'skipped';
  },
  /** Forgets the run, as a new page load would. */
  reset(): void {
    actor?.stop();
    actor = null;
    linkState.clear();
  },
};
