import { useId } from 'react';
import { Button } from '#web/ui/button.tsx';
import type { Scope } from '../api/control-client.ts';
import { sessionChoiceOf, sessionChoiceValue, type CallFilter } from './call-filter.ts';

interface ToolbarProps {
  filter: CallFilter;
  onFilter: (filter: CallFilter) => void;
  operations: readonly string[];
  sessions: readonly Scope[];
  scope: Scope;
  paused: boolean;
  onPause: () => void;
  onClear: () => void;
}

const worldName = (session: Scope) => (session === null ? 'Default world' : `Session ${session}`);

/** The calls' filters (operation, status class, world, words), and Pause and Clear. */
export function CallsToolbar({
  filter,
  onFilter,
  operations,
  sessions,
  scope,
  paused,
  onPause,
  onClear,
}: ToolbarProps) {
  const id = useId();
  const set = (change: Partial<CallFilter>) => onFilter({ ...filter, ...change });
  return (
    <div className="toolbar" role="group" aria-label="Filter the calls">
      <div className="toolbar__field toolbar__field--wide">
        <label htmlFor={`${id}-text`}>Find</label>
        <input
          id={`${id}-text`}
          type="search"
          className="input"
          placeholder="path, operation, status…"
          value={filter.text}
          onChange={(event) => set({ text: event.target.value })}
        />
      </div>
      <div className="toolbar__field">
        <label htmlFor={`${id}-operation`}>Operation</label>
        <select
          id={`${id}-operation`}
          className="select"
          value={filter.operation}
          onChange={(event) => set({ operation: event.target.value })}
        >
          <option value="">All operations</option>
          {operations.map((operation) => (
            <option key={operation}>{operation}</option>
          ))}
        </select>
      </div>
      <div className="toolbar__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="select"
          value={filter.statusClass}
          onChange={(event) => set({ statusClass: event.target.value })}
        >
          <option value="">Any status</option>
          {['2', '3', '4', '5'].map((digit) => (
            <option key={digit} value={digit}>
              {digit}xx
            </option>
          ))}
        </select>
      </div>
      <div className="toolbar__field toolbar__field--wide">
        <label htmlFor={`${id}-world`}>World</label>
        <select
          id={`${id}-world`}
          className="select"
          value={sessionChoiceValue(filter.sessions)}
          onChange={(event) => set({ sessions: sessionChoiceOf(event.target.value) })}
        >
          <option value="in-view">This world ({worldName(scope)})</option>
          <option value="all">Every world</option>
          {sessions.map((session) => (
            <option key={session ?? ''} value={session === null ? 'default' : `session:${session}`}>
              {worldName(session)}
            </option>
          ))}
        </select>
      </div>
      <div className="toolbar__actions">
        <Button variant="secondary" size="sm" aria-pressed={paused} onClick={onPause}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      </div>
    </div>
  );
}
