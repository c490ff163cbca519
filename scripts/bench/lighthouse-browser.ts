import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Headless Debian Chromium with the flags Lighthouse's own launcher passes: without RenderDocument disabled and the
 * backgrounding switches, a tab it opens in a browser it did not start never paints.
 */
const LIGHTHOUSE_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,RenderDocument',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-sync',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--mute-audio',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
];

export interface LighthouseBrowser {
  /** The DevTools HTTP endpoint, e.g. http://127.0.0.1:9337. */
  debuggingUrl: string;
  /** Stops the browser and removes its profile. */
  stop(): Promise<void>;
}

/** Starts Chromium for Lighthouse on `port`, in a fresh profile, once its DevTools endpoint answers (20 s at most). */
export async function startLighthouseBrowser(chromePath: string, port: number): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-browser-'));
  const debuggingUrl = `http://127.0.0.1:${port}`;
  const browser = spawn(
    chromePath,
    [...LIGHTHOUSE_CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    const up = await fetch(`${debuggingUrl}/json/version`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { debuggingUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium did not open ${debuggingUrl} in 20 s`);
}
