import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLayer, resetBackLayers } from './back-layer-history.ts';

/** Lets the browser traverse and every listener run (a layer closed another way takes its entry away the same way). */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

async function back(): Promise<void> {
  window.history.back();
  await settle();
}

async function forward(): Promise<void> {
  window.history.forward();
  await settle();
}

function layer(closable = true) {
  const state = { closable, closed: 0 };
  return Object.assign(state, {
    canClose: () => state.closable,
    close: () => {
      state.closed += 1;
    },
  });
}

// What the router would see: a popstate that reached the bubbling listeners on window.
const routerSaw = vi.fn();

beforeEach(() => {
  window.history.replaceState({ key: 'page', idx: 0 }, '', '/jobs?q=1');
  window.addEventListener('popstate', routerSaw);
});

afterEach(async () => {
  window.removeEventListener('popstate', routerSaw);
  routerSaw.mockReset();
  resetBackLayers();
  await settle();
});

describe('Back closes the top layer', () => {
  it('closes it and stays on the page, unseen by the router; a second Back navigates', async () => {
    // A page before this one, to go back to.
    window.history.replaceState({ key: 'before', idx: 0 }, '', '/before');
    window.history.pushState({ key: 'page', idx: 1 }, '', '/jobs?q=1');
    const sheet = layer();
    openLayer(sheet);
    expect(window.history.state).toMatchObject({ key: 'page', idx: 1 });

    await back();
    expect(sheet.closed).toBe(1);
    expect(window.location.pathname + window.location.search).toBe('/jobs?q=1');
    expect(routerSaw).not.toHaveBeenCalled();

    await back();
    expect(window.location.pathname).toBe('/before');
    expect(routerSaw).toHaveBeenCalledTimes(1);
    expect(sheet.closed).toBe(1);
  });

  it('closes only the top one of two, then the one under it', async () => {
    const details = layer();
    const apply = layer();
    openLayer(details);
    openLayer(apply);
    await back();
    expect([details.closed, apply.closed]).toEqual([0, 1]);
    await back();
    expect([details.closed, apply.closed]).toEqual([1, 1]);
    expect(routerSaw).not.toHaveBeenCalled();
  });

  it('leaves a busy layer open, and closes it on the Back after it is done', async () => {
    const upload = layer(false);
    openLayer(upload);
    await back();
    expect(upload.closed).toBe(0);
    expect(routerSaw).not.toHaveBeenCalled();

    upload.closable = true;
    await back();
    expect(upload.closed).toBe(1);
    expect(window.location.pathname).toBe('/jobs');
  });

  it('never reopens on Forward: the closed layer is not asked again, and the next Back leaves the page', async () => {
    window.history.replaceState({ key: 'before', idx: 0 }, '', '/before');
    window.history.pushState({ key: 'page', idx: 1 }, '', '/jobs?q=1');
    const sheet = layer();
    openLayer(sheet);
    await back();
    await forward();
    expect(sheet.closed).toBe(1);
    expect(window.history.state).toEqual({ key: 'page', idx: 1 });
    expect(routerSaw).not.toHaveBeenCalled();
    await back();
    expect(window.location.pathname).toBe('/before');
  });

  it('takes its entry away when it closes another way, so the next Back navigates', async () => {
    window.history.replaceState({ key: 'before', idx: 0 }, '', '/before');
    window.history.pushState({ key: 'page', idx: 1 }, '', '/jobs?q=1');
    const length = window.history.length;
    const closedByButton = openLayer(layer());
    expect(window.history.length).toBe(length + 1);
    closedByButton();
    await settle();
    expect(window.history.state).toEqual({ key: 'page', idx: 1 });
    expect(routerSaw).not.toHaveBeenCalled();

    await back();
    expect(window.location.pathname).toBe('/before');
    expect(routerSaw).toHaveBeenCalledTimes(1);
  });

  it('hands the entry of a layer that closes to the one opening at once (a menu item opening a dialog)', async () => {
    window.history.pushState({ key: 'page', idx: 1 }, '', '/jobs?q=1');
    const length = window.history.length;
    const menuClosed = openLayer(layer());
    menuClosed();
    const dialog = layer();
    openLayer(dialog);
    await settle();
    expect(window.history.length).toBe(length + 1);
    await back();
    expect(dialog.closed).toBe(1);
    expect(window.history.state).toEqual({ key: 'page', idx: 1 });
  });

  it('gives a layer opening while a closed one is still taking its entry away an entry of its own (details, then apply)', async () => {
    window.history.pushState({ key: 'page', idx: 1 }, '', '/jobs?q=1');
    const length = window.history.length;
    const detailsClosed = openLayer(layer());
    detailsClosed();
    // The closed layer's own Back has been asked for and not yet landed when the next dialog (a lazy chunk) opens.
    await new Promise((resolve) => setTimeout(resolve));
    const apply = layer();
    openLayer(apply);
    await settle();
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ key: 'page', idx: 1, backLayer: expect.any(String) });

    await back();
    expect(apply.closed).toBe(1);
    expect(window.history.state).toEqual({ key: 'page', idx: 1 });
    expect(routerSaw).not.toHaveBeenCalled();
  });

  it('leaves the entry alone when the page moved on over the layer (a link inside it)', async () => {
    const menuClosed = openLayer(layer());
    window.history.pushState({ key: 'next', idx: 1 }, '', '/applications');
    menuClosed();
    await settle();
    expect(window.location.pathname).toBe('/applications');
  });
});
