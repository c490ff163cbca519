import { useMemo, useState, useSyncExternalStore } from 'react';
import { useScope } from '../app/scope.tsx';
import { useLive } from '../stream/live-stream.tsx';
import { Notice } from '../ui/notice.tsx';
import { CallDetailsDialog } from './call-details-dialog.tsx';
import { isUnfiltered, matches, NO_FILTER, type CallFilter } from './call-filter.ts';
import { CallsGrid } from './calls-grid.tsx';
import { CallsToolbar } from './calls-toolbar.tsx';

/** Rows the grid shows at most (the newest matching calls). */
const SHOWN = 500;

/** Every call the mock answers, live: filters, pause, clear, and a chosen call in full. */
export function CallsView() {
  const { scope } = useScope();
  const { calls: store } = useLive();
  const snapshot = useSyncExternalStore(store.subscribe, store.get);
  const [filter, setFilter] = useState<CallFilter>(NO_FILTER);
  const [open, setOpen] = useState<number | undefined>();
  const operations = useMemo(() => [...new Set(snapshot.calls.map((c) => c.operationId))].sort(), [snapshot.calls]);
  const sessions = useMemo(() => [...new Set(snapshot.calls.map((c) => c.session))], [snapshot.calls]);
  const matching = useMemo(
    () => snapshot.calls.filter((call) => matches(call, filter, scope)).reverse(),
    [snapshot.calls, filter, scope],
  );
  const shown = matching.slice(0, SHOWN);
  // What Resume will add to this view: other worlds' calls, or those the filters hide, are not counted.
  const waiting = snapshot.waiting.filter((call) => matches(call, filter, scope)).length;
  return (
    <div className="stack">
      <CallsToolbar
        filter={filter}
        onFilter={setFilter}
        operations={operations}
        sessions={sessions}
        scope={scope}
        paused={snapshot.paused}
        onPause={() => (snapshot.paused ? store.resume() : store.pause())}
        onClear={() => store.clear()}
      />
      <p className="muted" aria-live="polite">
        {matching.length === shown.length
          ? `${shown.length} call${shown.length === 1 ? '' : 's'}`
          : `The newest ${shown.length} of ${matching.length} calls`}
        {snapshot.paused ? ` · paused, ${waiting} new waiting` : ''}
        {snapshot.dropped > 0 ? ` · ${snapshot.dropped} not listed (the mock lists 300 a second)` : ''}
      </p>
      {shown.length === 0 ? (
        <Notice>
          No calls yet{isUnfiltered(filter) ? ' in this world' : ' match'}. Calls appear here as the mock answers them,
          from any client.
        </Notice>
      ) : (
        <>
          <p id="calls-grid-keys" className="visually-hidden">
            Arrow keys move between cells; Enter opens the call.
          </p>
          <div className="grid-frame">
            <CallsGrid calls={shown} onOpen={setOpen} />
          </div>
        </>
      )}
      {open === undefined ? null : <CallDetailsDialog id={open} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
