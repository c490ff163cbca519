import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#web/ui/button.tsx';
import type { OperationCoverage } from './coverage-api.ts';

/** The contract's reading and its examples: a chunk of their own, with the contract, fetched when first opened. */
const OperationContract = lazy(() => import('./operation-contract.tsx'));

/** The statuses the contract documents, each with the calls answered so, and any answered it does not document. */
function Statuses({ operation }: { operation: OperationCoverage }) {
  const count = (key: string) =>
    operation.answered
      .filter(({ status }) => String(status) === key || `${String(status)[0]}XX` === key)
      .reduce((sum, { count: n }) => sum + n, 0);
  return (
    <ul className="statuses" aria-label={`${operation.operationId} statuses`}>
      {operation.documented.map((key) => {
        const seen = count(key);
        return (
          <li key={key} className={`chip ${seen > 0 ? 'chip--seen' : 'chip--never'}`}>
            {key} {seen > 0 ? `× ${seen}` : 'never answered'}
          </li>
        );
      })}
      {operation.undocumented.map((status) => (
        <li key={status} className="chip chip--undocumented">
          {status} answered, not documented
        </li>
      ))}
    </ul>
  );
}

/** One operation: how it is called, what it answered, and its contract behind a disclosure. */
export function OperationItem({ operation }: { operation: OperationCoverage }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="operation">
      <div className="operation__head">
        <div className="operation__what">
          <h4 className="operation__name">
            <code>{operation.operationId}</code>
          </h4>
          <p className="request-line">
            <span className="method">{operation.method}</span> {operation.path}
          </p>
          {operation.summary ? <p className="muted">{operation.summary}</p> : null}
        </div>
        <div className="operation__seen">
          <p className="operation__tags">
            {operation.assumed ? (
              <span className="tag tag--assumed" title="The specification does not show this path or method">
                Assumed path
              </span>
            ) : null}
            {operation.unusedByClient ? <span className="tag">Not used by the client</span> : null}
            <span className="muted">
              {operation.calls} call{operation.calls === 1 ? '' : 's'}
            </span>
          </p>
          <Statuses operation={operation} />
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={`${id}-contract`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide the contract' : 'Contract and example'}
          </Button>
        </div>
      </div>
      <div id={`${id}-contract`} hidden={!open}>
        {open ? (
          <Suspense fallback={<p aria-busy="true">Loading the contract…</p>}>
            <OperationContract operation={operation} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
