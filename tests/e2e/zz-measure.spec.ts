import { allowLocation, expectJobsNear, PLACES } from './home-helpers.ts';
import { test } from './support/fixtures.ts';
import { firstLoadScripts, gzipSizes, totalKb } from './support/home-scripts.ts';

test('measure first load', async ({ page, context }) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await expectJobsNear(page, 'Bengaluru');
  const sizes = gzipSizes(await firstLoadScripts(page));
  console.log(`FIRSTLOAD ${totalKb(sizes).toFixed(1)} KB`);
  console.log(sizes.map((f) => `${(f.bytes / 1024).toFixed(1)} ${f.path}`).join('\n'));
});
