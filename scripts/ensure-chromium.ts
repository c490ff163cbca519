import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Playwright drives Debian's Chromium: browsers are not downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const HOW_TO_INSTALL = `Chromium was not found at ${CHROMIUM_PATH}. Install it as root with:
  apt-get update && apt-get install -y chromium
then run the end-to-end tests again.`;

/** Debian packages with the fonts of the app's Indian scripts and of emoji, so screenshots show real text. */
const FONT_PACKAGES = ['fonts-noto-core', 'fonts-noto-color-emoji'];

function hasFonts(): boolean {
  try {
    const fonts = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
    return fonts.trim() !== '';
  } catch {
    return false;
  }
}

/** Best effort: without these fonts the journeys still pass, but Hindi or Tamil text shows as boxes in screenshots. */
export function ensureFonts(): void {
  if (hasFonts()) return;
  if (process.getuid?.() !== 0) {
    console.warn(
      `Fonts for the Indian scripts are missing; screenshots will show boxes. Install them with: apt-get install -y ${FONT_PACKAGES.join(' ')}`,
    );
    return;
  }
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...FONT_PACKAGES], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    console.warn(
      `Installing ${FONT_PACKAGES.join(' ')} failed (${(error as Error).message}); screenshots may show boxes.`,
    );
  }
}

/** Finds Chromium; installs it with apt-get when running as root; otherwise fails with how to install it. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) {
    ensureFonts();
    return CHROMIUM_PATH;
  }
  if (process.getuid?.() !== 0) throw new Error(HOW_TO_INSTALL);
  console.log(`Chromium is missing; installing it with apt-get…`);
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    throw new Error(`Installing Chromium failed (${(error as Error).message}).\n${HOW_TO_INSTALL}`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(HOW_TO_INSTALL);
  ensureFonts();
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
