import type { Actor, AnyStateMachine } from 'xstate';
import type { LinkEmitted } from '#machines';
import { emitAppEvent } from '#web/shared/app-events.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';

type EmittingActor = Pick<Actor<AnyStateMachine>, 'on'>;

/** What the link machine asks for: navigation, the pending job in session storage, the openJobDetails event. */
export function attachLinkEffects(actor: EmittingActor, navigate: (to: string) => void): void {
  actor.on('navigate', (event: LinkEmitted) => {
    if (event.type === 'navigate') navigate(event.to);
  });
  actor.on('job.store', (event: LinkEmitted) => {
    if (event.type === 'job.store')
      window.sessionStorage.setItem(SESSION_STORAGE_KEYS.pendingJobDetails, JSON.stringify(event.job));
  });
  actor.on('job.open', (event: LinkEmitted) => {
    if (event.type === 'job.open') emitAppEvent('openJobDetails', event.job);
  });
  actor.on('link.failed', (event: LinkEmitted) => {
    // A link that cannot be resolved is only logged: the visitor simply stays where they are.
    if (event.type === 'link.failed') console.warn('Could not resolve the shared link', event.error);
  });
}
