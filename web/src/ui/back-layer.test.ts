import { afterEach, describe, expect, it } from 'vitest';
import { backLayersQueued, openBackLayer } from './back-layer.ts';
import { resetBackLayers } from './back-layer-history.ts';

const pending = () => document.documentElement.hasAttribute('data-back-pending');

afterEach(async () => {
  resetBackLayers();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe('openBackLayer', () => {
  it('says Back is pending until the layer has its entry, and again while a closed layer takes it away', async () => {
    const length = window.history.length;
    const closed = openBackLayer({ canClose: () => true, close: () => undefined });
    expect(pending()).toBe(true);
    await backLayersQueued();
    expect(pending()).toBe(false);
    expect(window.history.length).toBe(length + 1);

    closed();
    await backLayersQueued();
    expect(pending()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pending()).toBe(false);
  });
});
