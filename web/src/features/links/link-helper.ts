import { useSyncExternalStore } from 'react';
import { createActor, fromPromise } from 'xstate';
import { linkResolutionMachine, type LinkResolution } from '../../../../machines/src/index.ts';
import { getActualUrl } from './api/get-actual-url.ts';
import { attachLinkEffects } from './link-effects.ts';

export type LinkHelperState =
  | { status: 'idle' }
  | { status: 'running'; overlay: boolean }
  | { status: 'done'; result: LinkResolution };

const machine = linkResolutionMachine.provide({
  actors: { getActualUrl: fromPromise(({ input }: { input: { url: string } }) => getActualUrl(input)) },
});

const listeners = new Set<() => void>();
let state: LinkHelperState = { status: 'idle' };
let actor: ReturnType<typeof createActor<typeof machine>> | null = null;

function publish(next: LinkHelperState): void {
  if (next.status === 'done' && state.status === 'done') return;
  if (next.status === 'running' && state.status === 'running' && next.overlay === state.overlay) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The shared-link helper (spec 001 s4 "Link resolution"): runs once per page load, its result is kept. */
export const linkHelper = {
  get: (): LinkHelperState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(location: { pathname: string; search: string }, navigate: (to: string) => void): void {
    if (state.status !== 'idle') return;
    const run = createActor(machine, { input: { pathname: location.pathname, search: location.search, cached: null } });
    actor = run;
    attachLinkEffects(run, navigate);
    const report = () => {
      const snapshot = run.getSnapshot();
      publish(snapshot.status === 'done' ? { status: 'done', result: snapshot.output } : { status: 'running', overlay: snapshot.hasTag('overlay') });
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
    return state.status === 'done' && state.result.kind !== 'skipped';
  },
  /** Forgets the run, as a new page load would. */
  reset(): void {
    actor?.stop();
    actor = null;
    state = { status: 'idle' };
    for (const listener of listeners) listener();
  },
};

export function useLinkHelperState(): LinkHelperState {
  return useSyncExternalStore(linkHelper.subscribe, linkHelper.get, linkHelper.get);
}
