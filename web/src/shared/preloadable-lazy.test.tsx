import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponentPreloads, preloadableLazy, type PreloadableLazy } from './preloadable-lazy.ts';

function SignInDialog() {
  return <div role="dialog">Sign In</div>;
}

let container: HTMLDivElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(Dialog: PreloadableLazy<typeof SignInDialog>) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <Suspense fallback={<p>Loading…</p>}>
        <Dialog />
      </Suspense>,
    ),
  );
}

describe('preloadableLazy', () => {
  it('loads on first render like lazy, behind the fallback', async () => {
    const Dialog = preloadableLazy(() => Promise.resolve({ default: SignInDialog }));
    show(Dialog);
    expect(container.textContent).toBe('Loading…');
    await expect.poll(() => container.textContent).toBe('Sign In');
  });

  it('after its preload task has run, shows the component in the first commit', async () => {
    const Dialog = preloadableLazy(() => Promise.resolve({ default: SignInDialog }));
    lazyComponentPreloads().forEach((preload) => preload());
    await act(async () => {});
    show(Dialog);
    expect(container.textContent).toBe('Sign In');
  });

  it('a screen (preloaded by the route table, not when idle) renders in the first commit once preload() is through', async () => {
    const Screen = preloadableLazy(() => Promise.resolve({ default: SignInDialog }), { idle: false });
    const idleTasks = lazyComponentPreloads().length;
    preloadableLazy(() => Promise.resolve({ default: SignInDialog }));
    expect(lazyComponentPreloads()).toHaveLength(idleTasks + 1);
    await Screen.preload();
    show(Screen);
    expect(container.textContent).toBe('Sign In');
  });
});
