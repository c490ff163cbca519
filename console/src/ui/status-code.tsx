/** An HTTP status, coloured by its class (2xx, 3xx, 4xx, 5xx; anything else as unusual). */
export function StatusCode({ status }: { status: number }) {
  const kind = status >= 200 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
  return <span className={`status status--${kind}`}>{status}</span>;
}
