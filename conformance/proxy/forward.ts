import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** The upstream's answer, read whole: status, headers (lower case, one value each) and the decoded body. */
export interface Forwarded {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

function decoded(encoding: string | undefined, bytes: Buffer): Buffer {
  const codings = (encoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  // Content codings are listed in the order they were applied: undo them last first.
  return codings.reduceRight((body, coding) => {
    const decode = DECODERS[coding];
    if (!decode) throw new Error(`unknown content coding ${coding}`);
    return decode(body);
  }, bytes);
}

function headersOf(message: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * Forwards requests to one upstream over kept-alive connections (node:http, which costs a fraction of what fetch
 * does per call). The answer is read whole and decoded, so that it is checked, recorded and passed on as the
 * upstream meant it; the proxy asks for no compression, and decodes it when the upstream compresses anyway.
 */
export function createForwarder(
  upstream: string,
): (method: string, pathAndQuery: string, headers: Record<string, string>, body: Buffer) => Promise<Forwarded> {
  const base = new URL(upstream);
  const secure = base.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/$/, '');
  return (method, pathAndQuery, headers, body) =>
    new Promise((resolve, reject) => {
      const outgoing: Record<string, string> = { ...headers, host: base.host };
      if (body.length > 0) outgoing['content-length'] = String(body.length);
      delete outgoing['accept-encoding'];
      const call = send(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method,
          path: prefix + pathAndQuery,
          headers: outgoing,
          agent,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.once('error', reject);
          answer.once('end', () => {
            try {
              resolve({
                status: answer.statusCode ?? 502,
                headers: headersOf(answer),
                bytes: decoded(answer.headers['content-encoding'], Buffer.concat(chunks)),
              });
            } catch (cause) {
              reject(cause as Error);
            }
          });
        },
      );
      call.once('error', reject);
      call.end(body.length > 0 ? body : undefined);
    });
}
