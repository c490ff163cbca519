import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/ui/button.tsx';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { FaultForm } from './fault-form.tsx';
import { clearFaults, faultsQueryOptions, removeFault, type FaultInForce } from './steer-api.ts';

const describe = (fault: FaultInForce): string =>
  [
    fault.status === 0 ? 'delay only' : `answers ${fault.status}`,
    fault.delayMs ? `after ${fault.delayMs} ms` : '',
    fault.jitterMs ? `+ up to ${fault.jitterMs} ms` : '',
    fault.times === undefined ? 'every call' : `${fault.times} more call${fault.times === 1 ? '' : 's'}`,
    fault.probability === undefined ? '' : `${Math.round(fault.probability * 100)}% of the time`,
    fault.body === undefined ? '' : `body ${JSON.stringify(fault.body).slice(0, 60)}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The faults in force, each removable on its own, and the form that adds one. */
export function FaultsCard() {
  const { scope, client } = useScope();
  const { data: faults = [] } = useQuery(faultsQueryOptions(scope, client));
  const remove = useScopedMutation(removeFault);
  const clear = useScopedMutation(clearFaults);
  return (
    <section className="card stack" aria-labelledby="faults-title">
      <h2 id="faults-title">Faults</h2>
      {faults.length === 0 ? (
        <p className="muted">No fault in force: every operation answers as simulated.</p>
      ) : (
        <ul className="item-list" aria-label="Faults in force">
          {faults.map((fault) => (
            <li key={fault.id} className="item-list__item">
              <span>
                <strong>{fault.operationId}</strong> {describe(fault)} <span className="muted">({fault.id})</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove fault ${fault.id} on ${fault.operationId}`}
                onClick={() => remove.mutate(fault.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {faults.length > 1 ? (
        <Button variant="secondary" size="sm" onClick={() => clear.mutate(undefined)}>
          Remove every fault
        </Button>
      ) : null}
      {remove.error ? <Notice tone="error">{remove.error.message}</Notice> : null}
      <h3>Add a fault</h3>
      <FaultForm />
    </section>
  );
}
