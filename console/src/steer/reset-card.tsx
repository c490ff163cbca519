import { useState } from 'react';
import { Button } from '#web/ui/button.tsx';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { useScope } from '../app/scope.tsx';
import { ConsoleDialog } from '../ui/console-dialog.tsx';
import { Notice } from '../ui/notice.tsx';
import { resetWorld } from './steer-api.ts';

/** Back to the seed, in the current scenario, once confirmed. */
export function ResetCard() {
  const { scope } = useScope();
  const [asking, setAsking] = useState(false);
  const reset = useScopedMutation(resetWorld);
  const world = scope === null ? 'the default world' : `session ${scope}`;
  return (
    <section className="card stack" aria-labelledby="reset-title">
      <h2 id="reset-title">Reset</h2>
      <p className="muted">The data, clock, tokens, codes, faults, drift, calls and uploads go back to the seed.</p>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Reset {world}…
      </Button>
      {reset.isSuccess ? <Notice>Reset: {world} is back to the seed.</Notice> : null}
      {reset.error ? <Notice tone="error">{reset.error.message}</Notice> : null}
      {asking ? (
        <ConsoleDialog title={`Reset ${world}?`} onClose={() => setAsking(false)}>
          <div className="stack">
            <p>Everything in it goes back to the seed, in its scenario. Nothing else is touched.</p>
            <div className="button-row">
              <Button
                variant="danger"
                busy={reset.isPending}
                onClick={() => reset.mutate(undefined, { onSettled: () => setAsking(false) })}
              >
                Reset
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </div>
        </ConsoleDialog>
      ) : null}
    </section>
  );
}
