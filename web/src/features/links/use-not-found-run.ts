import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createActor } from 'xstate';
import type { LinkResolutionInput } from '#machines';
import { attachLinkEffects } from './link-effects.ts';
import { linkMachine } from './link-helper.ts';

/**
 * Runs the link machine for one location on the catch-all route (the not-found handler). Made with createActor rather than an actor context because
 * the run outlives the screen: after sending the visitor to / it still has to open the job 100 ms later.
 * Leaving while it is still asking cancels it.
 */
export function useNotFoundRun(input: Extract<LinkResolutionInput, { run: 'notFound' }>) {
  const navigate = useNavigate();
  const [actor] = useState(() => {
    const run = createActor(linkMachine, { input });
    attachLinkEffects(run, (to) => void navigate(to));
    return run;
  });
  const mounts = useRef(0);
  useEffect(() => {
    mounts.current += 1;
    actor.start();
    return () => {
      mounts.current -= 1;
      // A remount (React's development double effects) keeps the run going.
      queueMicrotask(() => {
        if (mounts.current === 0 && actor.getSnapshot().hasTag('resolving')) actor.send({ type: 'link.cancel' });
      });
    };
  }, [actor]);
  return actor;
}
