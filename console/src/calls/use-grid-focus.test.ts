import { describe, expect, it } from 'vitest';
import { moved } from './use-grid-focus.ts';

describe('moving in the calls grid (WAI-ARIA data grid keys)', () => {
  const at = { row: 2, column: 3 };
  it.each([
    ['ArrowDown', false, { row: 3, column: 3 }],
    ['ArrowUp', false, { row: 1, column: 3 }],
    ['ArrowRight', false, { row: 2, column: 4 }],
    ['ArrowLeft', false, { row: 2, column: 2 }],
    ['Home', false, { row: 2, column: 0 }],
    ['End', false, { row: 2, column: 6 }],
    ['Home', true, { row: 0, column: 0 }],
    ['End', true, { row: 9, column: 6 }],
    ['PageDown', false, { row: 9, column: 3 }],
    ['PageUp', false, { row: 0, column: 3 }],
  ] as const)('%s (ctrl %s) moves to %j, never past the edges', (key, ctrl, to) => {
    expect(moved(key, ctrl, at, 10, 7)).toEqual(to);
  });

  it('leaves other keys to the page', () => {
    expect(moved('a', false, at, 10, 7)).toBeUndefined();
  });
});
