import { Button } from '#web/ui/button.tsx';
import type { Scope } from '../api/control-client.ts';
import { ago, size } from './ago.ts';

export interface SessionRowData {
  id: string | null;
  created: string;
  lastUsed?: string;
  requests: number;
  estimatedBytes: number;
  scenario: string;
  auth: string;
}

interface SessionRowProps {
  row: SessionRowData;
  scope: Scope;
  /** Bytes of the calls the console keeps of this world. */
  kept: number;
  onView: () => void;
  onEnd: () => void;
}

/** One world of the sessions table. Its cells carry their column's name: on a phone each row is a small card. */
export function SessionRow({ row, scope, kept, onView, onEnd }: SessionRowProps) {
  const name = row.id === null ? 'the default world' : `session ${row.id}`;
  return (
    <tr aria-current={row.id === scope ? 'true' : undefined}>
      <th scope="row">{row.id === null ? 'Default world' : row.id}</th>
      <td data-label="Started">{ago(row.created)}</td>
      <td data-label="Last call">{row.lastUsed ? ago(row.lastUsed) : '—'}</td>
      <td data-label="Calls">{row.requests}</td>
      <td data-label="Memory">
        {size(row.estimatedBytes)}
        {kept > 0 ? ` + ${size(kept)} of calls kept here` : ''}
      </td>
      <td data-label="Scenario">
        {row.scenario}
        {row.auth === 'strict' ? ' (strict)' : ''}
      </td>
      <td data-label="Actions" data-wide="">
        <div className="button-row">
          <Button
            variant="secondary"
            size="sm"
            disabled={row.id === scope}
            onClick={onView}
            aria-label={`${row.id === scope ? 'In view:' : 'View'} ${name}`}
          >
            {row.id === scope ? 'In view' : 'View'}
          </Button>
          {row.id === null ? null : (
            <Button variant="ghost" size="sm" aria-label={`End ${name}`} onClick={onEnd}>
              End
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
