import type { Page } from '@playwright/test';

/** The texts Chromium's accessibility tree exposes: what a screen reader can read (not what is inert). */
export async function exposedTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'StaticText')
    .map((node) => node.name?.value ?? '');
}
