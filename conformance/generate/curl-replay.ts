import { execFile } from 'node:child_process';
import { observeBytes, type Observed } from '../runner/observe-response.ts';

/**
 * Runs a printed curl command as a shell would (with -i added, and a time limit) and reads the answer; undefined
 * when curl got no answer in time. For tests that show a reproducer reproduces.
 */
export function replayCurl(command: string, maxSeconds: number): Promise<Observed | undefined> {
  return new Promise((resolve, reject) => {
    execFile(
      'sh',
      ['-c', `${command} -s -i --max-time ${maxSeconds}`],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error && (error as { code?: unknown }).code === 28) return resolve(undefined);
        if (error) return reject(error);
        const text = stdout.toString('latin1');
        const split = text.indexOf('\r\n\r\n');
        const [statusLine, ...headerLines] = text.slice(0, split).split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of headerLines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
        resolve(observeBytes(status, headers, stdout.subarray(Buffer.byteLength(text.slice(0, split + 4), 'latin1'))));
      },
    );
  });
}
