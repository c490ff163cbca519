/** How soon a browser's EventSource tries again after the stream drops (its own reconnection; ms). */
export const RECONNECT_MS = 1000;

/** One server-sent event: its name, its data as JSON on one line, and an id a reconnection resumes after. */
export function sseEvent(name: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The stream's first lines: how soon to reconnect. */
export const streamStart = (): string => `retry: ${RECONNECT_MS}\n\n`;

/** A comment line: keeps the connection open through idle proxies and tells a dead one apart. */
export const keepAlive = (): string => ': keep-alive\n\n';

/** The Last-Event-ID a reconnecting EventSource sends: the last call it received, or undefined. */
export function lastEventId(header: string | string[] | null | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === null || !/^[0-9]{1,15}$/.test(value)) return undefined;
  return Number(value);
}
