import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { sessionsQueryOptions } from '../sessions/sessions-api.ts';
import { useScope } from './scope.tsx';

const DEFAULT_WORLD = '';

/** Which world every view shows and steers: the default world or a session (those held, and the one in view). */
export function ScopePicker() {
  const { scope, choose } = useScope();
  const { data } = useQuery(sessionsQueryOptions());
  const id = useId();
  const held = data?.sessions.map((session) => session.id) ?? [];
  const ids = scope === null || held.includes(scope) ? held : [scope, ...held];
  return (
    <div className="scope-picker">
      <label htmlFor={id} className="scope-picker__label">
        World
      </label>
      <select
        id={id}
        className="select"
        value={scope ?? DEFAULT_WORLD}
        onChange={(event) => choose(event.target.value === DEFAULT_WORLD ? null : event.target.value)}
      >
        <option value={DEFAULT_WORLD}>Default world (no session)</option>
        {ids.map((session) => (
          <option key={session} value={session}>
            Session {session}
          </option>
        ))}
      </select>
    </div>
  );
}
