/** A JSON value pretty-printed; the block scrolls by keyboard too (it can be focused). */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    // A focusable region: a long body must scroll without a mouse.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <pre className="json-view" tabIndex={0} role="region" aria-label={label}>
      {text}
    </pre>
  );
}
