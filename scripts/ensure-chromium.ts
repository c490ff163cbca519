import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Playwright drives Debian's Chromium: browsers are not downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const HOW_TO_INSTALL = `Chromium was not found at ${CHROMIUM_PATH}. Install it as root with:
  apt-get update && apt-get install -y chromium
then run the end-to-end tests again.`;

/** Finds Chromium; installs it with apt-get when running as root; otherwise fails with how to install it. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) throw new Error(HOW_TO_INSTALL);
  console.log(`Chromium is missing; installing it with apt-get…`);
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (error) {
    throw new Error(`Installing Chromium failed (${(error as Error).message}).\n${HOW_TO_INSTALL}`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(HOW_TO_INSTALL);
  return CHROMIUM_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
