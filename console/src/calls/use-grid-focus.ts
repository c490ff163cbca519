import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';

export interface GridFocus {
  row: number;
  column: number;
}

/** Where a key moves the focus in a grid of `rows` × `columns` cells (WAI-ARIA data grid), or undefined for another key. */
export function moved(key: string, ctrl: boolean, at: GridFocus, rows: number, columns: number): GridFocus | undefined {
  const row = (r: number) => Math.max(0, Math.min(rows - 1, r));
  const column = (c: number) => Math.max(0, Math.min(columns - 1, c));
  switch (key) {
    case 'ArrowDown':
      return { ...at, row: row(at.row + 1) };
    case 'ArrowUp':
      return { ...at, row: row(at.row - 1) };
    case 'ArrowRight':
      return { ...at, column: column(at.column + 1) };
    case 'ArrowLeft':
      return { ...at, column: column(at.column - 1) };
    case 'PageDown':
      return { ...at, row: row(at.row + 10) };
    case 'PageUp':
      return { ...at, row: row(at.row - 10) };
    case 'Home':
      return ctrl ? { row: 0, column: 0 } : { ...at, column: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, column: columns - 1 } : { ...at, column: columns - 1 };
    default:
      return undefined;
  }
}

/**
 * One cell of the grid takes Tab (roving tabindex); the arrows, Page Up/Down and Home/End move it, and the cell is
 * focused; Enter or Space acts on its row.
 */
export function useGridFocus(rows: number, columns: number, onActivate: (row: number) => void) {
  const [focus, setFocus] = useState<GridFocus>({ row: 0, column: 0 });
  const at = useMemo<GridFocus>(
    () => ({ row: Math.min(focus.row, Math.max(0, rows - 1)), column: focus.column }),
    [focus, rows],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (rows === 0) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate(at.row);
        return;
      }
      const next = moved(event.key, event.ctrlKey, at, rows, columns);
      if (!next) return;
      event.preventDefault();
      setFocus(next);
      const grid = event.currentTarget;
      requestAnimationFrame(() => grid.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.column}"]`)?.focus());
    },
    [at, rows, columns, onActivate],
  );
  return { at, setFocus, onKeyDown };
}
