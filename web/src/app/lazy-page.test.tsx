import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

function Screen() {
  return <h1>My Applications</h1>;
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

function renderInSuspense(Page: ReturnType<typeof lazyPage>) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    ),
  );
  return root;
}

describe('lazyPage', () => {
  it('shows the loading fallback while a screen that was not preloaded arrives', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Screen }));
    const root = renderInSuspense(Page);
    expect(container.textContent).toBe('Loading…');
    await act(async () => {});
    await expect.poll(() => container.textContent).toBe('My Applications');
    act(() => root.unmount());
  });

  it('renders a preloaded screen in the same commit, without the fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Screen }));
    Page.preload();
    await act(async () => {});
    const root = renderInSuspense(Page);
    expect(container.textContent).toBe('My Applications');
    act(() => root.unmount());
  });
});
