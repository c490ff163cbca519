import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { APP_ICONS, brandMarkSvg } from '../web/build/design-tokens.ts';
import { commandLine } from '#conformance/cli/options.ts';

// `npx tsx scripts/make-icons.ts`: renders the header logo's brand mark (web/src/app/layout/logo.tsx, colours from
// web/src/ui/tokens.css) into the PNG icons the web app manifest lists, in web/public/icons/. Run it again after a
// change of the mark or of the brand colours, and commit the PNGs.
commandLine('make-icons', 'Usage: npx tsx scripts/make-icons.ts   (no options)', {});
const dir = fileURLToPath(new URL('../web/public/icons/', import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of APP_ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${brandMarkSvg(size, { maskable })}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(`${dir}${file}`, png);
    console.log(`web/public/icons/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
