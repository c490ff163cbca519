import type { CallSummary } from '../stream/call-store.ts';
import { StatusCode } from '../ui/status-code.tsx';
import { useGridFocus } from './use-grid-focus.ts';
import { VerdictText } from './verdict-text.tsx';

const COLUMNS = ['Time', 'World', 'Operation', 'Request', 'Status', 'Took', 'Contract'] as const;
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour12: false });

function cells(call: CallSummary) {
  return [
    time(call.time),
    call.session ?? 'default',
    call.operationId,
    <span key="request" className="request-line">
      <span className="method">{call.method}</span> {call.path}
    </span>,
    <StatusCode key="status" status={call.status} />,
    `${call.durationMs} ms`,
    <VerdictText key="verdict" call={call} />,
  ];
}

/**
 * The calls as a WAI-ARIA data grid: one cell takes Tab, the arrow keys move between cells, Enter (or a click) opens
 * the row's call.
 */
export function CallsGrid({ calls, onOpen }: { calls: readonly CallSummary[]; onOpen: (id: number) => void }) {
  const { at, setFocus, onKeyDown } = useGridFocus(calls.length, COLUMNS.length, (row) => {
    const call = calls[row];
    if (call) onOpen(call.id);
  });
  return (
    <table
      role="grid"
      className="calls-grid"
      aria-label="Calls, newest first"
      aria-describedby="calls-grid-keys"
      aria-rowcount={calls.length + 1}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr role="row">
          {COLUMNS.map((name) => (
            <th key={name} role="columnheader" scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calls.map((call, row) => (
          <tr
            key={call.id}
            role="row"
            className={call.verdict.valid ? undefined : 'calls-grid__row--off'}
            onClick={() => {
              setFocus({ row, column: at.column });
              onOpen(call.id);
            }}
          >
            {cells(call).map((content, column) => (
              <td
                key={COLUMNS[column]}
                role="gridcell"
                data-cell={`${row}:${column}`}
                data-label={COLUMNS[column]}
                tabIndex={row === at.row && column === at.column ? 0 : -1}
              >
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
