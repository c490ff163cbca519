import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** Session ids sent in turn, one per request, in X-Mock-Session. */
  sessions?: readonly string[];
}

/** Loopback load with autocannon, bounded in connections and time. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const sessions = options.sessions ?? [];
  let next = 0;
  const result = await autocannon({
    ...(sessions.length > 0
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'x-mock-session': sessions[next++ % sessions.length]! },
              }),
            },
          ],
        }
      : {}),
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}
