import { useQuery } from '@tanstack/react-query';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { size } from './ago.ts';
import { SessionRow, type SessionRowData } from './session-row.tsx';
import { NewSessionForm } from './new-session-form.tsx';
import { sessionsQueryOptions, useEndSession } from './sessions-api.ts';

/** The sessions the mock holds (and the default world): age, calls, memory; view one, end one, start one. */
export function SessionsView() {
  const { scope, choose } = useScope();
  const { data } = useQuery(sessionsQueryOptions());
  const end = useEndSession();
  if (!data) return <p aria-busy="true">Loading the sessions…</p>;
  const rows: SessionRowData[] = [{ id: null, ...data.defaultWorld }, ...[...data.sessions].reverse()];
  const kept = (id: string | null) => data.consoleBytes[id ?? ''] ?? 0;
  return (
    <div className="stack">
      <p>
        {data.sessions.length} session{data.sessions.length === 1 ? '' : 's'} held of at most{' '}
        {data.limit.toLocaleString('en-IN')}; one unused for {data.idleMinutes} min is forgotten.
        {data.process ? ` The mock process: ${size(data.process.rssBytes)} resident.` : ''}
      </p>
      <div className="grid-frame">
        <table className="data-table data-table--cards">
          <caption className="visually-hidden">Sessions, most recently used first</caption>
          <thead>
            <tr>
              {['World', 'Started', 'Last call', 'Calls', 'Memory', 'Scenario', 'Actions'].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <SessionRow
                key={row.id ?? ''}
                row={row}
                scope={scope}
                kept={kept(row.id)}
                onView={() => choose(row.id)}
                onEnd={() => {
                  const id = row.id!;
                  end.mutate(id, { onSuccess: () => (id === scope ? choose(null) : undefined) });
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
      {end.error ? <Notice tone="error">{end.error.message}</Notice> : null}
      <section className="card stack" aria-labelledby="new-session-title">
        <h2 id="new-session-title">Start a session</h2>
        <NewSessionForm />
      </section>
    </div>
  );
}
