import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/ui/button.tsx';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { useCreateSession, type NewSession } from './sessions-api.ts';

const SCENARIOS: ReadonlyArray<NonNullable<NewSession['scenario']>> = [
  'default',
  'new-candidate',
  'kyc-complete',
  'upstream-down',
  'slow-network',
  'token-churn',
  'empty-world',
];

/** Starts a session (an id of one's own, or one the mock makes), in a scenario and ownership mode, and views it. */
export function NewSessionForm() {
  const id = useId();
  const { choose } = useScope();
  const [sessionId, setSessionId] = useState('');
  const [scenario, setScenario] = useState<NonNullable<NewSession['scenario']>>('default');
  const [auth, setAuth] = useState<'open' | 'strict'>('open');
  const create = useCreateSession();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { ...(sessionId.trim() ? { id: sessionId.trim() } : {}), scenario, auth },
      { onSuccess: (made) => choose(made.id) },
    );
  };
  return (
    <form className="form-grid" onSubmit={submit} aria-label="Start a session">
      <div className="form-field">
        <label htmlFor={`${id}-id`}>Id (empty: the mock makes one)</label>
        <input
          id={`${id}-id`}
          className="input"
          value={sessionId}
          pattern="[A-Za-z0-9._\-]{1,64}"
          onChange={(event) => setSessionId(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-scenario`}>Scenario</label>
        <select
          id={`${id}-scenario`}
          className="select"
          value={scenario}
          onChange={(event) => setScenario(event.target.value as typeof scenario)}
        >
          {SCENARIOS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-auth`}>Ownership</label>
        <select
          id={`${id}-auth`}
          className="select"
          value={auth}
          onChange={(event) => setAuth(event.target.value as 'open' | 'strict')}
        >
          <option value="open">open</option>
          <option value="strict">strict</option>
        </select>
      </div>
      <div className="form-field--wide">
        <Button type="submit" busy={create.isPending}>
          Start and view it
        </Button>
      </div>
      {create.error ? <Notice tone="error">{create.error.message}</Notice> : null}
    </form>
  );
}
