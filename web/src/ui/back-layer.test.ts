import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBackLayer } from './back-layer.ts';

/** Lets the browser traverse and every listener run (jsdom traverses in a later task, as browsers do). */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

// Every traversal, counted before any other listener sees it (back-layer.ts stops some from going further): registered
// here, ahead of the listener back-layer.ts adds when its first layer opens.
let traversals = 0;
window.addEventListener('popstate', () => (traversals += 1), true);

/** Moves in the history and waits for the traversal to reach the page (on a busy machine, more than a moment). */
async function traverse(move: () => void): Promise<void> {
  const before = traversals;
  move();
  await vi.waitFor(() => expect(traversals).toBeGreaterThan(before), { timeout: 5_000 });
  await settle();
}

const back = () => traverse(() => window.history.back());
const forward = () => traverse(() => window.history.forward());

function layer(closable = true) {
  const state = { closable, closed: 0 };
  return Object.assign(state, {
    canClose: () => state.closable,
    close: () => {
      state.closed += 1;
    },
  });
}

/**
 * Back has left the page for the one before it. Passing over a closed layer's entry takes the browser a traversal
 * more, each in a task of its own, so this waits for the address rather than for a fixed time.
 */
const leftThePage = () => vi.waitFor(() => expect(window.location.pathname).toBe('/before'));

// What the router would see: a popstate that reached the bubbling listeners on window.
const routerSaw = vi.fn();
/** The page's own entry, whatever marks the layers left on it. */
const onPage = () => expect(window.history.state).toMatchObject({ key: 'page', idx: 1 });
const noLayerEntry = () => expect(window.history.state).not.toHaveProperty('backLayer');

beforeEach(() => {
  // A page before this one, to go back to.
  window.history.replaceState({ key: 'before', idx: 0 }, '', '/before');
  window.history.pushState({ key: 'page', idx: 1 }, '', '/jobs?q=1');
  window.addEventListener('popstate', routerSaw);
});

afterEach(async () => {
  window.removeEventListener('popstate', routerSaw);
  routerSaw.mockReset();
  await settle();
});

describe('Back closes the top layer', () => {
  it('closes it and stays on the page, unseen by the router; a second Back navigates', async () => {
    const sheet = layer();
    openBackLayer(sheet);
    expect(window.history.state).toMatchObject({ key: 'page', idx: 1 });

    await back();
    expect(sheet.closed).toBe(1);
    expect(window.location.pathname + window.location.search).toBe('/jobs?q=1');
    expect(routerSaw).not.toHaveBeenCalled();

    await back();
    await leftThePage();
    expect(routerSaw).toHaveBeenCalledTimes(1);
    expect(sheet.closed).toBe(1);
  });

  it('closes only the top one of two, then the one under it', async () => {
    const details = layer();
    const apply = layer();
    openBackLayer(details);
    openBackLayer(apply);
    await back();
    expect([details.closed, apply.closed]).toEqual([0, 1]);
    await back();
    expect([details.closed, apply.closed]).toEqual([1, 1]);
    expect(routerSaw).not.toHaveBeenCalled();
    onPage();
  });

  it('leaves a busy layer open, and closes it on the Back after it is done', async () => {
    const upload = layer(false);
    openBackLayer(upload);
    await back();
    expect(upload.closed).toBe(0);
    expect(routerSaw).not.toHaveBeenCalled();

    upload.closable = true;
    await back();
    expect(upload.closed).toBe(1);
    expect(window.location.pathname).toBe('/jobs');
    await back();
    await leftThePage();
  });

  it('never reopens on Forward: the closed layer is not asked again, and the next Back leaves the page', async () => {
    const sheet = layer();
    openBackLayer(sheet);
    await back();
    await forward();
    expect(sheet.closed).toBe(1);
    onPage();
    noLayerEntry();
    expect(routerSaw).not.toHaveBeenCalled();
    await back();
    await leftThePage();
  });

  it('closed another way, its entry is a copy of the page: the next Back leaves the page, and nothing waits for it', async () => {
    const length = window.history.length;
    const closedByButton = openBackLayer(layer());
    expect(window.history.length).toBe(length + 1);
    closedByButton();
    await settle();
    onPage();
    noLayerEntry();
    expect(routerSaw).not.toHaveBeenCalled();

    await back();
    await leftThePage();
    expect(routerSaw).toHaveBeenCalledTimes(1);
  });

  it('hands the entry of a layer that closes to the one opening at once (a menu item opening a dialog)', async () => {
    const length = window.history.length;
    const menuClosed = openBackLayer(layer());
    menuClosed();
    const dialog = layer();
    openBackLayer(dialog);
    await settle();
    expect(window.history.length).toBe(length + 1);
    await back();
    expect(dialog.closed).toBe(1);
    onPage();
    noLayerEntry();
    await back();
    await leftThePage();
  });

  it('gives the copy a closed layer left to the next one opening later (details, then apply)', async () => {
    const length = window.history.length;
    const detailsClosed = openBackLayer(layer());
    detailsClosed();
    // The next dialog (a lazy chunk) opens a moment later.
    await settle();
    const apply = layer();
    openBackLayer(apply);
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ key: 'page', idx: 1, backLayer: expect.any(String) });

    await back();
    expect(apply.closed).toBe(1);
    onPage();
    expect(routerSaw).not.toHaveBeenCalled();
    await back();
    await leftThePage();
  });

  it('closes a layer over one that closed another way, and one Back leaves the one under it', async () => {
    const menu = layer();
    openBackLayer(menu);
    const confirmClosed = openBackLayer(layer());
    confirmClosed();
    await settle();
    await back();
    expect(menu.closed).toBe(1);
    onPage();
    await back();
    await leftThePage();
  });

  it('leaves the entry alone when the page moved on over the layer (a link inside it)', async () => {
    const menuClosed = openBackLayer(layer());
    window.history.replaceState({ key: 'next', idx: 1 }, '', '/applications');
    menuClosed();
    await settle();
    expect(window.location.pathname).toBe('/applications');
    expect(window.history.state).toEqual({ key: 'next', idx: 1 });
  });
});
