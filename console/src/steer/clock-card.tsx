import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/ui/button.tsx';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { advanceClock, clockQueryOptions, expireTokens } from './steer-api.ts';

const MINUTE = 60_000;
const STEPS = [
  { label: '+5 min', ms: 5 * MINUTE },
  { label: '+1 hour', ms: 60 * MINUTE },
  { label: '+1 day', ms: 24 * 60 * MINUTE },
];

/** The mock's clock, moved forward (codes and tokens expire on it), and every token expired at once. */
export function ClockCard() {
  const id = useId();
  const { scope, client } = useScope();
  const { data: now } = useQuery(clockQueryOptions(scope, client));
  const [minutes, setMinutes] = useState('');
  const advance = useScopedMutation(advanceClock);
  const expire = useScopedMutation(expireTokens);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    advance.mutate(Number(minutes) * MINUTE);
  };
  return (
    <section className="card stack" aria-labelledby="clock-title">
      <h2 id="clock-title">Clock and tokens</h2>
      <p>
        Mock time: <time dateTime={now}>{now ? new Date(now).toLocaleString('en-IN') : '…'}</time>
      </p>
      <div className="button-row">
        {STEPS.map((step) => (
          <Button key={step.label} variant="secondary" size="sm" onClick={() => advance.mutate(step.ms)}>
            {step.label}
          </Button>
        ))}
      </div>
      <form className="inline-form" onSubmit={submit} aria-label="Advance the clock">
        <label htmlFor={`${id}-minutes`}>Minutes</label>
        <input
          id={`${id}-minutes`}
          className="input input--short"
          type="number"
          min="0"
          required
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm">
          Advance
        </Button>
      </form>
      <div className="button-row">
        <Button variant="secondary" size="sm" busy={expire.isPending} onClick={() => expire.mutate(undefined)}>
          Expire every token
        </Button>
        {expire.data ? <span role="status">{expire.data.expired} token(s) expired</span> : null}
      </div>
      {advance.error ? <Notice tone="error">{advance.error.message}</Notice> : null}
    </section>
  );
}
