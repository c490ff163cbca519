import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { notFoundMachine, type NotFoundInput } from '#machines';
import { getActualUrl } from './api/get-actual-url.ts';
import { attachLinkEffects } from './link-effects.ts';

const machine = notFoundMachine.provide({
  actors: { getActualUrl: fromPromise(({ input }: { input: { url: string } }) => getActualUrl(input)) },
});

/**
 * Runs the not-found machine for one location. Made with createActor rather than an actor context because
 * the run outlives the screen: after sending the visitor to / it still has to open the job 100 ms later.
 * Leaving while it is still asking cancels it.
 */
export function useNotFoundRun(input: NotFoundInput) {
  const navigate = useNavigate();
  const [actor] = useState(() => {
    const run = createActor(machine, { input });
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
        if (mounts.current === 0 && actor.getSnapshot().hasTag('checking')) actor.send({ type: 'link.cancel' });
      });
    };
  }, [actor]);
  return actor;
}
