import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
const which = process.argv[2] ?? 'home';
for (const width of [480, 768, 1024, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, geolocation: { latitude: 18.5204, longitude: 73.8567 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.goto(base + '/');
  await page.waitForSelector('article', { timeout: 15000 }).catch(() => {});
  if (which === 'details') { await page.getByRole('button', { name: 'Apply Now' }).first().click(); await page.waitForTimeout(500); }
  await page.screenshot({ path: `/tmp/shot-${which}-${width}.png`, fullPage: false });
  await context.close();
}
await browser.close();
