import { useQuery } from '@tanstack/react-query';
import { useScope } from '../app/scope.tsx';
import { coverageQueryOptions } from '../operations/coverage-api.ts';

/** A select of the contract's operations by area ('*' first where every operation may be named). */
export function OperationSelect({
  id,
  value,
  onChange,
  withEvery,
}: {
  id: string;
  value: string;
  onChange: (operationId: string) => void;
  withEvery?: boolean;
}) {
  const { scope, client } = useScope();
  const { data } = useQuery(coverageQueryOptions(scope, client));
  return (
    <select id={id} className="select" value={value} required onChange={(event) => onChange(event.target.value)}>
      <option value="" disabled>
        Choose an operation
      </option>
      {withEvery ? <option value="*">* (every operation)</option> : null}
      {data?.areas.map((area) => (
        <optgroup key={area.tag} label={area.tag}>
          {area.operations.map((operation) => (
            <option key={operation.operationId} value={operation.operationId}>
              {operation.operationId}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
