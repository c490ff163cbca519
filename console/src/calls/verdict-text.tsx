import type { CallSummary } from '../stream/call-store.ts';

/** What the contract says of a call's answer, and where the answer came from (a fault, drift, a recording). */
export function VerdictText({ call }: { call: CallSummary }) {
  const count = call.verdict.violations.length;
  return (
    <span className="verdict">
      <span className={call.verdict.valid ? 'verdict__valid' : 'verdict__off'}>
        {call.verdict.valid ? 'Valid' : `${count} violation${count === 1 ? '' : 's'}`}
      </span>
      {call.fault ? (
        <span className="tag tag--fault">
          {call.fault.status === 0 ? 'Delayed by fault' : 'Fault'} {call.fault.id}
        </span>
      ) : null}
      {call.drift ? <span className="tag tag--drift">Drift: {call.drift}</span> : null}
      {call.replayed ? <span className="tag tag--replay">Replayed</span> : null}
    </span>
  );
}
