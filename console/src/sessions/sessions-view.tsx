import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/ui/button.tsx';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { ago, size } from './ago.ts';
import { NewSessionForm } from './new-session-form.tsx';
import { sessionsQueryOptions, useEndSession } from './sessions-api.ts';

interface Row {
  id: string | null;
  created: string;
  lastUsed?: string;
  requests: number;
  estimatedBytes: number;
  scenario: string;
  auth: string;
}

/** The sessions the mock holds (and the default world): age, calls, memory; view one, end one, start one. */
export function SessionsView() {
  const { scope, choose } = useScope();
  const { data } = useQuery(sessionsQueryOptions());
  const end = useEndSession();
  if (!data) return <p aria-busy="true">Loading the sessions…</p>;
  const rows: Row[] = [{ id: null, ...data.defaultWorld }, ...[...data.sessions].reverse()];
  const kept = (id: string | null) => data.consoleBytes[id ?? ''] ?? 0;
  return (
    <div className="stack">
      <p>
        {data.sessions.length} session{data.sessions.length === 1 ? '' : 's'} held of at most{' '}
        {data.limit.toLocaleString('en-IN')}; one unused for {data.idleMinutes} min is forgotten.
        {data.process ? ` The mock process: ${size(data.process.rssBytes)} resident.` : ''}
      </p>
      <div className="grid-frame">
        <table className="data-table">
          <caption className="visually-hidden">Sessions, most recently used first</caption>
          <thead>
            <tr>
              <th scope="col">World</th>
              <th scope="col">Started</th>
              <th scope="col">Last call</th>
              <th scope="col">Calls</th>
              <th scope="col">Memory</th>
              <th scope="col">Scenario</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? ''} aria-current={row.id === scope ? 'true' : undefined}>
                <th scope="row">{row.id === null ? 'Default world' : row.id}</th>
                <td>{ago(row.created)}</td>
                <td>{row.lastUsed ? ago(row.lastUsed) : '—'}</td>
                <td>{row.requests}</td>
                <td>
                  {size(row.estimatedBytes)}
                  {kept(row.id) > 0 ? ` + ${size(kept(row.id))} of calls kept here` : ''}
                </td>
                <td>
                  {row.scenario}
                  {row.auth === 'strict' ? ' (strict)' : ''}
                </td>
                <td>
                  <div className="button-row">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={row.id === scope}
                      onClick={() => choose(row.id)}
                      aria-label={`${row.id === scope ? 'In view:' : 'View'} ${row.id === null ? 'the default world' : `session ${row.id}`}`}
                    >
                      {row.id === scope ? 'In view' : 'View'}
                    </Button>
                    {row.id === null ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`End session ${row.id}`}
                        onClick={() => {
                          const id = row.id!;
                          end.mutate(id, { onSuccess: () => (id === scope ? choose(null) : undefined) });
                        }}
                      >
                        End
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
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
