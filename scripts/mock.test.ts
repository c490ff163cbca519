import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts `npm run mock`'s entry on a free port and resolves with its banner and the process. */
function startMock(): Promise<{ banner: string; url: string; child: ReturnType<typeof spawn> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no banner:\n${out}`)), 60_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /Mock upstream at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url && out.includes('control API')) {
        clearTimeout(timer);
        resolve({ banner: out, url, child });
      }
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
}

const exitOf = (child: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm run mock', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves on loopback, prints the demo identities and stops cleanly on %s',
    async (signal) => {
      const { banner, url, child } = await startMock();
      expect(banner).toContain('9876543210');
      expect(banner).toContain('anita.desai@example.com');
      expect(banner).toMatch(/one-time code\s+1234/);
      const health = await fetch(`${url}/__mock/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', jobs: 5000 });
      const exited = exitOf(child);
      child.kill(signal);
      expect(await exited).toBe(0);
      await expect(fetch(`${url}/__mock/health`)).rejects.toThrow();
    },
    90_000,
  );
});
