import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/ui/button.tsx';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { OperationSelect } from './operation-select.tsx';
import { DRIFT_KINDS, driftQueryOptions, removeDrift, setDrift, type DriftKind } from './steer-api.ts';

/** Drift per operation: answers that break the contract on purpose (to prove the checks catch it). */
export function DriftCard() {
  const id = useId();
  const { scope, client } = useScope();
  const { data: drift = [] } = useQuery(driftQueryOptions(scope, client));
  const [operationId, setOperationId] = useState('');
  const [kind, setKind] = useState<DriftKind>('rename-field');
  const set = useScopedMutation(setDrift);
  const remove = useScopedMutation(removeDrift);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate({ operationId, kind });
  };
  return (
    <section className="card stack" aria-labelledby="drift-title">
      <h2 id="drift-title">Drift</h2>
      {drift.length === 0 ? (
        <p className="muted">No drift: every answer is as the contract says.</p>
      ) : (
        <ul className="item-list" aria-label="Drift in force">
          {drift.map((entry) => (
            <li key={entry.operationId} className="item-list__item">
              <span>
                <strong>{entry.operationId}</strong> {entry.kind}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Switch off drift on ${entry.operationId}`}
                onClick={() => remove.mutate(entry.operationId)}
              >
                Switch off
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="form-grid" onSubmit={submit} aria-label="Set drift">
        <div className="form-field">
          <label htmlFor={`${id}-operation`}>Operation</label>
          <OperationSelect id={`${id}-operation`} value={operationId} onChange={setOperationId} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            className="select"
            value={kind}
            onChange={(event) => setKind(event.target.value as DriftKind)}
          >
            {DRIFT_KINDS.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {entry.text}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field--wide">
          <Button type="submit" busy={set.isPending}>
            Set drift
          </Button>
        </div>
      </form>
      {set.error || remove.error ? <Notice tone="error">{(set.error ?? remove.error)?.message}</Notice> : null}
    </section>
  );
}
