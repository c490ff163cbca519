import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { aptInstall, ensureDebianProgram } from './lib/debian-packages.ts';

/** Playwright drives Debian's Chromium: browsers are not downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian packages with the fonts of the app's Indian scripts and of emoji, so screenshots show real text. */
export const FONT_PACKAGES = ['fonts-noto-core', 'fonts-noto-color-emoji'];

export function hasFonts(): boolean {
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
    aptInstall(FONT_PACKAGES, false);
  } catch (error) {
    console.warn(
      `Installing ${FONT_PACKAGES.join(' ')} failed (${(error as Error).message}); screenshots may show boxes.`,
    );
  }
}

export const CHROMIUM = { name: 'Chromium', program: CHROMIUM_PATH, packages: ['chromium'] } as const;

/** Finds Chromium; installs it with apt-get when running as root; otherwise fails with how to install it. */
export function ensureChromium(): string {
  const path = ensureDebianProgram(CHROMIUM);
  ensureFonts();
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
