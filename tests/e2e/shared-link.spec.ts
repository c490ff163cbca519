import { DEMO_LINKS } from '#mock/seed/seed-links.ts';
import { allowLocation, PLACES } from './home-helpers.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';

test.use({ viewport: { width: 768, height: 1000 } });

test("a shared job link opens on the home screen with that job's details; an unknown one is a 404", async ({
  page,
  context,
  mock,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto(`/${DEMO_LINKS.applyForJob}`);
  await expect(page).toHaveURL(/\/$/);
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  const asked = (await mock.requests()).filter((entry) => entry.operationId === 'getActualUrl');
  expect(asked).toHaveLength(1);
  await finalScreenshot(page, testInfo, 'job-details');

  await page.goto('/zzNoSuchLink');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await finalScreenshot(page, testInfo);
});
