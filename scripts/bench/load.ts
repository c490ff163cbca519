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
  /** Headers of each request in turn (a session per request, say): called for every request sent. */
  headersFor?: () => Record<string, string>;
}

/** Loopback load with autocannon, bounded in connections and time. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
    ...(options.headersFor
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: { ...request.headers, ...options.headersFor!() },
              }),
            },
          ],
        }
      : {}),
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}
