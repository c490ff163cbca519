/** How deep a fault's body may nest (objects and arrays inside each other); ample for any answer a test fakes. */
export const MAX_BODY_DEPTH = 32;
/** How many values a fault's body may hold in all. */
export const MAX_BODY_VALUES = 10_000;

/**
 * Whether a parsed JSON value stays within `MAX_BODY_DEPTH` levels and `MAX_BODY_VALUES` values. Walks the
 * value with its own stack, so a value nested far too deep is measured without exhausting the call stack.
 */
export function withinJsonBounds(value: unknown): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let seen = 0;
  while (pending.length > 0) {
    const next = pending.pop()!;
    seen += 1;
    if (seen > MAX_BODY_VALUES) return false;
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_BODY_DEPTH) return false;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return true;
}
