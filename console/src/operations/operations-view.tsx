import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useScope } from '../app/scope.tsx';
import { coverageQueryOptions, type OperationCoverage } from './coverage-api.ts';
import { OperationItem } from './operation-item.tsx';

interface Shown {
  text: string;
  neverCalled: boolean;
  assumedOnly: boolean;
}

const isShown = (operation: OperationCoverage, shown: Shown): boolean =>
  (!shown.neverCalled || operation.calls === 0) &&
  (!shown.assumedOnly || operation.assumed) &&
  `${operation.operationId} ${operation.path} ${operation.summary ?? ''}`
    .toLowerCase()
    .includes(shown.text.toLowerCase());

/** Every operation of the contract by area, with what this world answered, its contract and its example. */
export function OperationsView() {
  const id = useId();
  const { scope, client } = useScope();
  const { data } = useQuery(coverageQueryOptions(scope, client));
  const [shown, setShown] = useState<Shown>({ text: '', neverCalled: false, assumedOnly: false });
  if (!data) return <p aria-busy="true">Loading the operations…</p>;
  return (
    <div className="stack">
      <p>
        <strong>{data.answered}</strong> of {data.operations} operations called in this world (since its log was last
        cleared).
      </p>
      <div className="toolbar toolbar--operations" role="group" aria-label="Filter the operations">
        <div className="toolbar__field toolbar__field--wide">
          <label htmlFor={`${id}-text`}>Find</label>
          <input
            id={`${id}-text`}
            type="search"
            className="input"
            value={shown.text}
            onChange={(event) => setShown({ ...shown, text: event.target.value })}
          />
        </div>
        <label className="choice">
          <input
            type="checkbox"
            checked={shown.neverCalled}
            onChange={(event) => setShown({ ...shown, neverCalled: event.target.checked })}
          />
          Never called
        </label>
        <label className="choice">
          <input
            type="checkbox"
            checked={shown.assumedOnly}
            onChange={(event) => setShown({ ...shown, assumedOnly: event.target.checked })}
          />
          Assumed paths only
        </label>
      </div>
      {data.areas.map((area) => {
        const operations = area.operations.filter((operation) => isShown(operation, shown));
        if (operations.length === 0) return null;
        return (
          <section key={area.tag} className="card stack-sm" aria-labelledby={`${id}-${area.tag}`}>
            <h3 id={`${id}-${area.tag}`}>
              {area.tag}{' '}
              <span className="muted">
                ({operations.filter((o) => o.calls > 0).length} of {operations.length} called)
              </span>
            </h3>
            {area.description ? <p className="muted">{area.description}</p> : null}
            <ul className="operations">
              {operations.map((operation) => (
                <OperationItem key={operation.operationId} operation={operation} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
